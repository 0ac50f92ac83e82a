/**
 * The database side of DESIGN.md section 5: every operation that moves money, each inside the caller's
 * transaction, each keeping the invariants the property tests check:
 * - a debt's `paid` equals the sum of its live payments, 0 ≤ paid ≤ amount (changed only under its row lock);
 * - a cash account's balance is its opening balance + Σ its live cash movements;
 * - a resident's advance is Σ their live advance movements and never below 0 (decreased only under the
 *   resident's row lock);
 * - nothing is created or lost: every payment comes from a cash movement or an advance movement, and goes back
 *   to one of them when it is removed.
 * The rules themselves (allocation, paying from the advance) are the pure functions of server/domain/.
 * Locks are always taken in the same order (debts by id, then the receipt counter, then residents by id), so two
 * transactions never wait on each other in a circle.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatMoney } from '../../common/money';
import type { Executor } from '../db';
import {
  advanceMovements,
  cashMovements,
  debtBatches,
  debts,
  payments,
  receiptCounters,
  receipts,
  residents,
} from '../db/schema';
import { type AllocationMode, allocatePayment, payFromAdvance } from '../domain/allocation';
import { badRequest, conflict } from '../errors';
import { type Actor, type AuditEntry, recordAuditBatch } from './audit';

export type Debt = typeof debts.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type Receipt = typeof receipts.$inferSelect;
export type CashMovement = typeof cashMovements.$inferSelect;
export type AdvanceMovement = typeof advanceMovements.$inferSelect;
export type Responsible = 'owner' | 'tenant';

const CHUNK = 1000;

const sumOf = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n);

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown[]>): Promise<unknown[]> {
  const created: unknown[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    created.push(...(await insert(rows.slice(start, start + CHUNK))));
  }
  return created;
}

// ── Locks and balances ─────────────────────────────────────────────────────────────────────────────────────────

/** Locks the debts (FOR UPDATE, by id) and returns their current rows, deleted ones included. */
export async function lockDebts(exec: Executor, accountId: number, ids: number[]): Promise<Debt[]> {
  if (ids.length === 0) return [];
  return exec
    .select()
    .from(debts)
    .where(and(eq(debts.accountId, accountId), inArray(debts.id, [...new Set(ids)])))
    .orderBy(asc(debts.id))
    .for('update');
}

/** Locks the residents' rows: the lock every decrease of an advance balance takes first. */
export async function lockResidents(exec: Executor, accountId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await exec
    .select({ id: residents.id })
    .from(residents)
    .where(and(eq(residents.accountId, accountId), inArray(residents.id, [...new Set(ids)])))
    .orderBy(asc(residents.id))
    .for('update');
}

export async function advanceBalances(
  exec: Executor,
  accountId: number,
  residentIds: number[],
): Promise<Map<number, bigint>> {
  const balances = new Map<number, bigint>(residentIds.map((id) => [id, 0n]));
  if (residentIds.length === 0) return balances;
  const rows = await exec
    .select({ residentId: advanceMovements.residentId, sum: sql<string>`sum(${advanceMovements.amount})` })
    .from(advanceMovements)
    .where(
      and(
        eq(advanceMovements.accountId, accountId),
        inArray(advanceMovements.residentId, [...new Set(residentIds)]),
        isNull(advanceMovements.deletedAt),
      ),
    )
    .groupBy(advanceMovements.residentId);
  for (const row of rows) balances.set(row.residentId, BigInt(row.sum));
  return balances;
}

export async function advanceBalance(exec: Executor, accountId: number, residentId: number): Promise<bigint> {
  return (await advanceBalances(exec, accountId, [residentId])).get(residentId) ?? 0n;
}

/** What a resident (or an apartment) still owes on its live debts. */
export async function remainingOf(
  exec: Executor,
  accountId: number,
  of: { residentId: number } | { apartmentId: number },
): Promise<bigint> {
  const [row] = await exec
    .select({ sum: sql<string>`coalesce(sum(${debts.amount} - ${debts.paid}), 0)` })
    .from(debts)
    .where(
      and(
        eq(debts.accountId, accountId),
        'residentId' in of ? eq(debts.residentId, of.residentId) : eq(debts.apartmentId, of.apartmentId),
        isNull(debts.deletedAt),
      ),
    );
  return BigInt(row?.sum ?? '0');
}

