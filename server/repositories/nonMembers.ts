import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../db';
import { nonMembers } from '../db/schema';
import { matchesKey } from '../db/search';

export type NonMember = typeof nonMembers.$inferSelect;
export interface NonMemberValues {
  name: string;
  phone: string;
}

/** Contacts who are not residents (üye olmayanlar). Every function takes the caller's account id. */
export const nonMembersRepository = {
  async list(
    exec: Executor,
    accountId: number,
    query: { key?: string | null; page: { offset: number; limit: number } },
  ): Promise<{ rows: NonMember[]; total: number }> {
    const filters: SQL[] = [eq(nonMembers.accountId, accountId)];
    if (query.key)
      filters.push(or(matchesKey(nonMembers.name, query.key), matchesKey(nonMembers.phone, query.key))!);
    const where = and(...filters);
    const rows = await exec
      .select()
      .from(nonMembers)
      .where(where)
      .orderBy(asc(nonMembers.name), asc(nonMembers.id))
      .limit(query.page.limit)
      .offset(query.page.offset);
    const [total] = await exec.select({ n: count() }).from(nonMembers).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async find(exec: Executor, accountId: number, id: number): Promise<NonMember | undefined> {
    const [row] = await exec
      .select()
      .from(nonMembers)
      .where(and(eq(nonMembers.accountId, accountId), eq(nonMembers.id, id)));
    return row;
  },

  async insert(exec: Executor, accountId: number, values: NonMemberValues): Promise<NonMember> {
    const [row] = await exec
      .insert(nonMembers)
      .values({ accountId, ...values })
      .returning();
    return row!;
  },

  async update(
    exec: Executor,
    accountId: number,
    id: number,
    values: NonMemberValues,
  ): Promise<NonMember | undefined> {
    const [row] = await exec
      .update(nonMembers)
      .set(values)
      .where(and(eq(nonMembers.accountId, accountId), eq(nonMembers.id, id)))
      .returning();
    return row;
  },

  async remove(exec: Executor, accountId: number, id: number): Promise<void> {
    await exec.delete(nonMembers).where(and(eq(nonMembers.accountId, accountId), eq(nonMembers.id, id)));
  },
};
