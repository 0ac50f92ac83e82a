import { Autocomplete, Checkbox, ListSubheader, MenuItem, TextField } from '@mui/material';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { NamedChoice } from '../../dataProvider/custom/lookups';
import { recordsOf, useAppDataProvider, useDataQuery } from '../../dataProvider/useData';
import { type Choice, useBuildingChoices } from '../../lib/choices';
import { useServerSearch } from '../../lib/useServerSearch';

/** An apartment as the search names it: "A Blok 5". */
export type ApartmentOption = NamedChoice;

/** Groups of a type (1 debt, 2 dues) for the picker; empty for users who may not read them. */
const useGroupChoices = (type: 1 | 2) =>
  recordsOf(useDataQuery('groupChoices', { type }, { silent: true }).data);

/**
 * Picks one apartment: typing searches GET /apartments?key (block name or flat number, Turkish-aware on the
 * server), debounced so a fast typist sends one call.
 */
export function ApartmentPicker({
  value,
  onChange,
  error,
}: {
  value: ApartmentOption | null;
  onChange(apartment: ApartmentOption | null): void;
  error?: string;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const search = useServerSearch(
    useCallback((key: string) => dataProvider.apartmentsByKey({ key }).then(recordsOf), [dataProvider]),
  );
  return (
    <Autocomplete
      value={value}
      onChange={(_, apartment) => onChange(apartment)}
      {...search}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      noOptionsText={translate('app.debt_entry.no_apartment_found')}
      loadingText={translate('ra.page.loading')}
      sx={{ width: { xs: '100%', sm: 360 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={translate('app.debt_entry.apartment')}
          error={Boolean(error)}
          helperText={error || translate('app.debt_entry.apartment_hint')}
        />
      )}
    />
  );
}

/** Picks one or more buildings (blocks) of the account, with a check box per building. */
export function BuildingsPicker({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange(ids: number[]): void;
  error?: string;
}) {
  const translate = useTranslate();
  const { buildings, loading } = useBuildingChoices();
  const selected = buildings.filter((building) => value.includes(building.id));
  return (
    <Autocomplete
      multiple
      disableCloseOnSelect
      value={selected}
      onChange={(_, chosen: Choice[]) => onChange(chosen.map((building) => building.id))}
      options={buildings}
      loading={loading}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      noOptionsText={translate('app.debt_entry.no_buildings')}
      loadingText={translate('ra.page.loading')}
      renderOption={(props, option, { selected: checked }) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <Checkbox size="small" checked={checked} sx={{ mr: 1, p: 0.5 }} tabIndex={-1} disableRipple />
            {option.name}
          </li>
        );
      }}
      sx={{ width: { xs: '100%', sm: 480 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          required={value.length === 0}
          label={translate('app.debt_entry.buildings')}
          error={Boolean(error)}
          helperText={error || translate('app.debt_entry.buildings_hint')}
        />
      )}
    />
  );
}

/** Picks a debt group (type 1) or a dues group (type 2): the entry charges the group's amount to its apartments. */
export function GroupPicker({
  value,
  onChange,
  error,
}: {
  value: number | '';
  onChange(id: number): void;
  error?: string;
}) {
  const translate = useTranslate();
  const debtGroups = useGroupChoices(1);
  const duesGroups = useGroupChoices(2);
  const section = (title: string, groups: { id: number; name: string; amount: number }[]) =>
    groups.length === 0
      ? []
      : [
          <ListSubheader key={`title-${title}`}>{title}</ListSubheader>,
          ...groups.map((group) => (
            <MenuItem key={group.id} value={group.id}>
              {group.name} · {formatMoney(group.amount)}
            </MenuItem>
          )),
        ];
  const none = debtGroups.length === 0 && duesGroups.length === 0;
  return (
    <TextField
      select
      required
      label={translate('app.debt_entry.group')}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      error={Boolean(error)}
      helperText={
        error || (none ? translate('app.debt_entry.no_groups') : translate('app.debt_entry.group_hint'))
      }
      sx={{ width: { xs: '100%', sm: 360 } }}
    >
      {section(translate('app.debt_entry.debt_groups'), debtGroups)}
      {section(translate('app.debt_entry.dues_groups'), duesGroups)}
    </TextField>
  );
}