/** The next receipt number of the account: the counter row stays locked until the transaction ends. */
export async function nextReceiptNumber(exec: Executor, accountId: number): Promise<number> {
  const [row] = await exec
    .insert(receiptCounters)
    .values({ accountId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.accountId,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ number: receiptCounters.lastNumber });
  return row!.number;
}

/** paid += delta for each debt (one statement); the caller holds the debts' locks. */
async function addToPaid(exec: Executor, accountId: number, changes: { debtId: number; delta: bigint }[]) {
  const merged = new Map<number, bigint>();
  for (const { debtId, delta } of changes) merged.set(debtId, (merged.get(debtId) ?? 0n) + delta);
  const entries = [...merged].filter(([, delta]) => delta !== 0n);
  if (entries.length === 0) return;
  await exec.execute(sql`
    update ${debts} set paid = ${debts.paid} + v.delta
    from unnest(${sql.param(entries.map(([id]) => id))}::int[], ${sql.param(entries.map(([, d]) => d.toString()))}::bigint[])
      as v(id, delta)
    where ${debts.id} = v.id and ${debts.accountId} = ${accountId}`);
}

// ── Debts ──────────────────────────────────────────────────────────────────────────────────────────────────────

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
    const [batch] = await tx
      .insert(debtBatches)
      .values({
        accountId,
        ...options.batch,
        accountingTypeId: terms.accountingTypeId,
        dueDate: terms.dueDate,
        description: terms.description,
        isInterest: terms.isInterest,
        responsible: terms.responsible,
        total: sumOf(rows.map((row) => row.amount)),
        debtCount: rows.length,
      })
      .returning();
    batchId = batch!.id;
    audit.push({ table: 'debt_batches', action: 'insert', recordId: batchId, after: batch });
  }
  const created = (await insertChunked(rows, (chunk) =>
    tx
      .insert(debts)
      .values(
        chunk.map((row) => ({
          accountId,
          batchId,
          apartmentId: row.apartmentId,
          residentId: row.residentId,
          amount: row.amount,
          ...terms,
          ...row.terms,
        })),
      )
      .returning(),
  )) as Debt[];
  for (const debt of created)
    audit.push({ table: 'debts', action: 'insert', recordId: debt.id, after: debt });
  await recordAuditBatch(tx, actor, audit);
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
  const before = await advanceBalances(tx, accountId, residentIds);
  const withCredit = residentIds.filter((id) => (before.get(id) ?? 0n) > 0n);
  if (withCredit.length === 0) return paid;
  await lockResidents(tx, accountId, withCredit);
  const balances = await advanceBalances(tx, accountId, withCredit);
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
  const created = (await insertChunked(planned, (chunk) =>
    tx
      .insert(payments)
      .values(
        chunk.map(({ debt, amount }) => ({
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
      )
      .returning(),
  )) as Payment[];
  const movements = (await insertChunked(created, (chunk) =>
    tx
      .insert(advanceMovements)
      .values(
        chunk.map((payment) => ({
          accountId,
          residentId: payment.residentId,
          kind: 'debt_payment' as const,
          amount: -payment.amount,
          paymentId: payment.id,
          date: today,
          description: 'Borç avanstan ödendi',
        })),
      )
      .returning(),
  )) as AdvanceMovement[];
  await addToPaid(
    tx,
    accountId,
    created.map((payment) => ({ debtId: payment.debtId, delta: payment.amount })),
  );
  await recordAuditBatch(tx, actor, [
    ...created.map((p) => ({ table: 'payments', action: 'insert' as const, recordId: p.id, after: p })),
    ...movements.map((m) => ({
      table: 'advance_movements',
      action: 'insert' as const,
      recordId: m.id,
      after: m,
    })),
    ...planned.map(({ debt, amount }) => ({
      table: 'debts',
      action: 'update' as const,
      recordId: debt.id,
      before: { paid: debt.paid },
      after: { paid: debt.paid + amount },
    })),
  ]);
  return paid;
}

// ── Collections ────────────────────────────────────────────────────────────────────────────────────────────────

export interface CollectionInput {
  /** Who paid: their advance takes the surplus, their name is on the receipt. */
  payerResidentId: number;
  cashAccountId: number;
  accountingTypeId: number;
  amount: bigint;
  /** ISO */
  date: string;
  description: string | null;
  /** The payer's open debts, locked by the caller (lockDebts). */
  debts: Debt[];
  mode: AllocationMode<number>;
  /** Whose remaining debt the receipt shows. */
  remainingScope: { residentId: number } | { apartmentId: number };
}

export interface CollectionResult {
  receipt: Receipt;
  payments: Payment[];
  surplus: bigint;
  cashMovement: CashMovement;
}

/** How a collection would be spread (oldest first or over the chosen debts) and what goes to the advance. */
export function planCollection(amount: bigint, open: Debt[], mode: AllocationMode<number>) {
  return allocatePayment(
    amount,
    open.map((debt) => ({
      id: debt.id,
      remaining: debt.amount - debt.paid,
      dueDate: debt.dueDate,
      createdSeq: debt.id,
    })),
    mode,
  );
}

/**
 * Records one collection: money into the cash account, spread over the locked debts by allocatePayment, the
 * surplus to the payer's advance, and one numbered receipt for all of it.
 */
export async function collect(
  tx: Executor,
  actor: Actor,
  accountId: number,
  input: CollectionInput,
): Promise<CollectionResult> {
  const live = input.debts.filter((debt) => debt.deletedAt === null);
  const { allocations, surplus } = planCollection(input.amount, live, input.mode);
  const byId = new Map(live.map((debt) => [debt.id, debt]));
  await addToPaid(
    tx,
    accountId,
    allocations.map((a) => ({ debtId: a.debtId, delta: a.amount })),
  );
  const number = await nextReceiptNumber(tx, accountId);
  const remainingAfter = await remainingOf(tx, accountId, input.remainingScope);
  const [receipt] = await tx
    .insert(receipts)
    .values({
      accountId,
      number,
      residentId: input.payerResidentId,
      cashAccountId: input.cashAccountId,
      total: input.amount,
      remainingAfter,
      date: input.date,
      description: input.description,
    })
    .returning();
  const [cashMovement] = await tx
    .insert(cashMovements)
    .values({
      accountId,
      cashAccountId: input.cashAccountId,
      kind: 'collection',
      amount: input.amount,
      residentId: input.payerResidentId,
      receiptId: receipt!.id,
      date: input.date,
      description: input.description,
    })
    .returning();
  const created =
    allocations.length === 0
      ? []
      : await tx
          .insert(payments)
          .values(
            allocations.map((a) => ({
              accountId,
              debtId: a.debtId,
              residentId: input.payerResidentId,
              cashAccountId: input.cashAccountId,
              accountingTypeId: input.accountingTypeId,
              amount: a.amount,
              date: input.date,
              description: input.description,
              source: 'collection' as const,
              receiptId: receipt!.id,
            })),
          )
          .returning();
  const audit: AuditEntry[] = [
    { table: 'receipts', action: 'insert', recordId: receipt!.id, after: receipt },
    { table: 'cash_movements', action: 'insert', recordId: cashMovement!.id, after: cashMovement },
    ...created.map((p) => ({ table: 'payments', action: 'insert' as const, recordId: p.id, after: p })),
    ...allocations.map((a) => {
      const debt = byId.get(a.debtId)!;
      return {
        table: 'debts',
        action: 'update' as const,
        recordId: debt.id,
        before: { paid: debt.paid },
        after: { paid: debt.paid + a.amount },
      };
    }),
  ];
  if (surplus > 0n) {
    const [movement] = await tx
      .insert(advanceMovements)
      .values({
        accountId,
        residentId: input.payerResidentId,
        kind: 'surplus',
        amount: surplus,
        cashAccountId: input.cashAccountId,
        receiptId: receipt!.id,
        date: input.date,
        description: 'Fazla ödeme avansa aktarıldı',
      })
      .returning();
    audit.push({ table: 'advance_movements', action: 'insert', recordId: movement!.id, after: movement });
  }
  await recordAuditBatch(tx, actor, audit);
  return { receipt: receipt!, payments: created, surplus, cashMovement: cashMovement! };
}

/**
 * Undoes a whole collection (DELETE /user/transfer/{id}): its payments come off their debts, its surplus leaves
 * the advance and its money leaves the cash account. Refused when part of it was already settled by a debt
 * deletion, or when the surplus was spent from the advance since.
 */
export async function undoCollection(
  tx: Executor,
  actor: Actor,
  accountId: number,
  movement: CashMovement,
): Promise<void> {
  const receiptId = movement.receiptId!;
  const [receipt] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.accountId, accountId), eq(receipts.id, receiptId)))
    .for('update');
  if (!receipt || receipt.deletedAt) throw conflict('Bu tahsilat zaten geri alınmış.');
  const receiptPayments = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.receiptId, receiptId)));
  if (receiptPayments.some((p) => p.deletedAt !== null)) {
    throw conflict(
      'Bu tahsilatın ödediği bir borç silinmiş; tahsilat geri alınamaz. Gerekirse avanstan para iadesi yapınız.',
    );
  }
  const locked = await lockDebts(
    tx,
    accountId,
    receiptPayments.map((p) => p.debtId),
  );
  const [surplus] = await tx
    .select()
    .from(advanceMovements)
    .where(
      and(
        eq(advanceMovements.accountId, accountId),
        eq(advanceMovements.receiptId, receiptId),
        isNull(advanceMovements.deletedAt),
      ),
    );
  if (surplus) {
    await lockResidents(tx, accountId, [surplus.residentId]);
    const balance = await advanceBalance(tx, accountId, surplus.residentId);
    if (balance < surplus.amount) {
      throw conflict(
        `Bu tahsilattan avansa aktarılan ${formatMoney(surplus.amount)} kullanılmış (avans bakiyesi ${formatMoney(balance)}); tahsilat geri alınamaz.`,
      );
    }
  }
  const now = new Date();
  await addToPaid(
    tx,
    accountId,
    receiptPayments.map((p) => ({ debtId: p.debtId, delta: -p.amount })),
  );
  if (receiptPayments.length > 0) {
    await tx
      .update(payments)
      .set({ deletedAt: now, settledAs: 'undone' })
      .where(
        and(
          eq(payments.accountId, accountId),
          inArray(
            payments.id,
            receiptPayments.map((p) => p.id),
          ),
        ),
      );
  }
  await tx.update(cashMovements).set({ deletedAt: now }).where(eq(cashMovements.id, movement.id));
  if (surplus)
    await tx.update(advanceMovements).set({ deletedAt: now }).where(eq(advanceMovements.id, surplus.id));
  await tx.update(receipts).set({ deletedAt: now }).where(eq(receipts.id, receiptId));
  const paidBefore = new Map(locked.map((d) => [d.id, d.paid]));
  const paidAfter = new Map(paidBefore);
  for (const p of receiptPayments) paidAfter.set(p.debtId, (paidAfter.get(p.debtId) ?? 0n) - p.amount);
  await recordAuditBatch(tx, actor, [
    ...receiptPayments.map((p) => ({
      table: 'payments',
      action: 'delete' as const,
      recordId: p.id,
      before: p,
      after: { deletedAt: now, settledAs: 'undone' },
    })),
    ...[...paidBefore].map(([id, paid]) => ({
      table: 'debts',
      action: 'update' as const,
      recordId: id,
      before: { paid },
      after: { paid: paidAfter.get(id) },
    })),
    { table: 'cash_movements', action: 'delete', recordId: movement.id, before: movement },
    ...(surplus
      ? [{ table: 'advance_movements', action: 'delete' as const, recordId: surplus.id, before: surplus }]
      : []),
    { table: 'receipts', action: 'update', recordId: receiptId, before: receipt, after: { deletedAt: now } },
  ]);
}

