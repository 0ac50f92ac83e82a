/**
 * Incomes and expenses (DESIGN.md section 5 "Accounting"): each is one ledger row (amount, date, cash account,
 * text) and one detail row, written, changed and undone together in one transaction with their audit rows.
 */
import type { Db, Executor } from '../../db';
import { fieldError, notFound } from '../../errors';
import { accountingTypesRepository } from '../../repositories/accountingTypes';
import { currentAccountsRepository } from '../../repositories/currentAccounts';
import { type LedgerRow, ledgerRepository } from '../../repositories/ledger';
import { plainRepository } from '../../repositories/plainRepository';
import { type Actor, recordAuditBatch } from '../audit';
import { cashAccountFor } from '../money/cashAccount';
import { residentOf } from '../ownedRecords';
import { actorOf, type Session } from '../sessions';
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

/** Records an income: its detail row, its ledger row and their audit rows. */
export async function addIncome(
  tx: Executor,
  actor: Actor,
  accountId: number,
  values: IncomeValues,
): Promise<IncomeRecord> {
  const cashAccountId = await checkMoney(tx, accountId, values, 1);
  await checkPayer(tx, accountId, values);
  const income = await ledgerRepository.insertIncome(tx, {
    accountId,
    accountingTypeId: values.accountingTypeId,
    residentId: values.residentId,
    nonMemberId: values.nonMemberId,
    payerName: values.payerName,
  });
  const movement = await ledgerRepository.insertRow(tx, {
    accountId,
    kind: 'income',
    incomeId: income.id,
    residentId: values.residentId,
    ...ledgerValues(values, cashAccountId, 1n),
  });
  await recordAuditBatch(tx, actor, [
    { table: 'incomes', action: 'insert', recordId: income.id, after: income },
    { table: 'cash_movements', action: 'insert', recordId: movement.id, after: movement },
  ]);
  return ledgerRepository.incomeRow(tx, accountId, income.id);
}

export const incomeWrites = {
  create: (db: Db, session: Session, values: IncomeValues): Promise<IncomeRecord> =>
    db.transaction((tx) => addIncome(tx, actorOf(session), session.accountId, values)),

  update: (db: Db, session: Session, id: number, values: IncomeValues): Promise<IncomeRecord> =>
    db.transaction(async (tx) => {
      const { accountId } = session;
      const before = await ledgerRepository.income(tx, accountId, id);
      if (!before) throw notFound('Gelir kaydı bulunamadı.');
      const cashAccountId = await checkMoney(tx, accountId, values, 1, before.movement.date);
      await checkPayer(tx, accountId, values);
      const income = await ledgerRepository.updateIncome(tx, id, {
        accountingTypeId: values.accountingTypeId,
        residentId: values.residentId,
        nonMemberId: values.nonMemberId,
        payerName: values.payerName,
      });
      const movement = await ledgerRepository.updateRow(tx, before.movement.id, {
        ...ledgerValues(values, cashAccountId, 1n),
      });
      await recordAuditBatch(tx, actorOf(session), [
        { table: 'incomes', action: 'update', recordId: id, before: before.income, after: income },
        {
          table: 'cash_movements',
          action: 'update',
          recordId: movement.id,
          before: before.movement,
          after: movement,
        },
      ]);
      return ledgerRepository.incomeRow(tx, accountId, income.id);
    }),

  remove: (db: Db, session: Session, id: number) =>
    db.transaction(async (tx) => {
      const before = await ledgerRepository.income(tx, session.accountId, id);
      if (!before) throw notFound('Gelir kaydı bulunamadı.');
      await undoRows(tx, session, [before.movement]);
    }),
};

/** Checks the supplier belongs to the account. */
async function checkSupplier(exec: Executor, accountId: number, id: number | null): Promise<void> {
  if (id) await currentAccountsRepository.findOrFail(exec, accountId, id);
}

/** Records an expense: its detail row, its ledger row (negative) and their audit rows. */
export async function addExpense(
  tx: Executor,
  actor: Actor,
  accountId: number,
  values: ExpenseValues,
): Promise<ExpenseRecord> {
  const cashAccountId = await checkMoney(tx, accountId, values, 2);
  await checkSupplier(tx, accountId, values.currentAccountId);
  const expense = await ledgerRepository.insertExpense(tx, {
    accountId,
    accountingTypeId: values.accountingTypeId,
    billDate: values.billDate,
    currentAccountId: values.currentAccountId,
  });
  const movement = await ledgerRepository.insertRow(tx, {
    accountId,
    kind: 'expense',
    expenseId: expense.id,
    ...ledgerValues(values, cashAccountId, -1n),
  });
  await recordAuditBatch(tx, actor, [
    { table: 'expenses', action: 'insert', recordId: expense.id, after: expense },
    { table: 'cash_movements', action: 'insert', recordId: movement.id, after: movement },
  ]);
  return ledgerRepository.expenseRow(tx, accountId, expense.id);
}

export const expenseWrites = {
  create: (db: Db, session: Session, values: ExpenseValues): Promise<ExpenseRecord> =>
    db.transaction((tx) => addExpense(tx, actorOf(session), session.accountId, values)),

  update: (db: Db, session: Session, id: number, values: ExpenseValues): Promise<ExpenseRecord> =>
    db.transaction(async (tx) => {
      const { accountId } = session;
      const before = await ledgerRepository.expense(tx, accountId, id);
      if (!before) throw notFound('Gider kaydı bulunamadı.');
      const cashAccountId = await checkMoney(tx, accountId, values, 2, before.movement.date);
      await checkSupplier(tx, accountId, values.currentAccountId);
      const expense = await ledgerRepository.updateExpense(tx, id, {
        accountingTypeId: values.accountingTypeId,
        billDate: values.billDate,
        currentAccountId: values.currentAccountId,
      });
      const movement = await ledgerRepository.updateRow(tx, before.movement.id, {
        ...ledgerValues(values, cashAccountId, -1n),
      });
      await recordAuditBatch(tx, actorOf(session), [
        { table: 'expenses', action: 'update', recordId: id, before: before.expense, after: expense },
        {
          table: 'cash_movements',
          action: 'update',
          recordId: movement.id,
          before: before.movement,
          after: movement,
        },
      ]);
      return ledgerRepository.expenseRow(tx, accountId, expense.id);
    }),

  remove: (db: Db, session: Session, id: number) =>
    db.transaction(async (tx) => {
      const before = await ledgerRepository.expense(tx, session.accountId, id);
      if (!before) throw notFound('Gider kaydı bulunamadı.');
      await undoRows(tx, session, [before.movement]);
    }),
};

/** Undoes ledger rows (deleted_at), unless the books are closed on their day; the audit log keeps them. */
export async function undoRows(tx: Executor, session: Session, rows: LedgerRow[]): Promise<void> {
  await refuseClosedBooks(tx, session.accountId, ...rows.map((row) => row.date));
  const deletedAt = new Date();
  const audit = [];
  for (const row of rows) {
    const after = await ledgerRepository.updateRow(tx, row.id, { deletedAt });
    audit.push({ table: 'cash_movements', action: 'delete' as const, recordId: row.id, before: row, after });
  }
  await recordAuditBatch(tx, actorOf(session), audit);
}
