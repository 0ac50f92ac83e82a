import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  BooleanInput,
  Confirm,
  Form,
  maxLength,
  required,
  SaveButton,
  TextInput,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { phoneText } from '../../../common/phone';
import type { Relative } from '../../dataProvider/custom/property';
import { useDataQuery, useDataWrite } from '../../dataProvider/useData';
import { PhoneInput } from '../../lib/PhoneInput';
import { phoneCards } from '../../lib/phoneCards';
import { HiddenLabelCell, tableScroll } from '../../lib/TableParts';
import { fullName, optionalPhone, relativeBody, validTckn } from './shared';

const label = (name: string) => `app.residents.relative_fields.${name}`;

interface RelativeDialogProps {
  residentId: number;
  /** The relative being edited, or null for a new one. */
  relative: Relative | null;
  onClose(): void;
}

function RelativeDialog({ residentId, relative, onClose }: RelativeDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const add = useDataWrite('addRelative', { invalidates: ['residentRelatives'] });
  const update = useDataWrite('updateRelative', { invalidates: ['residentRelatives'] });
  // The form shows the server's field errors under the fields; a success closes the dialog.
  const save = async (values: Record<string, unknown>) => {
    const body = { resident_id: residentId, ...relativeBody(values) };
    const { errors } = relative ? await update.run({ id: relative.id, ...body }) : await add.run(body);
    if (!errors) onClose();
    return errors;
  };
  const record = relative
    ? { ...relative, national_id: relative.national_id === null ? '' : String(relative.national_id) }
    : { lives_in: true };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Form record={record} onSubmit={save}>
        <DialogTitle id={titleId}>
          {translate(relative ? 'app.residents.edit_relative' : 'app.residents.add_relative')}
        </DialogTitle>
        <DialogContent>
          <Stack>
            <TextInput
              source="name"
              label={label('name')}
              validate={[required(), maxLength(60)]}
              autoFocus
              autoComplete="off"
            />
            <TextInput
              source="surname"
              label={label('surname')}
              validate={[required(), maxLength(60)]}
              autoComplete="off"
            />
            <TextInput
              source="national_id"
              label={label('national_id')}
              validate={validTckn}
              parse={(value: string) => value.replace(/\D/g, '').slice(0, 11)}
              // No maxLength: a pasted "100 000 001 46" is kept whole; parse keeps 11 digits.
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
            <PhoneInput source="phone" label={label('phone')} validate={optionalPhone} />
            <TextInput
              source="relation"
              label={label('relation')}
              helperText={label('relation_hint')}
              validate={maxLength(60)}
            />
            <BooleanInput source="lives_in" label={label('lives_in')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/**
 * A resident's relatives (yakınlar): GET /resident/parents, added, edited and deleted through /resident/parent.
 * The national id is checked as a TCKN before sending and sent as an integer. On a phone each relative is a card.
 */
export function ResidentRelatives({ residentId }: { residentId: number }) {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'residents', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'residents', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'residents', action: 'delete' });
  // A failed read is said in the section itself, not as a toast.
  const query = useDataQuery('residentRelatives', { resident_id: residentId }, { silent: true });
  const relatives = query.data ? (query.data.Records ?? []) : null;
  const error = query.error?.message ?? null;
  const [editing, setEditing] = useState<Relative | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Relative | null>(null);
  const removal = useDataWrite('deleteRelative', { invalidates: ['residentRelatives'] });

  const remove = async () => {
    if (!deleting) return;
    const { answer } = await removal.run({ id: deleting.id });
    if (answer) setDeleting(null);
  };

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {translate('app.residents.relatives')}
        </Typography>
        {canCreate && (
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {translate('app.residents.add_relative')}
          </Button>
        )}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {!relatives && !error && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {relatives && relatives.length === 0 && (
        <Typography color="text.secondary">{translate('app.residents.no_relatives')}</Typography>
      )}
      {relatives && relatives.length > 0 && (
        <Box tabIndex={0} sx={[tableScroll, phoneCards]}>
          <Table size="small" aria-label={translate('app.residents.relatives')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.residents.fields.full_name')}</TableCell>
                <TableCell>{translate(label('national_id'))}</TableCell>
                <TableCell>{translate(label('phone'))}</TableCell>
                <TableCell>{translate(label('relation'))}</TableCell>
                <TableCell>{translate(label('lives_in'))}</TableCell>
                {(canEdit || canDelete) && <HiddenLabelCell>{translate('ra.action.edit')}</HiddenLabelCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {relatives.map((relative) => (
                <TableRow key={relative.id}>
                  <TableCell className="card-title">{fullName(relative)}</TableCell>
                  <TableCell data-label={translate(label('national_id'))}>
                    {relative.national_id ?? ''}
                  </TableCell>
                  <TableCell data-label={translate(label('phone'))} sx={{ whiteSpace: 'nowrap' }}>
                    {phoneText(relative.phone)}
                  </TableCell>
                  <TableCell data-label={translate(label('relation'))}>{relative.relation ?? ''}</TableCell>
                  <TableCell data-label={translate(label('lives_in'))}>
                    {translate(relative.lives_in ? 'app.residents.yes' : 'app.residents.no')}
                  </TableCell>
                  {(canEdit || canDelete) && (
                    <TableCell className="card-end" align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {canEdit && (
                        <IconButton
                          aria-label={`${translate('app.residents.edit_relative')}: ${fullName(relative)}`}
                          onClick={() => setEditing(relative)}
                        >
                          <EditIcon />
                        </IconButton>
                      )}
                      {canDelete && (
                        <IconButton
                          color="error"
                          aria-label={`${translate('app.residents.delete_relative')}: ${fullName(relative)}`}
                          onClick={() => setDeleting(relative)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      )}
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {editing && (
        <RelativeDialog
          residentId={residentId}
          relative={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={removal.busy}
        title="app.residents.delete_relative_title"
        titleTranslateOptions={{ name: deleting ? fullName(deleting) : '' }}
        content="app.residents.delete_relative_text"
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