// ── Deleting debts ─────────────────────────────────────────────────────────────────────────────────────────────

/** What to do with the collections of deleted debts: the payers' advance, or out of the cash account. */
export type PaymentSettlement = 'advance' | 'remove';

export interface DeletionResult {
  debtCount: number;
  /** Collections turned into advance, and payments from the advance returned to it. */
  toAdvance: bigint;
  /** Collections taken back out of their cash accounts. */
  removed: bigint;
}

export const CHOOSE_SETTLEMENT =
  'Silinecek borçlara yapılmış tahsilatlar var. Tahsilatların avansa aktarılmasını veya silinmesini seçiniz.';

/**
 * Soft-deletes debts and settles their live payments. A payment made from the advance always returns to the
 * advance; a collection goes to the payer's advance (`advance`) or out of its cash account (`remove`). Without a
 * choice and with collections present, nothing changes (409).
 */
export async function deleteDebts(
  tx: Executor,
  actor: Actor,
  accountId: number,
  debtIds: number[],
  settlement: PaymentSettlement | null,
  today: string,
): Promise<DeletionResult> {
  const locked = (await lockDebts(tx, accountId, debtIds)).filter((debt) => debt.deletedAt === null);
  if (locked.length === 0) return { debtCount: 0, toAdvance: 0n, removed: 0n };
  const ids = locked.map((debt) => debt.id);
  const live = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, accountId), inArray(payments.debtId, ids), isNull(payments.deletedAt)))
    .orderBy(asc(payments.id));
  if (settlement === null && live.some((p) => p.source === 'collection')) throw conflict(CHOOSE_SETTLEMENT);
  const now = new Date();
  const toAdvance = live.filter((p) => p.source === 'advance' || settlement === 'advance');
  const toRemove = live.filter((p) => p.source === 'collection' && settlement === 'remove');
  const audit: AuditEntry[] = [];
  const settle = async (list: Payment[], settledAs: 'advance' | 'removed') => {
    if (list.length === 0) return;
    await tx
      .update(payments)
      .set({ deletedAt: now, settledAs })
      .where(
        inArray(
          payments.id,
          list.map((p) => p.id),
        ),
      );
    for (const p of list) {
      audit.push({
        table: 'payments',
        action: 'delete',
        recordId: p.id,
        before: p,
        after: { deletedAt: now, settledAs },
      });
    }
  };
  await settle(toAdvance, 'advance');
  await settle(toRemove, 'removed');
  const advances = (await insertChunked(toAdvance, (chunk) =>
    tx
      .insert(advanceMovements)
      .values(
        chunk.map((p) => ({
          accountId,
          residentId: p.residentId,
          kind: 'from_deleted_debt' as const,
          amount: p.amount,
          paymentId: p.id,
          date: today,
          description: 'Silinen borcun ödemesi avansa aktarıldı',
        })),
      )
      .returning(),
  )) as AdvanceMovement[];
  const removals = (await insertChunked(toRemove, (chunk) =>
    tx
      .insert(cashMovements)
      .values(
        chunk.map((p) => ({
          accountId,
          cashAccountId: p.cashAccountId!,
          kind: 'payment_removed' as const,
          amount: -p.amount,
          residentId: p.residentId,
          paymentId: p.id,
          receiptId: p.receiptId,
          date: today,
          description: 'Silinen borcun tahsilatı kasadan çıkarıldı',
        })),
      )
      .returning(),
  )) as CashMovement[];
  await tx
    .update(debts)
    .set({ deletedAt: now, paid: 0n })
    .where(and(eq(debts.accountId, accountId), inArray(debts.id, ids)));
  for (const m of advances)
    audit.push({ table: 'advance_movements', action: 'insert', recordId: m.id, after: m });
  for (const m of removals)
    audit.push({ table: 'cash_movements', action: 'insert', recordId: m.id, after: m });
  for (const debt of locked) {
    audit.push({
      table: 'debts',
      action: 'delete',
      recordId: debt.id,
      before: debt,
      after: { deletedAt: now, paid: 0n },
    });
  }
  await recordAuditBatch(tx, actor, audit);
  return {
    debtCount: locked.length,
    toAdvance: sumOf(toAdvance.map((p) => p.amount)),
    removed: sumOf(toRemove.map((p) => p.amount)),
  };
}

