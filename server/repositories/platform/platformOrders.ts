import { and, asc, desc, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accounts, orders, packages } from '../../db/schema';
import { matchesKey } from '../../db/search';
import type { OrderWithPackage } from '../session/orders';

/** An order as the operator lists it: with the package's and the account's names. */
export type PlatformOrder = OrderWithPackage & { assocName: string };

export interface PlatformOrderQuery {
  /** Reference or site name. */
  q: string | null;
  status: 'awaiting_payment' | 'paid' | 'cancelled' | null;
  accountId: number | null;
  ids: number[] | null;
  page: { offset: number; limit: number } | null;
  newestFirst: boolean;
}

function where(query: PlatformOrderQuery): SQL | undefined {
  return and(
    query.q ? or(matchesKey(orders.reference, query.q), matchesKey(accounts.assocName, query.q)) : undefined,
    query.status ? eq(orders.status, query.status) : undefined,
    query.accountId ? eq(orders.accountId, query.accountId) : undefined,
    query.ids ? inArray(orders.id, query.ids.length ? query.ids : [0]) : undefined,
  );
}

/** Every account's orders, for the operator who confirms the transfers (operator routes only). */
export const platformOrdersRepository = {
  async list(exec: Executor, query: PlatformOrderQuery): Promise<{ rows: PlatformOrder[]; total: number }> {
    const base = exec
      .select({ ...getTableColumns(orders), packageName: packages.name, assocName: accounts.assocName })
      .from(orders)
      .innerJoin(packages, eq(packages.id, orders.packageId))
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .where(where(query))
      .orderBy(query.newestFirst ? desc(orders.createdAt) : asc(orders.createdAt), desc(orders.id));
    const rows = query.page ? await base.limit(query.page.limit).offset(query.page.offset) : await base;
    const [counted] = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(accounts, eq(accounts.id, orders.accountId))
      .where(where(query));
    return { rows, total: counted?.n ?? 0 };
  },

  async find(exec: Executor, id: number): Promise<PlatformOrder | undefined> {
    const query = { q: null, status: null, accountId: null, ids: [id], page: null, newestFirst: true };
    return (await platformOrdersRepository.list(exec, query)).rows[0];
  },
};
