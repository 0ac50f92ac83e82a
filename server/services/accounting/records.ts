/**
 * Incomes and expenses (docs/domain.md, "Cash accounts"): each is one ledger row (amount, date, cash account,
 * text) and one detail row, written, changed and undone together in one transaction with their audit rows.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { currentRecords } from '../../db/schema';
import { fieldError, notFound } from '../../errors';
import { currentAccountsRepository } from '../../repositories/accounting/currentAccounts';
import {
  type Expense,
  type Income,
  type LedgerRow,
  ledgerRepository,
} from '../../repositories/accounting/ledger';
import { accountingTypesRepository } from '../../repositories/definitions/accountingTypes';
import { type Actor, recordAuditBatch } from '../../repositories/shared/audit';
import { plainRepository } from '../../repositories/shared/plainRepository';
import { cashAccountFor } from '../money/cashAccount';
import { residentOf } from '../property/ownedRecords';
import { actorOf, type Session } from '../shared/sessions';
import { refuseClosedBooks } from './booksClosed';

const nonMembersRepository = plainRepository('nonMembers', {
  notFound: 'Üye olmayan kişi bulunamadı.',
  orderBy: ['name'],
});

/** What every ledger record has: kuruş above 0, ISO date, the cash account, the text. */
export interface MoneyValues {
  amount: bigint;
  date: string;
  cashAccountId: number | null;
  accountingTypeId: number;
  description: string | null;
}

export interface IncomeValues extends MoneyValues {
  residentId: number | null;
  nonMemberId: number | null;
  payerName: string | null;
}

export interface ExpenseValues extends MoneyValues {
  billDate: string | null;
  currentAccountId: number | null;
}

/** The accounting type of the account, of the kind the record needs (1 income, 2 expense). */
async function typeOfKind(exec: Executor, accountId: number, id: number, kind: 1 | 2) {
  const type = await accountingTypesRepository.find(exec, accountId, id);
  if (!type) throw notFound('Gelir / gider türü bulunamadı.');
  if (type.type !== kind) {
    throw fieldError(
      'accounting_type_id',
      kind === 1 ? 'Gelir tipinde bir tür seçiniz.' : 'Gider tipinde bir tür seçiniz.',
    );
  }
  return type;
}

/** Checks the payer (at most one of resident, non-member, free text) belongs to the account. */
async function checkPayer(exec: Executor, accountId: number, values: IncomeValues): Promise<void> {
  const given = [values.residentId, values.nonMemberId, values.payerName].filter((v) => v !== null);
  if (given.length > 1) {
    throw fieldError(
      'payer_name',
      'Ödeyen olarak bir sakin, bir üye olmayan kişi veya bir isim seçiniz; yalnız biri.',
    );
  }
  if (values.residentId) await residentOf(exec, accountId, values.residentId);
  if (values.nonMemberId) await nonMembersRepository.findOrFail(exec, accountId, values.nonMemberId);
}

/** Checks what every record refers to and the closed books; returns the cash account id to write. */
async function checkMoney(
  tx: Executor,
  accountId: number,
  values: MoneyValues,
  kind: 1 | 2,
  previousDate?: string,
): Promise<number> {
  await refuseClosedBooks(tx, accountId, values.date, ...(previousDate ? [previousDate] : []));
  const cash = await cashAccountFor(tx, accountId, values.cashAccountId, { orTheOnlyOne: false });
  await typeOfKind(tx, accountId, values.accountingTypeId, kind);
  return cash.id;
}

const ledgerValues = (values: MoneyValues, cashAccountId: number, sign: 1n | -1n) => ({
  cashAccountId,
  amount: values.amount * sign,
  date: values.date,
  description: values.description,
});

export type IncomeRecord = Awaited<ReturnType<typeof ledgerRepository.incomeRow>>;
export type ExpenseRecord = Awaited<ReturnType<typeof ledgerRepository.expenseRow>>;

/**
 * The record's audit row with what its ledger row holds (amount as a positive kuruş text, date, cash account,
 * description), so the system logs' entry of an income or an expense says what it was without its ledger row.
 */
const withLedger = (detail: object, movement: LedgerRow, sign: 1n | -1n) => ({
  ...detail,
  amount: movement.amount * sign,
  date: movement.date,
  cashAccountId: movement.cashAccountId,
  description: movement.description,
});

/** Checks the supplier belongs to the account. */
async function checkSupplier(exec: Executor, accountId: number, id: number | null): Promise<void> {
  if (id) await currentAccountsRepository.findOrFail(exec, accountId, id);
}

/**
 * The invoice an expense records together with its payment: an expense with a supplier and an invoice date owes
 * the supplier its amount on the invoice date (a current record linked to the expense) and pays it on its own
 * date, so what is still owed stays 0,00. It follows the expense: changed with it, undone (deleted_at) when the
 * expense is undone or loses its supplier or invoice date, and refused by the supplier's statement.
 */