// ── Advances ───────────────────────────────────────────────────────────────────────────────────────────────────

export interface AdvanceCashInput {
  residentId: number;
  cashAccountId: number;
  amount: bigint;
  date: string;
  description: string | null;
}

/** Money paid in advance: into the cash account and onto the resident's advance. */
export async function depositAdvance(
  tx: Executor,
  actor: Actor,
  accountId: number,
  input: AdvanceCashInput,
): Promise<{ movement: AdvanceMovement; cash: CashMovement }> {
  const [movement] = await tx
    .insert(advanceMovements)
    .values({ accountId, kind: 'deposit', ...input })
    .returning();
  const [cash] = await tx
    .insert(cashMovements)
    .values({ accountId, kind: 'advance_deposit', advanceMovementId: movement!.id, ...input })
    .returning();
  await recordAuditBatch(tx, actor, [
    { table: 'advance_movements', action: 'insert', recordId: movement!.id, after: movement },
    { table: 'cash_movements', action: 'insert', recordId: cash!.id, after: cash },
  ]);
  return { movement: movement!, cash: cash! };
}

export const advanceTooLow = (balance: bigint) =>
  badRequest(`Avans bakiyesi yetersiz. Sakinin güncel avans bakiyesi ${formatMoney(balance)}.`, {
    amount: `En fazla ${formatMoney(balance)} çekilebilir.`,
  });

