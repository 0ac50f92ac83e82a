import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { advanceMovements, cashAccounts, debts, payments, residents } from '../../db/schema';
import { matchesKey } from '../../db/search';
import { insertChunked } from '../shared/chunked';

export type AdvanceMovement = typeof advanceMovements.$inferSelect;
export type NewAdvanceMovement = typeof advanceMovements.$inferInsert;
type Page = { offset: number; limit: number };

/** Residents' advances (avans): their movements, balances and the lock that guards every decrease. */
export const advancesRepository = {
  /** Locks the residents' rows: the lock every decrease of an advance balance takes first. */
  async lockResidents(exec: Executor, accountId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await exec
      .select({ id: residents.id })
      .from(residents)
      .where(and(eq(residents.accountId, accountId), inArray(residents.id, [...new Set(ids)])))
      .orderBy(asc(residents.id))
      .for('update');
  },

  /** Each resident's balance: the sum of their live advance movements (0 without any). */
  async balances(exec: Executor, accountId: number, residentIds: number[]): Promise<Map<number, bigint>> {
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
  },

  async balance(exec: Executor, accountId: number, residentId: number): Promise<bigint> {
    return (await advancesRepository.balances(exec, accountId, [residentId])).get(residentId) ?? 0n;
  },

  async insert(exec: Executor, row: NewAdvanceMovement): Promise<AdvanceMovement> {
    const [created] = await exec.insert(advanceMovements).values(row).returning();
    return created!;
  },

  async insertMany(exec: Executor, rows: NewAdvanceMovement[]): Promise<AdvanceMovement[]> {
    return insertChunked(rows, (chunk) => exec.insert(advanceMovements).values(chunk).returning());
  },

  async find(exec: Executor, accountId: number, id: number): Promise<AdvanceMovement | undefined> {
    const [row] = await exec
      .select()
      .from(advanceMovements)
      .where(and(eq(advanceMovements.accountId, accountId), eq(advanceMovements.id, id)));
    return row;
  },

  /** The live surplus a receipt moved to the payer's advance, if any. */
  async liveSurplusOf(exec: Executor, accountId: number, receiptId: number) {
    const [row] = await exec
      .select()
      .from(advanceMovements)
      .where(
        and(
          eq(advanceMovements.accountId, accountId),
          eq(advanceMovements.receiptId, receiptId),
          isNull(advanceMovements.deletedAt),
        ),
      );
    return row;
  },

  async update(
    exec: Executor,
    id: number,
    values: Partial<Pick<AdvanceMovement, 'amount' | 'date' | 'description' | 'deletedAt'>>,
  ): Promise<AdvanceMovement | undefined> {
    const [row] = await exec
      .update(advanceMovements)
      .set(values)
      .where(eq(advanceMovements.id, id))
      .returning();
    return row;
  },

  /** Residents with advance movements and their balances, by name. */
  async residentsWithBalance(exec: Executor, accountId: number, key: string | null, page: Page) {
    const live = and(eq(advanceMovements.accountId, accountId), isNull(advanceMovements.deletedAt));
    const conditions: SQL[] = [
      eq(residents.accountId, accountId),
      inArray(
        residents.id,
        exec.select({ id: advanceMovements.residentId }).from(advanceMovements).where(live),
      ),
    ];
    if (key) conditions.push(matchesKey(sql`${residents.name} || ' ' || ${residents.surname}`, key));
    const where = and(...conditions);
    // Explicit names: in a one-table select Drizzle leaves columns unqualified.
    const balance = sql<string>`coalesce((select sum(m.amount) from advance_movements m
      where m.resident_id = "residents"."id" and m.deleted_at is null), 0)`;
    const rows = await exec
      .select({
        id: residents.id,
        name: residents.name,
        surname: residents.surname,
        phone: residents.phone,
        balance,
      })
      .from(residents)
      .where(where)
      .orderBy(asc(residents.name), asc(residents.surname), asc(residents.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await exec.select({ n: count() }).from(residents).where(where);
    const [sum] = await exec
      .select({ sum: sql<string>`coalesce(sum(${advanceMovements.amount}), 0)` })
      .from(advanceMovements)
      .where(live);
    return { rows, total: total?.n ?? 0, sum: BigInt(sum?.sum ?? '0') };
  },

  /** A resident's live advance movements, newest first, with the cash account and the debt paid. */
  async movementsOf(exec: Executor, accountId: number, residentId: number, page: Page) {
    const where = and(
      eq(advanceMovements.accountId, accountId),
      eq(advanceMovements.residentId, residentId),
      isNull(advanceMovements.deletedAt),
    );
    const rows = await exec
      .select({
        movement: advanceMovements,
        cashAccountName: cashAccounts.name,
        debtId: payments.debtId,
        debtDescription: debts.description,
      })
      .from(advanceMovements)
      .leftJoin(cashAccounts, eq(cashAccounts.id, advanceMovements.cashAccountId))
      .leftJoin(payments, eq(payments.id, advanceMovements.paymentId))
      .leftJoin(debts, eq(debts.id, payments.debtId))
      .where(where)
      .orderBy(desc(advanceMovements.date), desc(advanceMovements.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await exec.select({ n: count() }).from(advanceMovements).where(where);
    return { rows, total: total?.n ?? 0 };
  },
};
