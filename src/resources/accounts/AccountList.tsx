import { Box } from '@mui/material';
import { useMemo } from 'react';
import {
  maxLength,
  type RaRecord,
  required,
  SelectInput,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatIban } from '../../../common/iban';
import { formatMoney, parseAmount } from '../../../common/money';
import { phoneText } from '../../../common/phone';
import type { CashAccount } from '../../dataProvider/custom/moneyAnswers';
import { DialogList } from '../../lib/DialogList';
import { IbanInput } from '../../lib/IbanInput';
import { RecordTable } from '../../lib/RecordTable';
import { BalanceInput } from '../../money/LedgerParts';
import { MoneyCol } from '../../money/MoneyCol';
import { useCashAccounts } from '../../money/moneyInputs';

const field = (name: string) => `resources.accounts.fields.${name}`;

/** Kasa, Banka, Sanal POS (docs/bank.md, "Accounts"): statements are read into bank accounts only. */
const TYPES = ['cash', 'bank', 'pos'].map((id) => ({ id, name: `app.accounts.types.${id}` }));

/** A cash desk or a bank may have a landline: digits with spaces, dashes or brackets, optionally a leading +. */
const anyPhone = (value: unknown) =>
  !value || /^\+?\d{7,15}$/.test(String(value).replace(/[\s\-().]/g, ''))
    ? undefined
    : 'app.accounts.phone_invalid';

/**
 * The page's accounts with each sub-account right under its parent (one level); a sub-account whose parent is on
 * another page keeps its place at the end.
 */
export function underParents(records: RaRecord[]): RaRecord[] {
  const children = new Map<unknown, RaRecord[]>();
  for (const record of records) {
    if (record.parent_id) children.set(record.parent_id, [...(children.get(record.parent_id) ?? []), record]);
  }
  const shown = new Set<RaRecord>();
  const ordered: RaRecord[] = [];
  const add = (record: RaRecord) => {
    if (!shown.has(record)) ordered.push(record);
    shown.add(record);
  };
  for (const record of records) {
    if (record.parent_id) continue;
    add(record);
    for (const child of children.get(record.id) ?? []) add(child);
  }
  for (const record of records) add(record);
  return ordered;
}

/** A parent's balance with its sub-accounts', in kuruş so no float adds up money. */
function groupTotals(accounts: CashAccount[]): Map<number, bigint> {
  const totals = new Map<number, bigint>();
  for (const account of accounts) {
    const key = account.parent_id ?? account.id;
    totals.set(key, (totals.get(key) ?? 0n) + (parseAmount(account.balance) ?? 0n));
  }
  return totals;
}

/** The parent account picker: accounts that are not sub-accounts themselves, the edited one left out. */
function ParentInput({ accounts }: { accounts: CashAccount[] }) {
  const record = useRecordContext();
  const choices = accounts.filter((account) => !account.parent_id && account.id !== record?.id);
  const hasChildren = accounts.some((account) => record && account.parent_id === record.id);
  // One level only: an account with sub-accounts cannot become one.
  if (hasChildren) return null;
  return (
    <SelectInput
      source="parent_id"
      choices={choices}
      emptyText="app.accounts.no_parent"
      helperText="app.accounts.parent_hint"
    />
  );
}

/** Kasalar: cash and bank accounts with their live balance; created and edited in a dialog. */
export function AccountList() {
  const translate = useTranslate();
  const { accounts } = useCashAccounts();
  const totals = useMemo(() => groupTotals(accounts), [accounts]);
  const parents = useMemo(() => new Set(accounts.map((account) => account.parent_id)), [accounts]);
  const exportColumns = useMemo(
    () =>
      ['name', 'type', 'iban', 'parent', 'phone', 'address', 'opening_balance', 'balance'].map((source) => ({
        source,
        label: translate(field(source)),
        ...(source === 'type' && {
          value: (record: RaRecord) => translate(`app.accounts.types.${record.type ?? 'cash'}`),
        }),
        ...(source === 'phone' && { value: (record: RaRecord) => phoneText(record.phone) }),
      })),
    [translate],
  );
  return (
    <DialogList
      exportColumns={exportColumns}
      arrange={underParents}
      fields={
        <>
          <TextInput source="name" validate={[required(), maxLength(100)]} autoFocus />
          <SelectInput source="type" choices={TYPES} defaultValue="cash" validate={required()} />
          <IbanInput source="iban" helperText="app.accounts.iban_hint" />
          <ParentInput accounts={accounts} />
          <TextInput
            source="phone"
            type="tel"
            validate={anyPhone}
            helperText="app.accounts.phone_hint"
            slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
          />
          <TextInput source="address" multiline minRows={2} validate={maxLength(500)} />
          <BalanceInput source="opening_balance" helperText="app.accounts.opening_hint" />
        </>
      }
    >
      <RecordTable.Col
        source="name"
        disableSort
        render={(record) =>
          record.parent_id ? (
            <Box component="span" sx={{ pl: { sm: 3 } }}>
              {`↳\u00a0${record.name}`}
            </Box>
          ) : (
            record.name
          )
        }
      />
      <RecordTable.Col
        source="type"
        disableSort
        render={(record) => translate(`app.accounts.types.${record.type ?? 'cash'}`)}
      />
      <RecordTable.Col
        source="iban"
        disableSort
        render={(record) => (record.iban ? formatIban(String(record.iban)) : '')}
      />
      <RecordTable.Col source="parent" disableSort />
      <RecordTable.Col source="phone" disableSort render={(record) => phoneText(record.phone)} />
      <RecordTable.Col source="address" disableSort />
      <MoneyCol source="opening_balance" />
      <MoneyCol source="balance" />
      <RecordTable.Col
        source="group_total"
        align="right"
        disableSort
        render={(record) =>
          parents.has(record.id as number) ? formatMoney(totals.get(record.id as number) ?? 0n) : ''
        }
      />
    </DialogList>
  );
}