/** Advance paid back to the resident out of a cash account; never more than the balance. */
export async function withdrawAdvance(
  tx: Executor,
  actor: Actor,
  accountId: number,
  input: AdvanceCashInput,
): Promise<{ movement: AdvanceMovement; cash: CashMovement; balance: bigint }> {
  await lockResidents(tx, accountId, [input.residentId]);
  const balance = await advanceBalance(tx, accountId, input.residentId);
  if (input.amount > balance) throw advanceTooLow(balance);
  const [movement] = await tx
    .insert(advanceMovements)
    .values({ accountId, kind: 'withdraw', ...input, amount: -input.amount })
    .returning();
  const [cash] = await tx
    .insert(cashMovements)
    .values({
      accountId,
      kind: 'advance_withdraw',
      advanceMovementId: movement!.id,
      ...input,
      amount: -input.amount,
    })
    .returning();
  await recordAuditBatch(tx, actor, [
    { table: 'advance_movements', action: 'insert', recordId: movement!.id, after: movement },
    { table: 'cash_movements', action: 'insert', recordId: cash!.id, after: cash },
  ]);
  return { movement: movement!, cash: cash!, balance: balance - input.amount };
}

/** The cash movement paired with an advance deposit or withdrawal. */
export async function pairedCashMovement(
  exec: Executor,
  accountId: number,
  advanceMovementId: number,
): Promise<CashMovement | undefined> {
  const [row] = await exec
    .select()
    .from(cashMovements)
    .where(
      and(eq(cashMovements.accountId, accountId), eq(cashMovements.advanceMovementId, advanceMovementId)),
    );
  return row;
}

