import { Box, MenuItem, TextField } from '@mui/material';
import { parseMonth } from '../../../common/months';
import type { ExemptionFilters as Filters } from '../../dataProvider/custom/property';
import { useDataQuery } from '../../dataProvider/useData';
import { useBuildingChoices } from '../../lib/choices';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { useIncomeTypes } from '../../money/moneyInputs';

/** What the user typed in the filters: ids as picked ('' for all), months as typed. */
export interface FilterInput {
  building: number | '';
  flat: number | '';
  group: number | '';
  type: number | '';
  from: string;
  to: string;
}

export const NO_FILTER: FilterInput = { building: '', flat: '', group: '', type: '', from: '', to: '' };

/** A month typed is valid when empty or AA.YYYY. */
export const monthTypedOk = (text: string) => text.trim() === '' || parseMonth(text) !== null;

/** The list's query: only what is chosen, and a month only once it reads as one. */
export function filtersOf(input: FilterInput): Filters {
  const filters: Filters = {};
  if (input.building !== '') filters.building_id = input.building;
  if (input.flat !== '') filters.apartment_id = input.flat;
  if (input.group !== '') filters.group_id = input.group;
  if (input.type !== '') filters.accounting_type_id = input.type;
  if (input.from.trim() && monthTypedOk(input.from)) filters.starts_on = input.from.trim();
  if (input.to.trim() && monthTypedOk(input.to)) filters.ends_on = input.to.trim();
  return filters;
}

/** The flats of one building for a picker ("A Blok 5"), none until a building is chosen. */
export function useFlatsOf(building: number | '') {
  const { data } = useDataQuery(
    'apartmentsOfBuildings',
    building === '' ? null : { buildingIds: [building] },
    {
      silent: true,
    },
  );
  return data?.Records ?? [];
}

const fieldSx = { width: { xs: '100%', sm: 200 } };

/** Building, flat (of the building), group (dues or debt), income type and a span of months. */
export function ExemptionFilters({
  value,
  onChange,
}: {
  value: FilterInput;
  onChange(next: FilterInput): void;
}) {
  const t = useScopedTranslate('app.exemptions');
  const { buildings } = useBuildingChoices();
  const flats = useFlatsOf(value.building);
  const { types } = useIncomeTypes();
  const dues = useDataQuery('groupChoices', { type: 2 }, { silent: true }).data?.Records ?? [];
  const debt = useDataQuery('groupChoices', { type: 1 }, { silent: true }).data?.Records ?? [];
  const set = (patch: Partial<FilterInput>) => onChange({ ...value, ...patch });
  const pick = (
    label: string,
    chosen: number | '',
    choices: { id: number; name: string }[],
    onPick: (id: number | '') => void,
  ) => (
    <TextField
      select
      label={label}
      value={chosen}
      onChange={(event) => onPick(event.target.value === '' ? '' : Number(event.target.value))}
      sx={fieldSx}
    >
      <MenuItem value="">{t('any')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const month = (label: string, key: 'from' | 'to') => (
    <TextField
      label={label}
      value={value[key]}
      onChange={(event) => set({ [key]: event.target.value })}
      error={!monthTypedOk(value[key])}
      helperText={monthTypedOk(value[key]) ? t('month_help') : t('month_invalid')}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
      sx={fieldSx}
    />
  );
  return (
    <Box
      component="fieldset"
      aria-label={t('filters')}
      sx={{ border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      {pick(t('building'), value.building, buildings, (building) => set({ building, flat: '' }))}
      {pick(
        t('flat'),
        value.flat,
        flats.map((flat) => ({ id: flat.id, name: `${flat.building_name} ${flat.identifier}` })),
        (flat) => set({ flat }),
      )}
      {pick(t('group'), value.group, [...dues, ...debt], (group) => set({ group }))}
      {pick(t('income_type'), value.type, types, (type) => set({ type }))}
      {month(t('from_month'), 'from')}
      {month(t('to_month'), 'to')}
    </Box>
  );
}
