/** The bell's notifications (issue 11), scoped to the caller's account. */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { notificationReads, notifications } from '../../db/schema';

export type NotificationValues = Pick<
  typeof notifications.$inferInsert,
  'accountId' | 'kind' | 'title' | 'body' | 'link'
>;

/** Whose bell: the account it acts in (its own, or a branch) and the signed-in user. */
export interface Reader {
  accountId: number;
  userId: number;
}

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

  /**
   * Newest first, each with whether this user has read it; with the count of every one the user has not read.
   * The read state is the user's own (issue 28): another user of the account reading one changes nothing here.
   */
  async list(
    exec: Executor,
    reader: Reader,
    options: { unreadOnly: boolean; offset: number; limit: number },
  ) {
    const readByMe = and(
      eq(notificationReads.accountId, notifications.accountId),
      eq(notificationReads.notificationId, notifications.id),
      eq(notificationReads.userId, reader.userId),
    );
    const mine = eq(notifications.accountId, reader.accountId);
    const unread = and(mine, isNull(notificationReads.notificationId));
    const where = options.unreadOnly ? unread : mine;
    const rows = await exec
      .select({ notification: notifications, readAt: notificationReads.readAt })
      .from(notifications)
      .leftJoin(notificationReads, readByMe)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.limit)
      .offset(options.offset);
    const [total] = await exec
      .select({ n: count() })
      .from(notifications)
      .leftJoin(notificationReads, readByMe)
      .where(where);
    const [unreadCount] = await exec
      .select({ n: count() })
      .from(notifications)
      .leftJoin(notificationReads, readByMe)
      .where(unread);
    return {
      rows: rows.map((row) => ({ ...row.notification, readAt: row.readAt })),
      total: total?.n ?? 0,
      unread: unreadCount?.n ?? 0,
    };
  },

  /** Marks read for this user the unread ones of a kind that lead to `link` (a conversation opened or answered). */
  async markReadAt(exec: Executor, reader: Reader, kind: string, link: string, at: Date): Promise<number> {
    const rows = await exec
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.accountId, reader.accountId),
          eq(notifications.kind, kind),
          eq(notifications.link, link),
        ),
      );
    return notificationsRepository.markRead(
      exec,
      reader,
      rows.map((row) => row.id),
      at,
    );
  },

  /**
   * Marks the given ones (null: every one of the account) read for this user only; answers how many were unread
   * for it. Ids of another account's notifications are ignored.
   */
  async markRead(exec: Executor, reader: Reader, ids: number[] | null, at: Date): Promise<number> {
    if (ids?.length === 0) return 0;
    const rows = await exec
      .insert(notificationReads)
      .select(
        exec
          .select({
            accountId: notifications.accountId,
            notificationId: notifications.id,
            userId: sql<number>`${reader.userId}::int`.as('user_id'),
            readAt: sql<Date>`${at.toISOString()}::timestamptz`.as('read_at'),
          })
          .from(notifications)
          .where(
            and(
              eq(notifications.accountId, reader.accountId),
              ids ? inArray(notifications.id, ids) : undefined,
            ),
          ),
      )
      .onConflictDoNothing()
      .returning({ id: notificationReads.notificationId });
    return rows.length;
  },
};
