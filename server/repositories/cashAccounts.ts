import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { cashAccounts, cashMovements } from '../db/schema';
import { equalsFolded, matchesKey } from '../db/search';

export type CashAccount = typeof cashAccounts.$inferSelect;
export interface CashAccountValues {
  name: string;
  phone: string | null;
  address: string | null;
  /** Kuruş. */
  openingBalance: bigint;
}
export interface CashAccountWithBalance extends CashAccount {
  /** opening_balance + Σ live cash movements, kuruş. */
  balance: bigint;
}

/**
 * Σ live movements of the row's cash account (a correlated subquery over its index). Written with explicit names:
 * in a one-table select Drizzle leaves columns unqualified, and "id" would bind to the subquery's own table.
 */
const movementsSum = sql<string>`coalesce((select sum(m.amount) from cash_movements m
  where m.cash_account_id = "cash_accounts"."id" and m.deleted_at is null), 0)`;

/** Kasa and bank accounts. Every function takes the caller's account id. */
export const cashAccountsRepository = {
  async list(
    exec: Executor,
    accountId: number,
    query: { key?: string | null; page: { offset: number; limit: number } | null },
  ): Promise<{ rows: CashAccountWithBalance[]; total: number }> {
    const filters: SQL[] = [eq(cashAccounts.accountId, accountId)];
    if (query.key) filters.push(matchesKey(cashAccounts.name, query.key));
    const where = and(...filters);
    const select = exec
      .select({ account: cashAccounts, movements: movementsSum })
      .from(cashAccounts)
      .where(where)
      .orderBy(asc(cashAccounts.name), asc(cashAccounts.id));
    const found = query.page ? await select.limit(query.page.limit).offset(query.page.offset) : await select;
    const rows = found.map(({ account, movements }) => ({
      ...account,
      balance: account.openingBalance + BigInt(movements),
    }));
    if (!query.page) return { rows, total: rows.length };
    const [total] = await exec.select({ n: count() }).from(cashAccounts).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async find(exec: Executor, accountId: number, id: number): Promise<CashAccount | undefined> {
    const [row] = await exec
      .select()
      .from(cashAccounts)
      .where(and(eq(cashAccounts.accountId, accountId), eq(cashAccounts.id, id)));
    return row;
  },

  async withBalance(
    exec: Executor,
    accountId: number,
    id: number,
  ): Promise<CashAccountWithBalance | undefined> {
    const [row] = await exec
      .select({ account: cashAccounts, movements: movementsSum })
      .from(cashAccounts)
      .where(and(eq(cashAccounts.accountId, accountId), eq(cashAccounts.id, id)));
    return row && { ...row.account, balance: row.account.openingBalance + BigInt(row.movements) };
  },

  /** The account's only cash account, when it has exactly one. */
  async onlyOne(exec: Executor, accountId: number): Promise<CashAccount | undefined> {
    const rows = await exec.select().from(cashAccounts).where(eq(cashAccounts.accountId, accountId)).limit(2);
    return rows.length === 1 ? rows[0] : undefined;
  },

  async nameTaken(exec: Executor, accountId: number, name: string, exceptId?: number): Promise<boolean> {
    const filters = [eq(cashAccounts.accountId, accountId), equalsFolded(cashAccounts.name, name)];
    if (exceptId) filters.push(ne(cashAccounts.id, exceptId));
    const [row] = await exec
      .select({ id: cashAccounts.id })
      .from(cashAccounts)
      .where(and(...filters))
      .limit(1);
    return Boolean(row);
  },

  async insert(exec: Executor, accountId: number, values: CashAccountValues): Promise<CashAccount> {
    const [row] = await exec
      .insert(cashAccounts)
      .values({ accountId, ...values })
      .returning();
    return row!;
  },

  async update(
    exec: Executor,
    accountId: number,
    id: number,
    values: CashAccountValues,
  ): Promise<CashAccount> {
    const [row] = await exec
      .update(cashAccounts)
      .set(values)
      .where(and(eq(cashAccounts.accountId, accountId), eq(cashAccounts.id, id)))
      .returning();
    return row!;
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

  async remove(exec: Executor, accountId: number, id: number): Promise<void> {
    await exec
      .delete(cashAccounts)
      .where(and(eq(cashAccounts.accountId, accountId), eq(cashAccounts.id, id)));
  },
};
