/** Online payments and the account's payment settings (docs/payments.md): every query scoped to the account but
 * the notification's lookup, which finds the account from the order. */
import { and, count, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  accountingTypes,
  apartments,
  buildings,
  debts,
  onlinePaymentSettings,
  onlinePayments,
  residents,
} from '../../db/schema';

export type OnlinePayment = typeof onlinePayments.$inferSelect;
export type NewOnlinePayment = typeof onlinePayments.$inferInsert;
export type PaymentSettings = typeof onlinePaymentSettings.$inferSelect;
export type OnlinePaymentStatus = OnlinePayment['status'];

export interface PaymentListFilters {
  status: OnlinePaymentStatus | null;
  /** ISO days, inclusive, on the creation day in Istanbul. */
  from: string | null;
  to: string | null;
  /** One payment only (the refund's answer). */
  id?: number;
}

const istanbulDay = sql`(${onlinePayments.createdAt} at time zone 'Europe/Istanbul')::date`;

export const onlinePaymentsRepository = {
  async settings(exec: Executor, accountId: number): Promise<PaymentSettings | undefined> {
    const [row] = await exec
      .select()
      .from(onlinePaymentSettings)
      .where(eq(onlinePaymentSettings.accountId, accountId));
    return row;
  },

  async saveSettings(
    exec: Executor,
    values: typeof onlinePaymentSettings.$inferInsert,
  ): Promise<PaymentSettings> {
    const { accountId: _, ...changes } = values;
    const [row] = await exec
      .insert(onlinePaymentSettings)
      .values(values)
      .onConflictDoUpdate({
        target: onlinePaymentSettings.accountId,
        set: { ...changes, updatedAt: new Date() },
      })
      .returning();
    return row!;
  },

  async insert(exec: Executor, values: NewOnlinePayment): Promise<OnlinePayment> {
    const [row] = await exec.insert(onlinePayments).values(values).returning();
    return row!;
  },

  async update(exec: Executor, id: number, values: Partial<NewOnlinePayment>): Promise<OnlinePayment> {
    const [row] = await exec.update(onlinePayments).set(values).where(eq(onlinePayments.id, id)).returning();
    return row!;
  },

  async find(exec: Executor, accountId: number, id: number): Promise<OnlinePayment | undefined> {
    const [row] = await exec
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.accountId, accountId), eq(onlinePayments.id, id)));
    return row;
  },

  /** The payment, locked until the transaction ends: the first notification wins, the others wait and see it done. */
  async lock(exec: Executor, accountId: number, id: number): Promise<OnlinePayment | undefined> {
    const [row] = await exec
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.accountId, accountId), eq(onlinePayments.id, id)))
      .for('update');
    return row;
  },

  /** A provider's notification names the order (PayTR) or its checkout token (iyzico), not the account. */
  async byProviderKey(exec: Executor, provider: OnlinePayment['provider'], key: string) {
    const [row] = await exec
      .select()
      .from(onlinePayments)
      .where(
        and(
          eq(onlinePayments.provider, provider),
          or(eq(onlinePayments.orderId, key), eq(onlinePayments.providerToken, key)),
        ),
      )
      .limit(1);
    return row;
  },

  /** A payment of the in-product test bank, found by its id alone: its page knows nothing else. */
  async testPayment(exec: Executor, id: number) {
    const [row] = await exec
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.id, id), eq(onlinePayments.provider, 'test')));
    return row;
  },

  /** The resident's name, phone and e-mail for the provider's buyer fields. */
  async buyer(exec: Executor, accountId: number, residentId: number) {
    const [row] = await exec
      .select({
        name: residents.name,
        surname: residents.surname,
        phone: residents.phone,
        email: residents.email,
      })
      .from(residents)
      .where(and(eq(residents.accountId, accountId), eq(residents.id, residentId)));
    return row;
  },

  /** The expense type the commission is written under: the account's "Banka masrafı", made when missing. */
  async feeType(exec: Executor, accountId: number): Promise<{ id: number; created: boolean }> {
    const where = and(
      eq(accountingTypes.accountId, accountId),
      eq(accountingTypes.type, 2),
      eq(accountingTypes.name, 'Banka masrafı'),
    );
    const [found] = await exec.select({ id: accountingTypes.id }).from(accountingTypes).where(where);
    if (found) return { id: found.id, created: false };
    const [made] = await exec
      .insert(accountingTypes)
      .values({ accountId, type: 2, name: 'Banka masrafı' })
      .returning({ id: accountingTypes.id });
    return { id: made!.id, created: true };
  },

  /** The manager's list: newest first, with the resident and the flats of the debts paid. */
  async list(
    exec: Executor,
    accountId: number,
    filters: PaymentListFilters,
    page: { offset: number; limit: number },
  ) {
    const where = and(
      eq(onlinePayments.accountId, accountId),
      filters.status ? eq(onlinePayments.status, filters.status) : undefined,
      filters.id ? eq(onlinePayments.id, filters.id) : undefined,
      filters.from ? gte(istanbulDay, sql`${filters.from}::date`) : undefined,
      filters.to ? lt(istanbulDay, sql`${filters.to}::date + 1`) : undefined,
    );
    const flats = sql<string>`(select coalesce(string_agg(distinct ${buildings.name} || ' ' || ${apartments.identifier}, ', '), '')
      from ${debts} join ${apartments} on ${apartments.id} = ${debts.apartmentId}
      join ${buildings} on ${buildings.id} = ${apartments.buildingId}
      where ${debts.accountId} = ${onlinePayments.accountId} and ${debts.id} = any(${onlinePayments.debtIds}))`;
    const rows = await exec
      .select({
        payment: onlinePayments,
        residentName: sql<string>`${residents.name} || ' ' || ${residents.surname}`,
        flats,
      })
      .from(onlinePayments)
      .innerJoin(residents, eq(residents.id, onlinePayments.residentId))
      .where(where)
      .orderBy(desc(onlinePayments.createdAt), desc(onlinePayments.id))
      .offset(page.offset)
      .limit(page.limit);
    const [total] = await exec.select({ n: count() }).from(onlinePayments).where(where);
    return { rows, total: total!.n };
  },
};
