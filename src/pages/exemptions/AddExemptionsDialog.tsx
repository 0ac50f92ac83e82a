import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useDataWrite } from '../../dataProvider/useData';
import { useBuildingChoices } from '../../lib/choices';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { useIncomeTypes } from '../../money/moneyInputs';
import { monthTypedOk, useFlatsOf } from './ExemptionFilters';

/**
 * "Muafiyet ekle": a building, then some of its flats or all of them, an income type and optionally the months.
 * Flats already exempt are skipped by the server, which says how many; its refusals stay under the fields.
 */
export function AddExemptionsDialog({ onClose }: { onClose(): void }) {
  const t = useScopedTranslate('app.exemptions');
  const { buildings } = useBuildingChoices();
  const { types } = useIncomeTypes();
  const [building, setBuilding] = useState<number | ''>('');
  const [whole, setWhole] = useState(false);
  const [flats, setFlats] = useState<number[]>([]);
  const [type, setType] = useState<number | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const choices = useFlatsOf(building);
  const add = useDataWrite('addExemptions', { invalidates: ['exemptionsList', 'apartmentExemptions'] });
  const ready =
    building !== '' && type !== '' && (whole || flats.length > 0) && monthTypedOk(from) && monthTypedOk(to);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!ready || add.busy) return;
    const { answer } = await add.run({
      ...(whole ? { building_id: building } : { apartment_ids: flats }),
      accounting_type_id: type,
      starts_on: from.trim() || null,
      ends_on: to.trim() || null,
    });
    if (answer) onClose();
  };
  const month = (label: string, value: string, set: (text: string) => void, field: string) => (
    <TextField
      label={label}
      value={value}
      onChange={(event) => set(event.target.value)}
      error={!monthTypedOk(value) || Boolean(add.errors[field])}
      helperText={add.errors[field] || (monthTypedOk(value) ? t('month_help') : t('month_invalid'))}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-exemption-title">
      <form onSubmit={save}>
        <DialogTitle id="add-exemption-title">{t('dialog_title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              required
              label={t('building')}
              value={building}
              onChange={(event) => {
                setBuilding(Number(event.target.value));
                setFlats([]);
              }}
              error={Boolean(add.errors.building_id)}
              helperText={add.errors.building_id ?? ''}
            >
              {buildings.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel
              control={<Switch checked={whole} onChange={(event) => setWhole(event.target.checked)} />}
              label={t('whole_building')}
            />
            {!whole && (
              <TextField
                select
                label={t('flats')}
                value={flats}
                disabled={building === ''}
                onChange={(event) => setFlats(event.target.value as unknown as number[])}
                slotProps={{ select: { multiple: true } }}
                error={Boolean(add.errors.apartment_ids)}
                helperText={
                  add.errors.apartment_ids ??
                  (building !== '' && choices.length === 0 ? t('no_flats') : t('flats_help'))
                }
              >
                {choices.map((flat) => (
                  <MenuItem key={flat.id} value={flat.id}>
                    {`${flat.building_name} ${flat.identifier}`}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              select
              required
              label={t('income_type')}
              value={type}
              onChange={(event) => setType(Number(event.target.value))}
              error={Boolean(add.errors.accounting_type_id)}
              helperText={add.errors.accounting_type_id ?? ''}
            >
              {types.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
            {month(t('from_month'), from, setFrom, 'starts_on')}
            {month(t('to_month'), to, setTo, 'ends_on')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready || add.busy}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
