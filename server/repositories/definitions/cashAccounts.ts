import { and, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { cashAccounts, cashMovements } from '../../db/schema';
import { accountScoped, type ListQuery } from '../shared/accountScoped';

export type CashAccount = typeof cashAccounts.$inferSelect;
export interface CashAccountWithBalance extends CashAccount {
  /** opening_balance + Σ live cash movements, kuruş. */
  balance: bigint;
  /** The parent account's name (sub-accounts). */
  parentName: string | null;
}

const scoped = accountScoped(cashAccounts, {
  auditTable: 'cash_accounts',
  notFound: 'Kasa bulunamadı.',
  search: [cashAccounts.name],
  orderBy: [cashAccounts.name],
  uniqueName: { column: cashAccounts.name, taken: 'Bu isimde bir kasa veya banka hesabı zaten var.' },
});

async function withBalances(
  exec: Executor,
  accountId: number,
  rows: CashAccount[],
): Promise<CashAccountWithBalance[]> {
  const parentIds = [...new Set(rows.flatMap((row) => (row.parentId ? [row.parentId] : [])))];
  const parents = new Map((await scoped.findMany(exec, accountId, parentIds)).map((p) => [p.id, p.name]));
  return rows.map((row) => ({
    ...row,
    // movements_total is kept by a trigger in the same statement as every movement (migration 0013).
    balance: row.openingBalance + row.movementsTotal,
    parentName: row.parentId ? (parents.get(row.parentId) ?? null) : null,
  }));
}

/** Kasa and bank accounts. Every function takes the caller's account id. */
export const cashAccountsRepository = {
  ...scoped,

  /** The scoped list, each account with its live balance. */
  async list(
    exec: Executor,
    accountId: number,
    query: ListQuery,
  ): Promise<{ rows: CashAccountWithBalance[]; total: number }> {
    const { rows, total } = await scoped.list(exec, accountId, query);
    return { rows: await withBalances(exec, accountId, rows), total };
  },

  async withBalance(
    exec: Executor,
    accountId: number,
    id: number,
  ): Promise<CashAccountWithBalance | undefined> {
    const row = await scoped.find(exec, accountId, id);
    return row && (await withBalances(exec, accountId, [row]))[0];
  },

  /** Its balance at the end of `day` (ISO): opening + Σ live movements dated on or before it. */
  async balanceOn(exec: Executor, accountId: number, id: number, day: string): Promise<bigint> {
    const account = await scoped.find(exec, accountId, id);
    if (!account) return 0n;
    const [moved] = await exec
      .select({ sum: sql<string>`coalesce(sum(${cashMovements.amount}), 0)` })
      .from(cashMovements)
      .where(
        and(
          eq(cashMovements.accountId, accountId),
          eq(cashMovements.cashAccountId, id),
          isNull(cashMovements.deletedAt),
          lte(cashMovements.date, day),
        ),
      );
    return account.openingBalance + BigInt(moved?.sum ?? 0);
  },

  /** Another account than `exceptId` has this IBAN. */
  async ibanTaken(exec: Executor, accountId: number, iban: string, exceptId?: number): Promise<boolean> {
    const rows = await exec
      .select({ id: cashAccounts.id })
      .from(cashAccounts)
      .where(and(eq(cashAccounts.accountId, accountId), eq(cashAccounts.iban, iban)));
    return rows.some((row) => row.id !== exceptId);
  },

  /** How many sub-accounts it has. */
  async childCount(exec: Executor, accountId: number, id: number): Promise<number> {
    const [row] = await exec
      .select({ n: count() })
      .from(cashAccounts)
      .where(and(eq(cashAccounts.accountId, accountId), eq(cashAccounts.parentId, id)));
    return row?.n ?? 0;
  },

  /** Locks the cash accounts (FOR UPDATE, in id order) until the transaction ends: their balances may be relied on. */
  async lock(exec: Executor, accountId: number, ids: number[]): Promise<void> {
    await exec
      .select({ id: cashAccounts.id })
      .from(cashAccounts)
      .where(and(eq(cashAccounts.accountId, accountId), inArray(cashAccounts.id, ids)))
      .orderBy(cashAccounts.id)
      .for('update');
  },

  /** The account's only cash account, when it has exactly one. */
  async onlyOne(exec: Executor, accountId: number): Promise<CashAccount | undefined> {
    const rows = await exec.select().from(cashAccounts).where(eq(cashAccounts.accountId, accountId)).limit(2);
    return rows.length === 1 ? rows[0] : undefined;
  },

  /**
   * Movements of the cash account, undone ones included (their history needs it). Every collection, advance
   * deposit or withdrawal, and every payment or receipt into the account, has one.
   */
  async usage(exec: Executor, accountId: number, id: number): Promise<number> {
    const [row] = await exec
      .select({ n: count() })
      .from(cashMovements)
      .where(and(eq(cashMovements.accountId, accountId), eq(cashMovements.cashAccountId, id)));
    return row?.n ?? 0;
  },
};
