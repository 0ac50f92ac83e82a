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
  useAccountChoices,
  useTypeChoices,
} from '../../money/LedgerParts';
import { MoneyCol } from '../../money/MoneyCol';
import { PayerInputs, payerFields } from './PayerInputs';

const field = (name: string) => `resources.incomes.fields.${name}`;

/** What POST and PUT /payment take: the income's fields and at most one payer. */
export function incomeBody(values: Record<string, unknown>) {
  return {
    ...ledgerBody(values, ['amount', 'account_id', 'accounting_type_id', 'date', 'description']),
    ...payerFields(values),
  };
}

/** Gelirler: incomes with their filters and total, created and edited in a dialog. */
export function IncomeList() {
  const translate = useTranslate();
  const accounts = useAccountChoices();
  const types = useTypeChoices(1);
  const wide = useWideScreen();
  const filters = useMemo(() => ledgerFilters(accounts, types, [], wide), [accounts, types, wide]);
  const exportColumns = useMemo(
    () =>
      ['date', 'account', 'accounting_type', 'payer', 'description', 'amount'].map((source) => ({
        source,
        label: translate(field(source)),
      })),
    [translate],
  );
  return (
    <DialogList
      filters={filters}
      exportColumns={exportColumns}
      above={<LedgerTotal />}
      defaults={{ date: today(), payer_kind: 'none' }}
      transform={incomeBody}
      nameOf={(record: RaRecord) => `${record.date} · ${formatMoney(record.amount ?? 0)}`}
      fields={
        <>
          <AmountInput source="amount" autoFocus />
          <SelectInput source="account_id" choices={accounts} validate={required()} />
          <SelectInput source="accounting_type_id" choices={types} validate={required()} />
          <DayInput source="date" isRequired />
          <TextInput source="description" multiline minRows={2} validate={maxLength(500)} />
          <PayerInputs />
        </>
      }
    >
      <RecordTable.Col source="date" disableSort />
      <RecordTable.Col source="account" disableSort />
      <RecordTable.Col source="accounting_type" disableSort />
      <RecordTable.Col source="payer" disableSort />
      <RecordTable.Col source="description" disableSort />
      <MoneyCol source="amount" />
    </DialogList>
  );
}
