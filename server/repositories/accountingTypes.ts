import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { accountingTypes, debtBatches, debtExemptions, debtJobs, debts, payments } from '../db/schema';
import { equalsFolded, matchesKey } from '../db/search';

export type AccountingType = typeof accountingTypes.$inferSelect;
/** 1 income (gelir: debts and collections), 2 expense (gider). */
export type AccountingKind = 1 | 2;

export interface AccountingTypeQuery {
  type?: AccountingKind | null;
  key?: string | null;
  /** null: every row (print and export). */
  page: { offset: number; limit: number } | null;
}

/** Every function takes the caller's account id: no query can reach another account's types. */
export const accountingTypesRepository = {
  async list(
    exec: Executor,
    accountId: number,
    query: AccountingTypeQuery,
  ): Promise<{ rows: AccountingType[]; total: number }> {
    const filters: SQL[] = [eq(accountingTypes.accountId, accountId)];
    if (query.type) filters.push(eq(accountingTypes.type, query.type));
    if (query.key) filters.push(matchesKey(accountingTypes.name, query.key));
    const where = and(...filters);
    const select = exec
      .select()
      .from(accountingTypes)
      .where(where)
      .orderBy(asc(accountingTypes.type), asc(accountingTypes.name), asc(accountingTypes.id));
    const rows = query.page ? await select.limit(query.page.limit).offset(query.page.offset) : await select;
    const [total] = await exec.select({ n: count() }).from(accountingTypes).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async find(exec: Executor, accountId: number, id: number): Promise<AccountingType | undefined> {
    const [row] = await exec
      .select()
      .from(accountingTypes)
      .where(and(eq(accountingTypes.accountId, accountId), eq(accountingTypes.id, id)));
    return row;
  },

  /** Another type of the same kind with the same name (Turkish-folded), other than `exceptId`. */
  async nameTaken(
    exec: Executor,
    accountId: number,
    values: { name: string; type: number },
    exceptId?: number,
  ): Promise<boolean> {
    const filters = [
      eq(accountingTypes.accountId, accountId),
      eq(accountingTypes.type, values.type),
      equalsFolded(accountingTypes.name, values.name),
    ];
    if (exceptId) filters.push(ne(accountingTypes.id, exceptId));
    const [row] = await exec
      .select({ id: accountingTypes.id })
      .from(accountingTypes)
      .where(and(...filters))
      .limit(1);
    return Boolean(row);
  },

  async insert(
    exec: Executor,
    accountId: number,
    values: { name: string; type: AccountingKind },
  ): Promise<AccountingType> {
    const [row] = await exec
      .insert(accountingTypes)
      .values({ accountId, ...values })
      .returning();
    return row!;
  },

  async update(
    exec: Executor,
    accountId: number,
    id: number,
    values: { name: string; type: AccountingKind },
  ): Promise<AccountingType | undefined> {
    const [row] = await exec
      .update(accountingTypes)
      .set(values)
      .where(and(eq(accountingTypes.accountId, accountId), eq(accountingTypes.id, id)))
      .returning();
    return row;
  },

  /** How many records refer to the type: exemptions, debts (deleted ones too: their history), payments, dues jobs. */
  async usage(exec: Executor, accountId: number, id: number): Promise<number> {
    const { rows } = await exec.execute<{ n: string }>(sql`select
      (select count(*) from ${debtExemptions} where ${debtExemptions.accountId} = ${accountId} and ${debtExemptions.accountingTypeId} = ${id})
      + (select count(*) from ${debts} where ${debts.accountId} = ${accountId} and ${debts.accountingTypeId} = ${id})
      + (select count(*) from ${payments} where ${payments.accountId} = ${accountId} and ${payments.accountingTypeId} = ${id})
      + (select count(*) from ${debtJobs} where ${debtJobs.accountId} = ${accountId} and ${debtJobs.accountingTypeId} = ${id})
      + (select count(*) from ${debtBatches} where ${debtBatches.accountId} = ${accountId} and ${debtBatches.accountingTypeId} = ${id})
      as n`);
    return Number(rows[0]?.n ?? 0);
  },

  async remove(exec: Executor, accountId: number, id: number): Promise<void> {
    await exec
      .delete(accountingTypes)
      .where(and(eq(accountingTypes.accountId, accountId), eq(accountingTypes.id, id)));
  },
};
