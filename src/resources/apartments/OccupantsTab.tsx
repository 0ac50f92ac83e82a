import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { normalizeDmy } from '../../../common/date';
import { phoneText } from '../../../common/phone';
import type { ResidentHit as ResidentOption } from '../../dataProvider/custom/lookups';
import type { Apartment, ResidentLink } from '../../dataProvider/custom/property';
import { useDataQuery, useDataWrite } from '../../dataProvider/useData';
import { DmyField, isUsableDmy, today } from '../../lib/DmyField';
import { phoneCards } from '../../lib/phoneCards';
import { EmptyRow, HiddenLabelCell, tableScroll } from '../../lib/TableParts';
import { ResidentPicker } from './ResidentPicker';
import { AddPersonForm, useApartmentRights } from './TabParts';

const PER_PAGE = 10;
const ROLE_LABELS: Record<number, string> = {
  1: 'app.apartments.role_owner',
  2: 'app.apartments.role_tenant',
  3: 'app.apartments.role_stock_holder',
};

/**
 * "Ev sahipleri ve kiracılar": the people living in or owning the flat now (or, with the history switch, ever),
 * adding an existing resident as owner or tenant with a move-in date, and recording a move-out, which keeps the
 * row in the history.
 */
export function OccupantsTab({ apartment }: { apartment: Apartment }) {
  const translate = useTranslate();
  const { canCreate, canDelete } = useApartmentRights();
  const [history, setHistory] = useState(false);
  const [type, setType] = useState<number | ''>('');
  const [page, setPage] = useState(0);
  const [leaving, setLeaving] = useState<ResidentLink | null>(null);
  const links = useDataQuery(
    'apartmentOccupants',
    {
      apartment_id: apartment.id,
      page: page + 1,
      per_page: PER_PAGE,
      ...(type ? { type } : {}),
      ...(history ? { all: true } : {}),
    },
    { keepPrevious: true },
  );
  const rows = links.data?.Records ?? [];

  return (
    <Stack spacing={2}>
      {canCreate && <AddOccupantForm apartment={apartment} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          fullWidth={false}
          label={translate('app.apartments.role')}
          value={type}
          onChange={(event) => {
            setType(event.target.value === '' ? '' : Number(event.target.value));
            setPage(0);
          }}
          sx={{ width: 200 }}
        >
          <MenuItem value="">{translate('app.apartments.all_roles')}</MenuItem>
          {[1, 2, 3].map((role) => (
            <MenuItem key={role} value={role}>
              {translate(ROLE_LABELS[role]!)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={history}
              onChange={(event) => {
                setHistory(event.target.checked);
                setPage(0);
              }}
            />
          }
          label={translate('app.apartments.show_history')}
        />
      </Box>
      {/* One card per person on a phone, instead of a table scrolling sideways. */}
      <Box tabIndex={0} sx={[tableScroll, phoneCards]}>
        <Table size="small" aria-label={translate('app.apartments.tabs.occupants')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.apartments.person')}</TableCell>
              <TableCell>{translate('app.apartments.phone')}</TableCell>
              <TableCell>{translate('app.apartments.role')}</TableCell>
              <TableCell>{translate('app.apartments.move_in')}</TableCell>
              {history && <TableCell>{translate('app.apartments.move_out')}</TableCell>}
              <HiddenLabelCell>{translate('app.apartments.actions')}</HiddenLabelCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((link) => (
              <TableRow
                key={link.id}
                sx={link.move_out ? { '& td': { color: 'text.secondary' } } : undefined}
              >
                <TableCell className="card-title">
                  {link.name} {link.surname}
                </TableCell>
                <TableCell data-label={translate('app.apartments.phone')}>
                  {link.phone ? phoneText(link.phone) : ''}
                </TableCell>
                <TableCell data-label={translate('app.apartments.role')}>
                  {translate(ROLE_LABELS[link.type] ?? link.type_name, { _: link.type_name })}
                  {link.type === 3 && link.percent !== null
                    ? ` (%${String(link.percent).replace('.', ',')})`
                    : ''}
                </TableCell>
                <TableCell data-label={translate('app.apartments.move_in')}>{link.move_in}</TableCell>
                {history && (
                  <TableCell data-label={link.move_out ? translate('app.apartments.move_out') : undefined}>
                    {link.move_out ?? (
                      <Chip size="small" color="success" label={translate('app.apartments.current')} />
                    )}
                  </TableCell>
                )}
                <TableCell align="right" className="card-end">
                  {canDelete && !link.move_out && link.type !== 3 && (
                    <Button size="small" color="error" onClick={() => setLeaving(link)}>
                      {translate('app.apartments.move_out_action')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {!links.isFetching && rows.length === 0 && (
              <EmptyRow colSpan={history ? 6 : 5}>{translate('app.apartments.no_occupants')}</EmptyRow>
            )}
          </TableBody>
        </Table>
      </Box>
      {(links.data?.TotalRecords ?? 0) > PER_PAGE && (
        <TablePagination
          component="div"
          count={links.data?.TotalRecords ?? 0}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={PER_PAGE}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) =>
            translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
          }
        />
      )}
      <MoveOutDialog apartment={apartment} link={leaving} onClose={() => setLeaving(null)} />
    </Stack>
  );
}

/** An existing resident as owner (1) or tenant (2), moving in on a date (today unless changed). */
function AddOccupantForm({ apartment }: { apartment: Apartment }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const roleLabelId = useId();
  const { run, busy, errors } = useDataWrite('addOccupant', { invalidates: ['apartmentOccupants'] });
  const [resident, setResident] = useState<ResidentOption | null>(null);
  const [type, setType] = useState(1);
  const [moveIn, setMoveIn] = useState(today);
  const ready = resident !== null && isUsableDmy(moveIn);

  const add = async () => {
    if (!resident) return;
    const { answer } = await run({
      apartment_id: apartment.id,
      resident_id: resident.id,
      type,
      move_in: normalizeDmy(moveIn),
    });
    if (answer) {
      setResident(null);
      // The list's owner and tenant columns change too.
      refresh();
    }
  };

  return (
    <AddPersonForm label={translate('app.apartments.add_occupant')} ready={ready} busy={busy} onAdd={add}>
      <ResidentPicker
        value={resident}
        onChange={setResident}
        label={translate('app.apartments.resident')}
        error={errors.resident_id}
      />
      <FormControl fullWidth={false}>
        <FormLabel id={roleLabelId}>{translate('app.apartments.role')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={roleLabelId}
          value={type}
          onChange={(e) => setType(Number(e.target.value))}
        >
          <FormControlLabel value={1} control={<Radio />} label={translate('app.apartments.role_owner')} />
          <FormControlLabel value={2} control={<Radio />} label={translate('app.apartments.role_tenant')} />
        </RadioGroup>
      </FormControl>
      <DmyField
        label={translate('app.apartments.move_in')}
        value={moveIn}
        onChange={setMoveIn}
        serverError={errors.move_in}
        invalidText={translate('app.validation.date')}
        fullWidth={false}
        sx={{ width: 170 }}
      />
    </AddPersonForm>
  );
}

/** Records a move-out on a date (today unless changed); the link stays in the history. */
function MoveOutDialog({
  apartment,
  link,
  onClose,
}: {
  apartment: Apartment;
  link: ResidentLink | null;
  onClose(): void;
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const titleId = useId();
  const { run, busy, errors } = useDataWrite('moveOutOccupant', { invalidates: ['apartmentOccupants'] });
  const [moveOut, setMoveOut] = useState(today);

  const confirm = async () => {
    if (!link) return;
    const { answer } = await run({
      apartment_id: apartment.id,
      resident_id: link.resident_id,
      type: link.type,
      move_out: normalizeDmy(moveOut),
    });
    if (answer) {
      setMoveOut(today());
      onClose();
      refresh();
    }
  };

  return (
    <Dialog open={link !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        {translate('app.apartments.move_out_title', { name: link ? `${link.name} ${link.surname}` : '' })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('app.apartments.move_out_explain')}</DialogContentText>
        <DmyField
          autoFocus
          fullWidth
          label={translate('app.apartments.move_out')}
          value={moveOut}
          onChange={setMoveOut}
          serverError={errors.move_out}
          invalidText={translate('app.validation.date')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy || !isUsableDmy(moveOut)}>
          {translate('app.apartments.move_out_action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
