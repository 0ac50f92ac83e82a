/**
 * Orders of packages. The account side reads and writes only its own account's orders; the operator's decision
 * (confirm or cancel) finds an order by its id alone and locks it, since the operator acts across accounts.
 */
import { and, count, desc, eq, getTableColumns, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { orders, packages } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderWithPackage = OrderRow & { packageName: string };

export type NewOrder = Pick<
  typeof orders.$inferInsert,
  'packageId' | 'kind' | 'apartmentCount' | 'months' | 'smsCredits' | 'amount' | 'reference'
>;

const withPackage = { ...getTableColumns(orders), packageName: packages.name };

export const ordersRepository = {
  async insert(exec: Executor, accountId: number, values: NewOrder): Promise<OrderRow> {
    const [row] = await exec
      .insert(orders)
      .values({ ...values, accountId })
      .returning();
    return row!;
  },

  /** The account's orders, newest first. */
  async listForAccount(
    exec: Executor,
    accountId: number,
    page: { limit: number; offset: number },
  ): Promise<{ rows: OrderWithPackage[]; total: number }> {
    const rows = await exec
      .select(withPackage)
      .from(orders)
      .innerJoin(packages, eq(packages.id, orders.packageId))
      .where(eq(orders.accountId, accountId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset);
    const [counted] = await exec.select({ n: count() }).from(orders).where(eq(orders.accountId, accountId));
    return { rows, total: counted?.n ?? 0 };
  },

  async findForAccount(exec: Executor, accountId: number, id: number): Promise<OrderWithPackage | undefined> {
    const [row] = await exec
      .select(withPackage)
      .from(orders)
      .innerJoin(packages, eq(packages.id, orders.packageId))
      .where(and(eq(orders.accountId, accountId), eq(orders.id, id)));
    return row;
  },

  /** The name of the licence package last paid for: the account's package now (null on the trial). */
  async currentLicencePackage(exec: Executor, accountId: number): Promise<string | null> {
    const [row] = await exec
      .select({ name: packages.name })
      .from(orders)
      .innerJoin(packages, eq(packages.id, orders.packageId))
      .where(and(eq(orders.accountId, accountId), eq(orders.kind, 'licence'), eq(orders.status, 'paid')))
      .orderBy(desc(orders.paidAt), desc(orders.id))
      .limit(1);
    return row?.name ?? null;
  },

  /** The operator's side: the order locked until the transaction ends, so two decisions never both apply. */
  async lockForDecision(exec: Executor, id: number): Promise<OrderRow | undefined> {
    const [row] = await exec.select().from(orders).where(eq(orders.id, id)).for('update');
    return row;
  },

  /** The account's next receipt number for a paid order (the caller holds the account row's lock). */
  async nextReceiptNo(exec: Executor, accountId: number): Promise<number> {
    const [row] = await exec
      .select({ last: max(orders.receiptNo) })
      .from(orders)
      .where(eq(orders.accountId, accountId));
    return (row?.last ?? 0) + 1;
  },

  async markPaid(exec: Executor, id: number, receiptNo: number, operatorId: number): Promise<OrderRow> {
    const [row] = await exec
      .update(orders)
      .set({ status: 'paid', receiptNo, paidAt: sql`now()`, decidedByOperatorId: operatorId })
      .where(eq(orders.id, id))
      .returning();
    return row!;
  },

  async markCancelled(exec: Executor, id: number, operatorId: number): Promise<OrderRow> {
    const [row] = await exec
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, decidedByOperatorId: operatorId })
      .where(eq(orders.id, id))
      .returning();
    return row!;
  },
};
