import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { ListAnswer } from '../../dataProvider/apiMapping';
import { http } from '../../dataProvider/http';
import type { WriteAnswer } from '../../dataProvider/send';
import { EmptyRow, HiddenLabelCell } from '../../lib/TableParts';
import { type Apartment, useApiWrite } from './shared';
import { type GroupChoice, useApiGet, useGroupChoices } from './useApiGet';

/** "Borç grupları": the debt groups (type 1) the apartment is charged with; add one from the list, or remove. */
export function DebtGroupsTab({ apartment }: { apartment: Apartment }) {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'apartments', action: 'create' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'apartments', action: 'delete' });
  const groups = useApiGet<ListAnswer<GroupChoice>>('/debt/groups', { apartment_id: apartment.id });
  const debtGroups = useGroupChoices(1);
  const { run, busy, errors } = useApiWrite();
  const [groupId, setGroupId] = useState<number | ''>('');
  const rows = groups.data?.Records ?? [];
  const available = debtGroups.filter((group) => !rows.some((row) => row.id === group.id));

  const change = async (method: 'post' | 'delete', group: number) => {
    const body = { apartment_id: apartment.id, group_id: group };
    const answer = await run(() =>
      method === 'post'
        ? http.post<WriteAnswer<GroupChoice[]>>('/debt/group', body)
        : http.delete<WriteAnswer<GroupChoice[]>>('/debt/group', { data: body }),
    );
    if (answer?.data) groups.set({ Records: answer.data });
    if (answer && method === 'post') setGroupId('');
  };

  return (
    <Stack spacing={2}>
      {canCreate && (
        <Box
          component="form"
          aria-label={translate('app.apartments.add_debt_group')}
          onSubmit={(event) => {
            event.preventDefault();
            if (groupId !== '' && !busy) void change('post', groupId);
          }}
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            select
            label={translate('app.apartments.debt_group')}
            value={groupId}
            onChange={(event) => setGroupId(Number(event.target.value))}
            error={Boolean(errors.group_id)}
            helperText={
              errors.group_id || (available.length === 0 ? translate('app.apartments.no_more_groups') : '')
            }
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 340 } }}
          >
            {available.map((group) => (
              <MenuItem key={group.id} value={group.id}>
                {group.name} · {formatMoney(group.amount)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddIcon />}
            disabled={groupId === '' || busy}
            sx={{ mt: 1 }}
          >
            {translate('app.apartments.add')}
          </Button>
        </Box>
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
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => void change('delete', group.id)}
                    aria-label={translate('app.apartments.remove_named', { name: group.name })}
                  >
                    {translate('app.apartments.remove')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
          {!groups.loading && rows.length === 0 && (
            <EmptyRow colSpan={3}>{translate('app.apartments.no_debt_groups')}</EmptyRow>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}

interface Exemption {
  id: number;
  apartment_id: number;
  accounting_type_id: number;
  accounting_type_name: string;
}

interface AccountingType {
  id: number;
  name: string;
  type: number;
}

/**
 * "Muafiyetler": income types the apartment is exempt from (bulk debt entries of that type skip it). The types
 * come from the definitions; a user who may not read them sees the note instead of the picker.
 */
export function ExemptionsTab({ apartment }: { apartment: Apartment }) {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'apartments', action: 'create' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'apartments', action: 'delete' });
  const exemptions = useApiGet<ListAnswer<Exemption>>('/debt/exemptions/apartment', {
    apartment_id: apartment.id,
  });
  const types = useApiGet<ListAnswer<AccountingType>>(
    canCreate ? '/accounting/types' : null,
    { type: 1, is_print: true },
    { silent: true },
  );
  const { run, busy, errors } = useApiWrite();
  const [typeId, setTypeId] = useState<number | ''>('');
  const rows = exemptions.data?.Records ?? [];
  const available = (types.data?.Records ?? []).filter(
    (type) => !rows.some((row) => row.accounting_type_id === type.id),
  );

  const add = async () => {
    const answer = await run(() =>
      http.post<WriteAnswer<Exemption>>('/debt/exemption', {
        apartment_id: apartment.id,
        accounting_type_id: typeId,
      }),
    );
    if (answer) {
      setTypeId('');
      await exemptions.reload();
    }
  };

  const remove = async (exemption: Exemption) => {
    const answer = await run(() => http.delete('/debt/exemption', { data: { id: exemption.id } }));
    if (answer) await exemptions.reload();
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate('app.apartments.exemptions_explain')}</Typography>
      {canCreate && (
        <Box
          component="form"
          aria-label={translate('app.apartments.add_exemption')}
          onSubmit={(event) => {
            event.preventDefault();
            if (typeId !== '' && !busy) void add();
          }}
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            select
            label={translate('app.apartments.income_type')}
            value={typeId}
            onChange={(event) => setTypeId(Number(event.target.value))}
            error={Boolean(errors.accounting_type_id)}
            helperText={
              errors.accounting_type_id ||
              (available.length === 0 ? translate('app.apartments.no_more_types') : '')
            }
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 340 } }}
          >
            {available.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="contained"
            startIcon={<AddIcon />}
            disabled={typeId === '' || busy}
            sx={{ mt: 1 }}
          >
            {translate('app.apartments.add')}
          </Button>
        </Box>
      )}
      <Table size="small" aria-label={translate('app.apartments.tabs.exemptions')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.apartments.income_type')}</TableCell>
            <HiddenLabelCell>{translate('app.apartments.actions')}</HiddenLabelCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((exemption) => (
            <TableRow key={exemption.id}>
              <TableCell>{exemption.accounting_type_name}</TableCell>
              <TableCell align="right">
                {canDelete && (
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => void remove(exemption)}
                    aria-label={translate('app.apartments.remove_named', {
                      name: exemption.accounting_type_name,
                    })}
                  >
                    {translate('app.apartments.remove')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
          {!exemptions.loading && rows.length === 0 && (
            <EmptyRow colSpan={2}>{translate('app.apartments.no_exemptions')}</EmptyRow>
          )}
        </TableBody>
      </Table>
    </Stack>
  );
}
