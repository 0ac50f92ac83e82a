import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Box, Button, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  maxLength,
  type RaRecord,
  required,
  SelectInput,
  TextInput,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../common/money';
import type { StaffPaidTotals } from '../../dataProvider/custom/staffPayments';
import { DialogList } from '../../lib/DialogList';
import { today } from '../../lib/DmyField';
import { useWideScreen } from '../../lib/PhoneFilters';
import { RecordTable } from '../../lib/RecordTable';
import {
  AmountInput,
  DayInput,
  ledgerBody,
  ledgerFilters,
  NegativeCashConfirm,
  useAccountChoices,
  useTypeChoices,
} from '../../money/LedgerParts';
import { MoneyCol } from '../../money/MoneyCol';
import { KINDS, StaffWageHint, useKindChoices, useStaffChoices } from './StaffPaymentInputs';

const field = (name: string) => `resources.staff-payments.fields.${name}`;

/** What POST and PUT /staff/payment take. */
const staffPaymentBody = (values: Record<string, unknown>) =>
  ledgerBody(values, [
    'staff_id',
    'kind',
    'amount',
    'account_id',
    'accounting_type_id',
    'date',
    'description',
  ]);

/**
 * What the filters' payments add up to, in total and per kind (every matching row, not only this page), and the
 * way to the chosen staff member's statement.
 */
function StaffPaidBar() {
  const translate = useTranslate();
  const { meta, isPending, filterValues } = useListContext();
  const totals = meta as StaffPaidTotals | undefined;
  const staffId = filterValues.staff_id as number | undefined;
  // On a phone the staff filter is not above the list but behind "Filtre ekle".
  const wide = useWideScreen();
  if (isPending || totals?.amount === undefined) return null;
  const items: [string, number][] = [
    [translate('app.staff_payments.total'), totals.amount],
    ...KINDS.map((kind): [string, number] => [translate(`app.staff_payments.kinds.${kind}`), totals[kind]]),
  ];
  return (
    <Box
      component="section"
      aria-label={translate('app.staff_payments.totals')}
      sx={{
        px: 2,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        gap: 3,
        flexWrap: 'wrap',
        alignItems: 'center',
      }}
    >
      {items.map(([label, amount]) => (
        <Box key={label}>
          <Typography variant="caption" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography variant="h6" component="div">
            {formatMoney(amount)}
          </Typography>
        </Box>
      ))}
      {staffId ? (
        <Button
          component={Link}
          to={`/staff-payments/statement/${staffId}`}
          startIcon={<ReceiptLongIcon />}
          sx={{ ml: { sm: 'auto' } }}
        >
          {translate('app.staff_payments.statement')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          {translate(wide ? 'app.staff_payments.statement_hint' : 'app.staff_payments.statement_hint_phone')}
        </Typography>
      )}
    </Box>
  );
}

/** Personel ödemeleri: every payment to staff with its filters and totals; recorded and changed in a dialog. */
export function StaffPaymentList() {
  const translate = useTranslate();
  const accounts = useAccountChoices();
  const types = useTypeChoices(2);
  const staff = useStaffChoices();
  const kinds = useKindChoices();
  const wide = useWideScreen();
  const filters = useMemo(
    () =>
      ledgerFilters(
        accounts,
        types,
        [
          <SelectInput
            key="staff_id"
            source="staff_id"
            label={field('staff_id')}
            choices={staff}
            alwaysOn={wide}
            sx={{ minWidth: 160 }}
          />,
          <SelectInput
            key="kind"
            source="kind"
            label={field('kind')}
            choices={kinds}
            alwaysOn={wide}
            sx={{ minWidth: 140 }}
          />,
        ],
        wide,
      ),
    [accounts, types, staff, kinds, wide],
  );
  const exportColumns = useMemo(
    () =>
      ['date', 'staff', 'kind', 'account', 'accounting_type', 'description', 'amount'].map((source) => ({
        source,
        label: translate(field(source)),
        ...(source === 'kind' && {
          value: (record: RaRecord) => translate(`app.staff_payments.kinds.${record.kind}`),
        }),
      })),
    [translate],
  );
  return (
    <DialogList
      filters={filters}
      exportColumns={exportColumns}
      above={<StaffPaidBar />}
      defaults={{ date: today(), kind: 'wage' }}
      transform={staffPaymentBody}
      nameOf={(record: RaRecord) => `${record.staff} · ${record.date} · ${formatMoney(record.amount ?? 0)}`}
      fields={
        <>
          <SelectInput source="staff_id" choices={staff} validate={required()} autoFocus />
          <SelectInput source="kind" choices={kinds} validate={required()} />
          <StaffWageHint staff={staff} />
          <AmountInput source="amount" />
          <SelectInput source="account_id" choices={accounts} validate={required()} />
          <NegativeCashConfirm />
          <SelectInput source="accounting_type_id" choices={types} validate={required()} />
          <DayInput source="date" isRequired />
          <TextInput source="description" multiline minRows={2} validate={maxLength(500)} />
        </>
      }
    >
      <RecordTable.Col source="date" disableSort />
      <RecordTable.Col source="staff" disableSort />
      <RecordTable.Col
        source="kind"
        disableSort
        render={(record) => translate(`app.staff_payments.kinds.${record.kind}`)}
      />
      <RecordTable.Col source="account" disableSort />
      <RecordTable.Col source="accounting_type" disableSort />
      <RecordTable.Col source="description" disableSort />
      <MoneyCol source="amount" />
    </DialogList>
  );
}
