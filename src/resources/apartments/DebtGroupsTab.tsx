import { Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { Apartment } from '../../dataProvider/custom/property';
import { useDataQuery, useDataWrite, useSetQueryData } from '../../dataProvider/useData';
import { EmptyRow, HiddenLabelCell } from '../../lib/TableParts';
import { useIncomeTypes } from '../../money/moneyInputs';
import { useExemptionPeriodText } from '../../pages/exemptions/useExemptionPeriodText';
import { useGroupChoices } from '../debt-groups/useGroupChoices';
import { AddChoiceForm, RemoveButton, useApartmentRights } from './TabParts';

/** "Borç grupları": the debt groups (type 1) the apartment is charged with; add one from the list, or remove. */
export function DebtGroupsTab({ apartment }: { apartment: Apartment }) {
  const translate = useTranslate();
  const { canCreate, canDelete } = useApartmentRights();
  const ref = { apartment_id: apartment.id };
  const groups = useDataQuery('apartmentDebtGroups', ref);
  const debtGroups = useGroupChoices(1);
  // Both writes answer the flat's groups as they are now.
  const setGroups = useSetQueryData();
  const add = useDataWrite('addApartmentDebtGroup');
  const remove = useDataWrite('removeApartmentDebtGroup');
  const busy = add.busy || remove.busy;
  const [groupId, setGroupId] = useState<number | ''>('');
  const rows = groups.data?.Records ?? [];
  const available = debtGroups.filter((group) => !rows.some((row) => row.id === group.id));

  const addGroup = async () => {
    if (groupId === '') return;
    const { answer } = await add.run({ ...ref, group_id: groupId });
    if (answer?.data) setGroups('apartmentDebtGroups', ref, { Records: answer.data });
    if (answer) setGroupId('');
  };
  const removeGroup = async (group: number) => {
    const { answer } = await remove.run({ ...ref, group_id: group });
    if (answer?.data) setGroups('apartmentDebtGroups', ref, { Records: answer.data });
  };

  return (
    <Stack spacing={2}>
      {canCreate && (
        <AddChoiceForm
          label={translate('app.apartments.add_debt_group')}
          fieldLabel={translate('app.apartments.debt_group')}
          choices={available}
          choiceText={(group) => `${group.name} · ${formatMoney(group.amount)}`}
          value={groupId}
          onChange={setGroupId}
          error={add.errors.group_id}
          noneLeftText={translate('app.apartments.no_more_groups')}
          busy={busy}
          onAdd={addGroup}
        />
      )}
      <Table size="small" aria-label={translate('app.apartments.tabs.debt_groups')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.apartments.debt_group')}</TableCell>
            <TableCell align="right">{translate('app.apartments.amount')}</TableCell>
            <HiddenLabelCell>{translate('app.apartments.actions')}</HiddenLabelCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((group) => (
            <TableRow key={group.id}>
              <TableCell>{group.name}</TableCell>
              <TableCell align="right">{formatMoney(group.amount)}</TableCell>
              <TableCell align="right">
                {canDelete && (
                  <RemoveButton name={group.name} busy={busy} onRemove={() => void removeGroup(group.id)} />
                )}
              </TableCell>
            </TableRow>
          ))}
          {!groups.isFetching && rows.length === 0 && (
            <EmptyRow colSpan={3}>{translate('app.apartments.no_debt_groups')}</EmptyRow>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}

/**
 * "Muafiyetler": income types the apartment is exempt from (bulk debt entries of that type skip it). The types
 * come from the definitions; a user who may not read them sees the note instead of the picker.
 */
export function ExemptionsTab({ apartment }: { apartment: Apartment }) {
  const translate = useTranslate();
  const { canCreate, canDelete } = useApartmentRights();
  const exemptions = useDataQuery('apartmentExemptions', { apartment_id: apartment.id });
  const { types } = useIncomeTypes(canCreate === true);
  const add = useDataWrite('addExemption', { invalidates: ['apartmentExemptions'] });
  const remove = useDataWrite('removeExemption', { invalidates: ['apartmentExemptions'] });
  const busy = add.busy || remove.busy;
  const [typeId, setTypeId] = useState<number | ''>('');
  const periodText = useExemptionPeriodText();
  const rows = exemptions.data?.Records ?? [];
  const available = types.filter((type) => !rows.some((row) => row.accounting_type_id === type.id));

  const addExemption = async () => {
    if (typeId === '') return;
    const { answer } = await add.run({ apartment_id: apartment.id, accounting_type_id: typeId });
    if (answer) setTypeId('');
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate('app.apartments.exemptions_explain')}</Typography>
      {canCreate && (
        <AddChoiceForm
          label={translate('app.apartments.add_exemption')}
          fieldLabel={translate('app.apartments.income_type')}
          choices={available}
          choiceText={(type) => type.name}
          value={typeId}
          onChange={setTypeId}
          error={add.errors.accounting_type_id}
          noneLeftText={translate('app.apartments.no_more_types')}
          busy={busy}
          onAdd={addExemption}
        />
      )}
      <Table size="small" aria-label={translate('app.apartments.tabs.exemptions')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.apartments.income_type')}</TableCell>
            <TableCell>{translate('app.exemptions.period')}</TableCell>
            <HiddenLabelCell>{translate('app.apartments.actions')}</HiddenLabelCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((exemption) => (
            <TableRow key={exemption.id}>
              <TableCell>{exemption.accounting_type_name}</TableCell>
              <TableCell>{periodText(exemption)}</TableCell>
              <TableCell align="right">
                {canDelete && (
                  <RemoveButton
                    name={exemption.accounting_type_name}
                    busy={busy}
                    onRemove={() => void remove.run({ id: exemption.id })}
                  />
                )}
              </TableCell>
            </TableRow>
          ))}
          {!exemptions.isFetching && rows.length === 0 && (
            <EmptyRow colSpan={3}>{translate('app.apartments.no_exemptions')}</EmptyRow>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}
