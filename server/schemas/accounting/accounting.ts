/** Schemas and JSON shapes of the accounting calls (docs/accounting.md): incomes, expenses, virman, suppliers. */
import { Type } from 'typebox';
import type { CurrentAccountWithBalance, CurrentRecord } from '../../repositories/accounting/currentAccounts';
import type { ledgerRepository } from '../../repositories/accounting/ledger';
import { DecimalInput, DmyInput, Id, KeyQuery, Nullable, PageQuery, Text } from '../shared/http';
import { dmy, ListWithTotals, Money, money } from '../shared/money';

const Description = Type.Optional(Nullable(Type.String({ maxLength: 500 })));
const OptionalId = Type.Optional(Nullable(Id));

/** The filters every money list takes; empty ones arrive as null and mean "no filter". */
export const LedgerListQuery = {
  ...PageQuery,
  key: KeyQuery,
  start_date: Type.Optional(Nullable(DmyInput)),
  end_date: Type.Optional(Nullable(DmyInput)),
  account_id: OptionalId,
  accounting_type_id: OptionalId,
};

const MoneyFields = {
  amount: DecimalInput,
  account_id: OptionalId,
  accounting_type_id: Id,
  date: Type.Optional(Nullable(DmyInput)),
  description: Description,
};

export const IncomeBody = {
  ...MoneyFields,
  resident_id: OptionalId,
  non_member_id: OptionalId,
  payer_name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
};

export const ExpenseBody = {
  ...MoneyFields,
  bill_date: Type.Optional(Nullable(DmyInput)),
  current_account_id: OptionalId,
};

const MoneyRecord = {
  id: Type.Integer(),
  amount: Money,
  account_id: Type.Integer(),
  account: Type.String(),
  accounting_type_id: Type.Integer(),
  accounting_type: Type.String(),
  date: Type.String(),
  description: Nullable(Type.String()),
};

export const IncomeSchema = Type.Object({
  ...MoneyRecord,
  resident_id: Nullable(Type.Integer()),
  non_member_id: Nullable(Type.Integer()),
  payer_name: Nullable(Type.String()),
  /** The payer's name to show, whichever kind it is. */
  payer: Nullable(Type.String()),
  /**
   * The debt the money paid, as the spec's client reads it: always null, since a debt's collection is recorded
   * against the debt, not as an income (docs/decisions.md, "Incomes carry debt_id").
   */
  debt_id: Nullable(Type.Integer()),
});

export const ExpenseSchema = Type.Object({
  ...MoneyRecord,
  bill_date: Nullable(Type.String()),
  current_account_id: Nullable(Type.Integer()),
  current_account: Nullable(Type.String()),
  /** The attached invoice's name; null without one. */
  invoice_name: Nullable(Type.String()),
});

export const AmountTotal = Type.Object({ amount: Money });
export const IncomeList = ListWithTotals(IncomeSchema, AmountTotal);
export const ExpenseList = ListWithTotals(ExpenseSchema, AmountTotal);

type IncomeRow = Awaited<ReturnType<typeof ledgerRepository.incomes>>['rows'][number];
type ExpenseRow = Awaited<ReturnType<typeof ledgerRepository.expenses>>['rows'][number];

const fullName = (name: string | null, surname: string | null) =>
  name === null ? null : `${name} ${surname ?? ''}`.trim();

export function incomeJson(row: Omit<IncomeRow, 'matching' | 'matchingSum'>) {
  const { movement: m, income: i } = row;
  return {
    id: i.id,
    amount: money(m.amount),
    account_id: m.cashAccountId,
    account: row.cashAccountName,
    accounting_type_id: i.accountingTypeId,
    accounting_type: row.typeName,
    date: dmy(m.date),
    description: m.description,
    resident_id: i.residentId,
    non_member_id: i.nonMemberId,
    payer_name: i.payerName,
    payer: fullName(row.residentName, row.residentSurname) ?? row.nonMemberName ?? i.payerName,
    debt_id: null,
  };
}

