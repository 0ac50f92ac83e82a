import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { apartments, bankKnownIbans, bankLines, debts, residents } from '../../db/schema';
import type { Debt } from '../money/debts';
import type { BankLine } from './bankPosting';

/**
 * The set-wise reads and writes of accepting many suggestions at once (services/accounting/bankAccept.ts): one
 * statement for a chunk of lines instead of one per line. Every query is account-scoped.
 */
export const bankAcceptRepository = {
  /** The lines, locked (FOR UPDATE, in id order) so a concurrent post of one of them waits and then sees it decided. */
  async lockLines(exec: Executor, accountId: number, ids: number[]): Promise<BankLine[]> {
    if (ids.length === 0) return [];
    return exec
      .select()
      .from(bankLines)
      .where(and(eq(bankLines.accountId, accountId), inArray(bankLines.id, ids)))
      .orderBy(asc(bankLines.id))
      .for('update');
  },

  /** Which of these apartments and residents are the account's. */
  async existing(exec: Executor, accountId: number, apartmentIds: number[], residentIds: number[]) {
    const flats = apartmentIds.length
      ? await exec
          .select({ id: apartments.id })
          .from(apartments)
          .where(and(eq(apartments.accountId, accountId), inArray(apartments.id, apartmentIds)))
      : [];
    const people = residentIds.length
      ? await exec
          .select({ id: residents.id })
          .from(residents)
          .where(and(eq(residents.accountId, accountId), inArray(residents.id, residentIds)))
      : [];
    return { apartments: new Set(flats.map((r) => r.id)), residents: new Set(people.map((r) => r.id)) };
  },

  /** The live open debts of these apartments, oldest due first, locked until the transaction ends. */
  async lockOpenDebts(exec: Executor, accountId: number, apartmentIds: number[]): Promise<Debt[]> {
    if (apartmentIds.length === 0) return [];
    return exec
      .select()
      .from(debts)
      .where(
        and(
          eq(debts.accountId, accountId),
          inArray(debts.apartmentId, apartmentIds),
          isNull(debts.deletedAt),
          sql`${debts.paid} < ${debts.amount}`,
        ),
      )
      .orderBy(asc(debts.dueDate), asc(debts.id))
      .for('update');
  },

  /** What each resident, and each apartment, still owes on its live debts (debtsRepository.remaining, set-wise). */
  async remaining(exec: Executor, accountId: number, residentIds: number[], apartmentIds: number[]) {
    const sums = async (column: typeof debts.residentId | typeof debts.apartmentId, ids: number[]) => {
      if (ids.length === 0) return new Map<number, bigint>();
      const rows = await exec
        .select({ id: column, sum: sql<string>`sum(${debts.amount} - ${debts.paid})` })
        .from(debts)
        .where(and(eq(debts.accountId, accountId), inArray(column, ids), isNull(debts.deletedAt)))
        .groupBy(column);
      return new Map(rows.map((row) => [row.id, BigInt(row.sum)]));
    };
    return {
      byResident: await sums(debts.residentId, residentIds),
      byApartment: await sums(debts.apartmentId, apartmentIds),
    };
  },

  /** The lines posted, in one statement. */
  async setPosted(
    exec: Executor,
    accountId: number,
    ids: number[],
    decidedBy: number | null,
  ): Promise<BankLine[]> {
    if (ids.length === 0) return [];
    return exec
      .update(bankLines)
      .set({ status: 'posted', ignoreReason: null, decidedAt: new Date(), decidedBy })
      .where(and(eq(bankLines.accountId, accountId), inArray(bankLines.id, ids)))
      .returning();
  },

  /** Remembers whose each IBAN is (one owner per IBAN, the latest line's), in one statement. */
  async rememberIbans(exec: Executor, accountId: number, owners: { iban: string; residentId: number }[]) {
    const latest = new Map(owners.map((owner) => [owner.iban, owner]));
    if (latest.size === 0) return [];
    return exec
      .insert(bankKnownIbans)
      .values([...latest.values()].map((owner) => ({ accountId, ...owner, supplierId: null })))
      .onConflictDoUpdate({
        target: [bankKnownIbans.accountId, bankKnownIbans.iban],
        set: { residentId: sql`excluded.resident_id`, supplierId: null, confirmedAt: sql`now()` },
      })
      .returning();
  },
};
