/**
 * Creating debts and paying new debts from their residents' advances (docs/domain.md, "Advances"). The invariants the
 * property tests check, the lock order and the rules are described in ./index.ts.
 */
import type { AuditedTable } from '../../../common/auditTables';
import type { Executor } from '../../db';
import { payFromAdvance } from '../../domain/allocation';
import { debtBatchesRepository } from '../../repositories/money/debtBatches';
import { type Debt, debtsRepository } from '../../repositories/money/debts';
import { paymentsRepository } from '../../repositories/money/payments';
import { advancesRepository } from '../../repositories/property/advances';
import { type Actor, type AuditEntry, recordAuditBatch } from '../../repositories/shared/audit';

export type Responsible = 'owner' | 'tenant';

export const sumOf = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n);

/** The audit rows of records just inserted into `table`, one a record. */
export const insertedRows = (table: AuditedTable, rows: { id: number }[]): AuditEntry[] =>
  rows.map((row) => ({ table, action: 'insert', recordId: row.id, after: row }));

export interface NewDebt {
  apartmentId: number;
  residentId: number;
  amount: bigint;
  /** This debt's own terms where they differ from the entry's (an import: each row its type, date, text). */
  terms?: Partial<DebtTerms>;
}

export interface DebtTerms {
  accountingTypeId: number;
  /** ISO date */
  dueDate: string;
  description: string;
  isInterest: boolean;
  /** Monthly % overriding the setting, or null. */
  interestRate: string | null;
  responsible: Responsible;
}

export interface BatchValues {
  userId: number | null;
  rule: string;
  ruleInput: unknown;
  source: 'entry' | 'import' | 'dues_job';
  duesJobId?: number | null;
  period?: string | null;
}

export interface CreatedEntry {
  batchId: number | null;
  debts: Debt[];
  /** Paid from the advance at once (auto_payment_advance_payments), by debt id. */
  paidFromAdvance: Map<number, bigint>;
}

/**
 * Creates an entry's debts (and its batch when `batch` is given) and, with `autoPay`, pays each from its
 * resident's advance. Debts come back in the order of `rows`.
 */
export async function createDebts(
  tx: Executor,
  actor: Actor,
  accountId: number,
  terms: DebtTerms,
  rows: NewDebt[],
  options: { batch: BatchValues | null; autoPay: boolean; today: string },
): Promise<CreatedEntry> {
  const audit: AuditEntry[] = [];
  let batchId: number | null = null;
  if (options.batch) {
    const batch = await debtBatchesRepository.insertBatch(tx, {
      accountId,
      ...options.batch,
      accountingTypeId: terms.accountingTypeId,
      dueDate: terms.dueDate,
      description: terms.description,
      isInterest: terms.isInterest,
      responsible: terms.responsible,
      total: sumOf(rows.map((row) => row.amount)),
      debtCount: rows.length,
    });
    batchId = batch.id;
    audit.push(...insertedRows('debt_batches', [batch]));
  }
  const created = await debtsRepository.insertMany(
    tx,
    rows.map((row) => ({
      accountId,
      batchId,
      apartmentId: row.apartmentId,
      residentId: row.residentId,
      amount: row.amount,
      ...terms,
      ...row.terms,
    })),
  );
  await recordAuditBatch(tx, actor, audit);
  await debtsRepository.recordInserted(
    tx,
    actor,
    accountId,
    created.map((debt) => debt.id),
  );
  const paidFromAdvance = options.autoPay
    ? await payDebtsFromAdvance(tx, actor, accountId, created, options.today)
    : new Map<number, bigint>();
  return { batchId, debts: created, paidFromAdvance };
}

/**
 * Pays new debts from their residents' advances (payFromAdvance), oldest due first, as far as each balance goes.
 * The debts were created in this transaction, so nobody else holds them; the residents are locked.
 */
export async function payDebtsFromAdvance(
  tx: Executor,
  actor: Actor,
  accountId: number,
  newDebts: Debt[],
  today: string,
): Promise<Map<number, bigint>> {
  const paid = new Map<number, bigint>();
  const residentIds = [...new Set(newDebts.map((debt) => debt.residentId))];
  const before = await advancesRepository.balances(tx, accountId, residentIds);
  const withCredit = residentIds.filter((id) => (before.get(id) ?? 0n) > 0n);
  if (withCredit.length === 0) return paid;
  await advancesRepository.lockResidents(tx, accountId, withCredit);
  const balances = await advancesRepository.balances(tx, accountId, withCredit);
  const ordered = newDebts
    .filter((debt) => balances.has(debt.residentId))
    .sort((a, b) => (a.dueDate === b.dueDate ? a.id - b.id : a.dueDate < b.dueDate ? -1 : 1));
  const planned: { debt: Debt; amount: bigint }[] = [];
  for (const debt of ordered) {
    const { paid: amount, advanceLeft } = payFromAdvance(
      balances.get(debt.residentId) ?? 0n,
      debt.amount - debt.paid,
    );
    if (amount === 0n) continue;
    balances.set(debt.residentId, advanceLeft);
    planned.push({ debt, amount });
    paid.set(debt.id, amount);
  }
  if (planned.length === 0) return paid;
  const created = await paymentsRepository.insertMany(
    tx,
    planned.map(({ debt, amount }) => ({
      accountId,
      debtId: debt.id,
      residentId: debt.residentId,
      cashAccountId: null,
      accountingTypeId: debt.accountingTypeId,
      amount,
      date: today,
      description: 'Avanstan ödendi',
      source: 'advance' as const,
    })),
  );
  const movements = await advancesRepository.insertMany(
    tx,
    created.map((payment) => ({
      accountId,
      residentId: payment.residentId,
      kind: 'debt_payment' as const,
      amount: -payment.amount,
      paymentId: payment.id,
      date: today,
      description: 'Borç avanstan ödendi',
    })),
  );
  await debtsRepository.addToPaid(
    tx,
    accountId,
    created.map((payment) => ({ debtId: payment.debtId, delta: payment.amount })),
  );
  await recordAuditBatch(tx, actor, [
    ...insertedRows('payments', created),
    ...insertedRows('advance_movements', movements),
    ...planned.map(({ debt, amount }) => ({
      table: 'debts' as const,
      action: 'update' as const,
      recordId: debt.id,
      before: { paid: debt.paid },
      after: { paid: debt.paid + amount },
    })),
  ]);
  return paid;
}
