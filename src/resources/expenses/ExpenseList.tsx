import { useMemo } from 'react';
import { maxLength, type RaRecord, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import { DialogList } from '../../lib/DialogList';
import { today } from '../../lib/DmyField';
import { useWideScreen } from '../../lib/PhoneFilters';
import { RecordTable } from '../../lib/RecordTable';
import {
  AmountInput,
  DayInput,
  LedgerTotal,
  ledgerBody,
  ledgerFilters,
  NegativeCashConfirm,
  useAccountChoices,
  useSupplierChoices,
  useTypeChoices,
} from '../../money/LedgerParts';
import { MoneyCol } from '../../money/MoneyCol';
import { ExpenseInvoice } from './ExpenseInvoice';
import { ExpenseInvoiceInput, useUploadChosenInvoice } from './ExpenseInvoiceInput';

const field = (name: string) => `resources.expenses.fields.${name}`;

/** What POST and PUT /expense take. */
export const expenseBody = (values: Record<string, unknown>) =>
  ledgerBody(values, [
    'amount',
    'account_id',
    'accounting_type_id',
    'date',
    'bill_date',
    'description',
    'current_account_id',
  ]);

/** Giderler: expenses with their filters and total, the supplier and the invoice file of each. */
export function ExpenseList() {
  const translate = useTranslate();
  const accounts = useAccountChoices();
  const types = useTypeChoices(2);
  const suppliers = useSupplierChoices();
  const uploadChosenInvoice = useUploadChosenInvoice();
  const wide = useWideScreen();
  const filters = useMemo(
    () =>
      ledgerFilters(
        accounts,
        types,
        [
          <SelectInput
            key="current_account_id"
            source="current_account_id"
            label={field('current_account_id')}
            choices={suppliers}
            alwaysOn={wide}
            sx={{ minWidth: 160 }}
          />,
        ],
        wide,
      ),
    [accounts, types, suppliers, wide],
  );
  const exportColumns = useMemo(
    () =>
      [
        'date',
        'bill_date',
        'account',
        'accounting_type',
        'current_account',
        'description',
        'invoice_name',
        'amount',
      ].map((source) => ({ source, label: translate(field(source)) })),
    [translate],
  );
  return (
    <DialogList
      filters={filters}
      exportColumns={exportColumns}
      above={<LedgerTotal />}
      defaults={{ date: today() }}
      transform={expenseBody}
      afterSave={uploadChosenInvoice}
      nameOf={(record: RaRecord) => `${record.date} · ${formatMoney(record.amount ?? 0)}`}
      fields={
        <>
          <AmountInput source="amount" autoFocus />
          <SelectInput source="account_id" choices={accounts} validate={required()} />
          <NegativeCashConfirm />
          <SelectInput source="accounting_type_id" choices={types} validate={required()} />
          <DayInput source="date" isRequired />
          <DayInput source="bill_date" helperText="app.expenses.bill_date_hint" />
          <SelectInput source="current_account_id" choices={suppliers} emptyText="app.expenses.no_supplier" />
          <TextInput source="description" multiline minRows={2} validate={maxLength(500)} />
          <ExpenseInvoiceInput />
        </>
      }
    >
      <RecordTable.Col source="date" disableSort />
      <RecordTable.Col source="account" disableSort />
      <RecordTable.Col source="accounting_type" disableSort />
      <RecordTable.Col source="current_account" disableSort />
      <RecordTable.Col source="description" disableSort />
      <MoneyCol source="amount" />
      <RecordTable.Col source="invoice_name" disableSort>
        <ExpenseInvoice />
      </RecordTable.Col>
    </DialogList>
  );
}
