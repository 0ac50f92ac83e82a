/** The conversation between the management and each resident (issue 11), scoped to the caller's account. */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { residentMessages, users } from '../../db/schema';

export type ConversationRow = {
  resident_id: number;
  name: string;
  last_body: string;
  last_from_resident: boolean;
  last_at: string;
  unread: number;
};

const live = (accountId: number) =>
  and(eq(residentMessages.accountId, accountId), isNull(residentMessages.deletedAt));

export const residentMessagesRepository = {
  /** One row per resident with a message: the last one and how many of theirs are unread, newest first. */
  async conversations(
    exec: Executor,
    accountId: number,
    page: { offset: number; limit: number },
  ): Promise<{ rows: ConversationRow[]; total: number }> {
    const { rows } = await exec.execute<ConversationRow & { total: number }>(sql`
      with live as (
        select m.* from resident_messages m where m.account_id = ${accountId} and m.deleted_at is null
      ), last as (
        select distinct on (resident_id) resident_id, body, from_resident, created_at from live
        order by resident_id, created_at desc, id desc
      )
      select l.resident_id, r.name || ' ' || r.surname as name, l.body as last_body,
        l.from_resident as last_from_resident, to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_at,
        (select count(*)::int from live u where u.resident_id = l.resident_id and u.from_resident
          and u.read_at is null) as unread,
        count(*) over ()::int as total
      from last l join residents r on r.id = l.resident_id and r.account_id = ${accountId}
      order by l.created_at desc, l.resident_id desc
      limit ${page.limit} offset ${page.offset}`);
    return { rows: rows.map(({ total: _, ...row }) => row), total: rows[0]?.total ?? 0 };
  },

  /** A resident's thread, oldest first, with the writing user's name. */
  async thread(exec: Executor, accountId: number, residentId: number) {
    return exec
      .select({
        id: residentMessages.id,
        body: residentMessages.body,
        fromResident: residentMessages.fromResident,
        userName: sql<string | null>`${users.name} || ' ' || ${users.surname}`,
        readAt: residentMessages.readAt,
        createdAt: residentMessages.createdAt,
      })
      .from(residentMessages)
      .leftJoin(users, eq(users.id, residentMessages.userId))
      .where(and(live(accountId), eq(residentMessages.residentId, residentId)))
      .orderBy(asc(residentMessages.createdAt), asc(residentMessages.id))
      .limit(500);
  },

  async markRead(exec: Executor, accountId: number, residentId: number, at: Date) {
    await exec
      .update(residentMessages)
      .set({ readAt: at })
      .where(
        and(
          live(accountId),
          eq(residentMessages.residentId, residentId),
          eq(residentMessages.fromResident, true),
          isNull(residentMessages.readAt),
        ),
      );
  },

  async insert(
    exec: Executor,
    values: Pick<
      typeof residentMessages.$inferInsert,
      'accountId' | 'residentId' | 'userId' | 'fromResident' | 'body'
    >,
  ) {
    const [row] = await exec.insert(residentMessages).values(values).returning();
    return row!;
  },

  /** Soft delete; answers the row as it was, or undefined when it is not the account's (or already gone). */
  async softDelete(exec: Executor, accountId: number, id: number, at: Date) {
    const [row] = await exec
      .update(residentMessages)
      .set({ deletedAt: at })
      .where(and(live(accountId), eq(residentMessages.id, id)))
      .returning();
    return row;
  },
};
