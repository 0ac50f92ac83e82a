import { useMemo } from 'react';
import { maxLength, required, SelectInput, TextInput, useTranslate, type Validator } from 'react-admin';
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
} from '../../money/LedgerParts';
import { MoneyCol } from '../../money/MoneyCol';

const field = (name: string) => `resources.transfers.fields.${name}`;

/** The money must go somewhere else: the server refuses the same account too, this says so before sending. */
const otherAccount: Validator = (value, values) =>
  value !== '' && value !== null && value !== undefined && value === values.from_account_id
    ? 'app.transfers.same_account'
    : undefined;

/** What POST /virman takes. */
export const transferBody = (values: Record<string, unknown>) =>
  ledgerBody(values, ['amount', 'date', 'description', 'from_account_id', 'to_account_id']);

/** Virman: the transfers between cash accounts, newest first; a new one in a dialog, no edit. */
export function TransferList() {
  const translate = useTranslate();
  const accounts = useAccountChoices();
  // The account filter finds the transfers out of it and into it.
  const wide = useWideScreen();
  const filters = useMemo(() => ledgerFilters(accounts, null, [], wide), [accounts, wide]);
  const exportColumns = useMemo(
    () =>
      ['date', 'from_account', 'to_account', 'description', 'amount'].map((source) => ({
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
      editable={false}
      defaults={{ date: today() }}
      transform={transferBody}
      fields={
        <>
          <SelectInput source="from_account_id" choices={accounts} validate={required()} autoFocus />
          <SelectInput source="to_account_id" choices={accounts} validate={[required(), otherAccount]} />
          <AmountInput source="amount" />
          <DayInput source="date" isRequired />
          <TextInput source="description" multiline minRows={2} validate={maxLength(500)} />
        </>
      }
    >
      <RecordTable.Col source="date" disableSort />
      <RecordTable.Col source="from_account" disableSort />
      <RecordTable.Col source="to_account" disableSort />
      <RecordTable.Col source="description" disableSort />
      <MoneyCol source="amount" />
    </DialogList>
  );
}