async function followExpenseInvoice(
  tx: Executor,
  actor: Actor,
  accountId: number,
  expenseId: number,
  values: ExpenseValues | null,
): Promise<void> {
  const [linked] = await tx
    .select()
    .from(currentRecords)
    .where(and(eq(currentRecords.accountId, accountId), eq(currentRecords.expenseId, expenseId)));
  const wanted =
    values?.currentAccountId && values.billDate
      ? {
          currentAccountId: values.currentAccountId,
          amount: values.amount,
          date: values.billDate,
          description: values.description,
          deletedAt: null,
        }
      : null;
  const records = currentAccountsRepository.records;
  if (!linked) {
    if (!wanted) return;
    await refuseClosedBooks(tx, accountId, wanted.date);
    await records.insert(tx, accountId, actor, { ...wanted, documentNo: null, expenseId });
    return;
  }
  if (!wanted) {
    if (!linked.deletedAt) await records.update(tx, accountId, actor, linked.id, { deletedAt: new Date() });
    return;
  }
  const same =
    !linked.deletedAt &&
    linked.currentAccountId === wanted.currentAccountId &&
    linked.amount === wanted.amount &&
    linked.date === wanted.date &&
    linked.description === wanted.description;
  if (same) return;
  await refuseClosedBooks(tx, accountId, wanted.date, linked.date);
  await records.update(tx, accountId, actor, linked.id, wanted);
}

/** What differs between an income and an expense; the steps of writing one are the same (`recordWrites`). */
interface RecordKind<Values extends MoneyValues, Detail extends { id: number }, Answer> {
  /** Accounting type kind (1 income, 2 expense), the ledger row's sign and kind, the detail table. */
  type: 1 | 2;
  sign: 1n | -1n;
  ledgerKind: 'income' | 'expense';
  table: 'incomes' | 'expenses';
  missing: string;
  /** Checks the record's own references (payer, supplier) belong to the account. */
  check(tx: Executor, accountId: number, values: Values): Promise<void>;
  detailValues(
    values: Values,
  ): Omit<Detail, 'id' | 'accountId' | 'createdAt' | 'invoiceFile' | 'invoiceName'>;
  /** The ledger row's link to its detail row, and what else it carries. */
  ledgerLink(
    detailId: number,
    values: Values,
  ): { incomeId: number; residentId: number | null } | { expenseId: number };
  insert(tx: Executor, values: Omit<Detail, 'id' | 'createdAt'>): Promise<Detail>;
  update(tx: Executor, id: number, values: Partial<Detail>): Promise<Detail>;
  find(
    tx: Executor,
    accountId: number,
    id: number,
  ): Promise<{ detail: Detail; movement: LedgerRow } | undefined>;
  answer(tx: Executor, accountId: number, id: number): Promise<Answer>;
  /** What else follows the record once written (values) or undone (null): an expense's supplier invoice. */
  follow?(tx: Executor, actor: Actor, accountId: number, id: number, values: Values | null): Promise<void>;
}

/** Records one: its detail row, its ledger row and their audit rows. */
async function addRecord<Values extends MoneyValues, Detail extends { id: number }, Answer>(
  kind: RecordKind<Values, Detail, Answer>,
  tx: Executor,
  actor: Actor,
  accountId: number,
  values: Values,
): Promise<Answer> {
  const cashAccountId = await checkMoney(tx, accountId, values, kind.type);
  await kind.check(tx, accountId, values);
  const detail = await kind.insert(tx, { accountId, ...kind.detailValues(values) } as Omit<
    Detail,
    'id' | 'createdAt'
  >);
  const movement = await ledgerRepository.insertRow(tx, {
    accountId,
    kind: kind.ledgerKind,
    ...kind.ledgerLink(detail.id, values),
    ...ledgerValues(values, cashAccountId, kind.sign),
  });
  await recordAuditBatch(tx, actor, [
    {
      table: kind.table,
      action: 'insert',
      recordId: detail.id,
      after: withLedger(detail, movement, kind.sign),
    },
    { table: 'cash_movements', action: 'insert', recordId: movement.id, after: movement },
  ]);
  await kind.follow?.(tx, actor, accountId, detail.id, values);
  return kind.answer(tx, accountId, detail.id);
}

