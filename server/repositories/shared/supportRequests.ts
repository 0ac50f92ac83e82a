import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accounts, supportRequests, users } from '../../db/schema';
import { matchesKey } from '../../db/search';

export type SupportRequest = typeof supportRequests.$inferSelect;

/** A request as the operator lists it: with the account's and the sender's names. */
export interface SupportRequestRow extends SupportRequest {
  assocName: string;
  userName: string;
  userPhone: string;
}

export interface SupportRequestQuery {
  q: string | null;
  /** true: answered only; false: waiting only; null: all. */
  answered: boolean | null;
  accountId: number | null;
  ids: number[] | null;
  page: { offset: number; limit: number } | null;
  /** Oldest first (the queue) or newest first. */
  newestFirst: boolean;
}

const userName = sql<string>`${users.name} || ' ' || ${users.surname}`;

function where(query: SupportRequestQuery): SQL {
  return and(
    query.q
      ? or(
          matchesKey(supportRequests.subject, query.q),
          matchesKey(supportRequests.body, query.q),
          matchesKey(accounts.assocName, query.q),
        )
      : undefined,
    query.answered === true ? isNotNull(supportRequests.answeredAt) : undefined,
    query.answered === false ? isNull(supportRequests.answeredAt) : undefined,
    query.accountId ? eq(supportRequests.accountId, query.accountId) : undefined,
    query.ids ? sql`${supportRequests.id} = any(${sql.param(query.ids)}::int[])` : undefined,
  )!;
}

/** Requests from the help page to the platform operator, and the operator's answers. */
export const supportRequestsRepository = {
  /** The caller's own requests in its account, newest first. */
  async listOwn(exec: Executor, accountId: number, userId: number): Promise<SupportRequest[]> {
    return exec
      .select()
      .from(supportRequests)
      .where(and(eq(supportRequests.accountId, accountId), eq(supportRequests.userId, userId)))
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id));
  },

  async insert(
    exec: Executor,
    accountId: number,
    values: { userId: number; subject: string; body: string },
  ): Promise<SupportRequest> {
    const [row] = await exec
      .insert(supportRequests)
      .values({ accountId, ...values })
      .returning();
    return row!;
  },

  /** Every account's requests (operator routes only). */
  async listAll(
    exec: Executor,
    query: SupportRequestQuery,
  ): Promise<{ rows: SupportRequestRow[]; total: number }> {
    const order = query.newestFirst ? desc(supportRequests.createdAt) : asc(supportRequests.createdAt);
    const base = exec
      .select({
        ...selectColumns,
        assocName: accounts.assocName,
        userName,
        userPhone: users.phone,
      })
      .from(supportRequests)
      .innerJoin(accounts, eq(accounts.id, supportRequests.accountId))
      .innerJoin(users, eq(users.id, supportRequests.userId))
      .where(where(query))
      .orderBy(order, asc(supportRequests.id));
    const rows = query.page ? await base.limit(query.page.limit).offset(query.page.offset) : await base;
    const [counted] = await exec
      .select({ n: sql<number>`count(*)::int` })
      .from(supportRequests)
      .innerJoin(accounts, eq(accounts.id, supportRequests.accountId))
      .where(where(query));
    return { rows, total: counted?.n ?? 0 };
  },

  /** One request of any account with its names (operator routes only). */
  async findOne(exec: Executor, id: number): Promise<SupportRequestRow | undefined> {
    const query = { q: null, answered: null, accountId: null, ids: [id], page: null, newestFirst: true };
    return (await supportRequestsRepository.listAll(exec, query)).rows[0];
  },

  /** One request of any account, locked until the transaction ends (operator routes only). */
  async lockOne(exec: Executor, id: number): Promise<SupportRequest | undefined> {
    const [row] = await exec.select().from(supportRequests).where(eq(supportRequests.id, id)).for('update');
    return row;
  },

  async saveAnswer(exec: Executor, id: number, answer: string, operatorId: number): Promise<SupportRequest> {
    const [row] = await exec
      .update(supportRequests)
      .set({ answer, answeredAt: new Date(), answeredByOperatorId: operatorId })
      .where(eq(supportRequests.id, id))
      .returning();
    return row!;
  },
};

const selectColumns = {
  id: supportRequests.id,
  accountId: supportRequests.accountId,
  userId: supportRequests.userId,
  subject: supportRequests.subject,
  body: supportRequests.body,
  answer: supportRequests.answer,
  answeredAt: supportRequests.answeredAt,
  answeredByOperatorId: supportRequests.answeredByOperatorId,
  createdAt: supportRequests.createdAt,
};
