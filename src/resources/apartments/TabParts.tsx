import AddIcon from '@mui/icons-material/Add';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';

/** What the user may do on the apartment's tabs: the apartments area's create, edit and delete rights. */
export function useApartmentRights() {
  const { canAccess: canCreate } = useCanAccess({ resource: 'apartments', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'apartments', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'apartments', action: 'delete' });
  return { canCreate, canEdit, canDelete };
}

/** Sends a tab's add form when it is ready and nothing is being sent. */
const submitWhen = (ready: boolean, add: () => Promise<void>) => (event: React.FormEvent) => {
  event.preventDefault();
  if (ready) void add();
};

/**
 * The boxed form that adds a person to the flat (owner, tenant or stock holder): its heading with an optional
 * switch beside it, the fields, and "Ekle".
 */
export function AddPersonForm({
  label,
  ready,
  busy,
  onAdd,
  beside,
  children,
}: {
  /** The heading and the form's accessible name. */
  label: string;
  ready: boolean;
  busy: boolean;
  onAdd(): Promise<void>;
  beside?: ReactNode;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="form"
      aria-label={label}
      onSubmit={submitWhen(ready && !busy, onAdd)}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: beside ? 2 : 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3">
          {label}
        </Typography>
        {beside}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {children}
        <Button
          type="submit"
          variant="contained"
          startIcon={<PersonAddIcon />}
          disabled={!ready || busy}
          sx={{ mt: 1 }}
        >
          {translate('app.apartments.add')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The form that adds one item picked from a list (a debt group, an exempt income type): the picker says so
 * when nothing is left to add, and shows the server's refusal under it.
 */
export function AddChoiceForm<T extends { id: number }>({
  label,
  fieldLabel,
  choices,
  choiceText,
  value,
  onChange,
  error,
  noneLeftText,
  busy,
  onAdd,
}: {
  label: string;
  fieldLabel: string;
  choices: T[];
  choiceText(choice: T): string;
  value: number | '';
  onChange(id: number): void;
  error?: string;
  noneLeftText: string;
  busy: boolean;
  onAdd(): Promise<void>;
}) {
  const translate = useTranslate();
  return (
    <Box
      component="form"
      aria-label={label}
      onSubmit={submitWhen(value !== '' && !busy, onAdd)}
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        select
        label={fieldLabel}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        error={Boolean(error)}
        helperText={error || (choices.length === 0 ? noneLeftText : '')}
        fullWidth={false}
        sx={{ width: { xs: '100%', sm: 340 } }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choiceText(choice)}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="contained"
        startIcon={<AddIcon />}
        disabled={value === '' || busy}
        sx={{ mt: 1 }}
      >
        {translate('app.apartments.add')}
      </Button>
    </Box>
  );
}

/** "Kaldır" on a row of a tab's list, named after the row for screen readers. */
export function RemoveButton({ name, busy, onRemove }: { name: string; busy: boolean; onRemove(): void }) {
  const translate = useTranslate();
  return (
    <Button
      size="small"
      color="error"
      disabled={busy}
      onClick={onRemove}
      aria-label={translate('app.apartments.remove_named', { name })}
    >
      {translate('app.apartments.remove')}
    </Button>
  );
}