export function expenseJson(row: Omit<ExpenseRow, 'matching' | 'matchingSum'>) {
  const { movement: m, expense: e } = row;
  return {
    id: e.id,
    amount: money(-m.amount),
    account_id: m.cashAccountId,
    account: row.cashAccountName,
    accounting_type_id: e.accountingTypeId,
    accounting_type: row.typeName,
    date: dmy(m.date),
    bill_date: e.billDate && dmy(e.billDate),
    description: m.description,
    current_account_id: e.currentAccountId,
    current_account: row.currentAccountName,
    invoice_name: e.invoiceName,
  };
}

export const TransferBody = {
  amount: DecimalInput,
  date: Type.Optional(Nullable(DmyInput)),
  description: Description,
  from_account_id: Id,
  to_account_id: Id,
};

export const TransferSchema = Type.Object({
  id: Type.Integer(),
  amount: Money,
  date: Type.String(),
  description: Nullable(Type.String()),
  from_account_id: Type.Integer(),
  from_account: Type.String(),
  to_account_id: Type.Integer(),
  to_account: Type.String(),
});
export const TransferList = ListWithTotals(TransferSchema, AmountTotal);

type TransferRow = Awaited<ReturnType<typeof ledgerRepository.transfers>>['rows'][number];
export const transferJson = (row: Omit<TransferRow, 'matching' | 'matchingSum'>) => ({
  id: row.out.transferId!,
  amount: money(-row.out.amount),
  date: dmy(row.out.date),
  description: row.out.description,
  from_account_id: row.out.cashAccountId,
  from_account: row.fromName,
  to_account_id: row.toAccountId,
  to_account: row.toName,
});

export const CurrentAccountBody = {
  name: Text(150),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  tax_number: Type.Optional(Nullable(Type.String({ maxLength: 11 }))),
  address: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  description: Description,
  /** TR IBAN, spaces allowed; left out: unchanged; blank or null: none. */
  iban: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
  /** Banka eşleştirme kodu: a word the bank writes in its lines (docs/bank.md); left out: unchanged. */
  bank_code: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
};

export const CurrentAccountSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Nullable(Type.String()),
  tax_number: Nullable(Type.String()),
  address: Nullable(Type.String()),
  description: Nullable(Type.String()),
  /** What the association still owes it (invoices − payments); negative when paid ahead. */
  balance: Money,
  iban: Nullable(Type.String()),
  bank_code: Nullable(Type.String()),
});

export const currentAccountJson = (a: CurrentAccountWithBalance) => ({
  id: a.id,
  name: a.name,
  phone: a.phone,
  tax_number: a.taxNumber,
  address: a.address,
  description: a.description,
  balance: money(a.balance),
  iban: a.iban,
  bank_code: a.bankCode,
});

export const CurrentRecordBody = {
  current_account_id: Id,
  amount: DecimalInput,
  date: Type.Optional(Nullable(DmyInput)),
  document_no: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
  description: Description,
};

export const CurrentRecordSchema = Type.Object({
  id: Type.Integer(),
  current_account_id: Type.Integer(),
  amount: Money,
  date: Type.String(),
  document_no: Nullable(Type.String()),
  description: Nullable(Type.String()),
});

export const currentRecordJson = (r: CurrentRecord) => ({
  id: r.id,
  current_account_id: r.currentAccountId,
  amount: money(r.amount),
  date: dmy(r.date),
  document_no: r.documentNo,
  description: r.description,
});

export const StatementLine = Type.Object({
  id: Type.Integer(),
  /** invoice: a current record (owed); payment: an expense paid to it. */
  kind: Type.Union([Type.Literal('invoice'), Type.Literal('payment')]),
  date: Type.String(),
  document_no: Nullable(Type.String()),
  description: Nullable(Type.String()),
  /** The cash account a payment went out of. */
  account: Nullable(Type.String()),
  debit: Money,
  credit: Money,
  /** Still owed after this line. */
  balance: Money,
  /** The expense that recorded this line (a payment, or an invoice recorded with its payment): changed there. */
  expense_id: Nullable(Type.Integer()),
});

export const StatementList = ListWithTotals(
  StatementLine,
  Type.Object({ invoiced: Money, paid: Money, opening: Money, balance: Money }),
);
