/** The bell's notifications (issue 11), scoped to the caller's account. */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { notifications } from '../db/schema';

export type NotificationValues = Pick<
  typeof notifications.$inferInsert,
  'accountId' | 'kind' | 'title' | 'body' | 'link'
>;

export const notificationsRepository = {
  async insert(exec: Executor, values: NotificationValues) {
    const [row] = await exec.insert(notifications).values(values).returning();
    return row!;
  },

  /** Writes a notification of an occasion once (a dues run, a licence's last days); answers whether it was new. */
  async insertOnce(exec: Executor, values: NotificationValues & { occasion: string }): Promise<boolean> {
    const rows = await exec
      .insert(notifications)
      .values(values)
      .onConflictDoNothing({ target: [notifications.accountId, notifications.kind, notifications.occasion] })
      .returning({ id: notifications.id });
    return rows.length > 0;
  },

  /** Accounts whose licence ends within `days` of `todayIso` (inclusive), and polls ending that day. */
  async dailyOccasions(exec: Executor, todayIso: string, days: number) {
    const { rows: licences } = await exec.execute<{ id: number; licence_end: string }>(sql`
      select id, licence_end::text from accounts
      where deleted_at is null and licence_end between ${todayIso}::date and ${todayIso}::date + ${days}::int`);
    const { rows: polls } = await exec.execute<{ id: number; account_id: number; title: string }>(sql`
      select id, account_id, title from surveys where end_date = ${todayIso}::date`);
    return { licences, polls };
  },

  /** Failed messages of a campaign. */
  async failedInCampaign(exec: Executor, campaignId: number) {
    const { rows } = await exec.execute<{ account_id: number; failed: string }>(sql`
      select c.account_id, count(m.id)::text as failed from sms_campaigns c
      join sms_messages m on m.campaign_id = c.id and m.status = 'failed'
      where c.id = ${campaignId} group by c.account_id`);
    const row = rows[0];
    return row ? { accountId: row.account_id, failed: Number(row.failed) } : null;
  },

  /** Newest first; with the count of every unread one of the account. */
  async list(
    exec: Executor,
    accountId: number,
    options: { unreadOnly: boolean; offset: number; limit: number },
  ) {
    const mine = eq(notifications.accountId, accountId);
    const where = options.unreadOnly ? and(mine, isNull(notifications.readAt)) : mine;
    const rows = await exec
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.limit)
      .offset(options.offset);
    const [total] = await exec.select({ n: count() }).from(notifications).where(where);
    const [unread] = await exec
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, isNull(notifications.readAt)));
    return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0 };
  },

  /** Marks the given ones (null: every one) read; answers how many changed. */
  async markRead(exec: Executor, accountId: number, ids: number[] | null, at: Date): Promise<number> {
    if (ids?.length === 0) return 0;
    const rows = await exec
      .update(notifications)
      .set({ readAt: at })
      .where(
        and(
          eq(notifications.accountId, accountId),
          isNull(notifications.readAt),
          ids ? inArray(notifications.id, ids) : undefined,
        ),
      )
      .returning({ id: notifications.id });
    return rows.length;
  },
};