/** The writes of one record kind for its POST, PUT and DELETE routes. */
function recordWrites<Values extends MoneyValues, Detail extends { id: number }, Answer>(
  kind: RecordKind<Values, Detail, Answer>,
) {
  return {
    create: (db: Db, session: Session, values: Values): Promise<Answer> =>
      db.transaction((tx) => addRecord(kind, tx, actorOf(session), session.accountId, values)),

    /** An edit is checked against the closed books on its old date and its new one. */
    update: (db: Db, session: Session, id: number, values: Values): Promise<Answer> =>
      db.transaction(async (tx) => {
        const { accountId } = session;
        const before = await kind.find(tx, accountId, id);
        if (!before) throw notFound(kind.missing);
        const cashAccountId = await checkMoney(tx, accountId, values, kind.type, before.movement.date);
        await kind.check(tx, accountId, values);
        const detail = await kind.update(tx, id, kind.detailValues(values) as Partial<Detail>);
        const movement = await ledgerRepository.updateRow(
          tx,
          before.movement.id,
          ledgerValues(values, cashAccountId, kind.sign),
        );
        await recordAuditBatch(tx, actorOf(session), [
          {
            table: kind.table,
            action: 'update',
            recordId: id,
            before: withLedger(before.detail, before.movement, kind.sign),
            after: withLedger(detail, movement, kind.sign),
          },
          {
            table: 'cash_movements',
            action: 'update',
            recordId: movement.id,
            before: before.movement,
            after: movement,
          },
        ]);
        await kind.follow?.(tx, actorOf(session), accountId, id, values);
        return kind.answer(tx, accountId, id);
      }),

    remove: (db: Db, session: Session, id: number) =>
      db.transaction(async (tx) => {
        const before = await kind.find(tx, session.accountId, id);
        if (!before) throw notFound(kind.missing);
        await undoRows(tx, session, [before.movement]);
        await kind.follow?.(tx, actorOf(session), session.accountId, id, null);
      }),
  };
}

const incomeKind: RecordKind<IncomeValues, Income, IncomeRecord> = {
  type: 1,
  sign: 1n,
  ledgerKind: 'income',
  table: 'incomes',
  missing: 'Gelir kaydı bulunamadı.',
  check: checkPayer,
  detailValues: (values) => ({
    accountingTypeId: values.accountingTypeId,
    residentId: values.residentId,
    nonMemberId: values.nonMemberId,
    payerName: values.payerName,
  }),
  // The payer on the ledger row too: a resident's page lists what they paid.
  ledgerLink: (incomeId, values) => ({ incomeId, residentId: values.residentId }),
  insert: ledgerRepository.insertIncome,
  update: ledgerRepository.updateIncome,
  find: async (tx, accountId, id) => {
    const found = await ledgerRepository.income(tx, accountId, id);
    return found && { detail: found.income, movement: found.movement };
  },
  answer: ledgerRepository.incomeRow,
};

const expenseKind: RecordKind<ExpenseValues, Expense, ExpenseRecord> = {
  type: 2,
  sign: -1n,
  ledgerKind: 'expense',
  table: 'expenses',
  missing: 'Gider kaydı bulunamadı.',
  check: (tx, accountId, values) => checkSupplier(tx, accountId, values.currentAccountId),
  detailValues: (values) => ({
    accountingTypeId: values.accountingTypeId,
    billDate: values.billDate,
    currentAccountId: values.currentAccountId,
  }),
  ledgerLink: (expenseId) => ({ expenseId }),
  insert: ledgerRepository.insertExpense,
  update: ledgerRepository.updateExpense,
  find: async (tx, accountId, id) => {
    const found = await ledgerRepository.expense(tx, accountId, id);
    return found && { detail: found.expense, movement: found.movement };
  },
  answer: ledgerRepository.expenseRow,
  follow: followExpenseInvoice,
};

/** Records an income (the seed's road; the API's goes through incomeWrites). */
export const addIncome = (tx: Executor, actor: Actor, accountId: number, values: IncomeValues) =>
  addRecord(incomeKind, tx, actor, accountId, values);
/** Records an expense (the seed's road; the API's goes through expenseWrites). */
export const addExpense = (tx: Executor, actor: Actor, accountId: number, values: ExpenseValues) =>
  addRecord(expenseKind, tx, actor, accountId, values);

export const incomeWrites = recordWrites(incomeKind);
export const expenseWrites = recordWrites(expenseKind);

/** Undoes ledger rows (deleted_at), unless the books are closed on their day; the audit log keeps them. */
export async function undoRows(tx: Executor, session: Session, rows: LedgerRow[]): Promise<void> {
  await refuseClosedBooks(tx, session.accountId, ...rows.map((row) => row.date));
  const deletedAt = new Date();
  const audit = [];
  for (const row of rows) {
    const after = await ledgerRepository.updateRow(tx, row.id, { deletedAt });
    audit.push({
      table: 'cash_movements' as const,
      action: 'delete' as const,
      recordId: row.id,
      before: row,
      after,
    });
  }
  await recordAuditBatch(tx, actorOf(session), audit);
}