/**
 * Changes (amount, date, description) or removes (`null`) an advance deposit or withdrawal together with its
 * cash movement. The resident is locked and the balance may not fall below 0.
 */
export async function changeAdvanceMovement(
  tx: Executor,
  actor: Actor,
  accountId: number,
  movement: AdvanceMovement,
  change: { amount: bigint; date: string; description: string | null } | null,
): Promise<AdvanceMovement | null> {
  await lockResidents(tx, accountId, [movement.residentId]);
  const [current] = await tx.select().from(advanceMovements).where(eq(advanceMovements.id, movement.id));
  if (!current || current.deletedAt) throw conflict('Bu avans hareketi zaten silinmiş.');
  const balance = await advanceBalance(tx, accountId, movement.residentId);
  const sign = current.amount < 0n ? -1n : 1n;
  const newAmount = change ? sign * change.amount : 0n;
  const after = balance - current.amount + newAmount;
  if (after < 0n) {
    throw conflict(
      `Bu avansın ${formatMoney(-after)} kadarı borç ödemelerinde veya iadelerde kullanıldı (avans bakiyesi ${formatMoney(balance)}); ${change ? 'bu tutara düşürülemez' : 'silinemez'}.`,
    );
  }
  const cash = await pairedCashMovement(tx, accountId, current.id);
  const now = new Date();
  const values = change
    ? { amount: newAmount, date: change.date, description: change.description }
    : { deletedAt: now };
  const [updated] = await tx
    .update(advanceMovements)
    .set(values)
    .where(eq(advanceMovements.id, current.id))
    .returning();
  const audit: AuditEntry[] = [
    {
      table: 'advance_movements',
      action: change ? 'update' : 'delete',
      recordId: current.id,
      before: current,
      after: updated,
    },
  ];
  if (cash) {
    const [cashAfter] = await tx
      .update(cashMovements)
      .set(values)
      .where(eq(cashMovements.id, cash.id))
      .returning();
    audit.push({
      table: 'cash_movements',
      action: change ? 'update' : 'delete',
      recordId: cash.id,
      before: cash,
      after: cashAfter,
    });
  }
  await recordAuditBatch(tx, actor, audit);
  return change ? updated! : null;
}
