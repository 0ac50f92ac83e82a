/** The bell's notifications (issue 11), scoped to the caller's account. */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
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
