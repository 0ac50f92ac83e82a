import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { PermissionLevels } from '../../common/permissions';
import type { Executor } from '../db';
import { users } from '../db/schema';

export type User = typeof users.$inferSelect;

export interface SubUserValues {
  name: string;
  surname: string;
  email: string | null;
  phone: string;
  permissions: PermissionLevels;
}

const isSubUserOf = (accountId: number, id: number) =>
  and(eq(users.accountId, accountId), eq(users.role, 'sub'), eq(users.id, id));

/** Sub-user queries take the caller's account id: no query can reach another account's users. */
export const usersRepository = {
  /** Phones log users in, so one phone belongs to one user across every account. */
  async phoneInUse(exec: Executor, phone: string, exceptUserId?: number): Promise<boolean> {
    const [row] = await exec
      .select({ id: users.id })
      .from(users)
      .where(exceptUserId ? and(eq(users.phone, phone), ne(users.id, exceptUserId)) : eq(users.phone, phone));
    return Boolean(row);
  },

  async listSubUsers(
    exec: Executor,
    accountId: number,
    page: { offset: number; limit: number },
  ): Promise<{ rows: User[]; total: number }> {
    const where = and(eq(users.accountId, accountId), eq(users.role, 'sub'));
    const rows = await exec
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.name), asc(users.surname), asc(users.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await exec.select({ n: count() }).from(users).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async findSubUser(exec: Executor, accountId: number, id: number): Promise<User | undefined> {
    const [row] = await exec.select().from(users).where(isSubUserOf(accountId, id));
    return row;
  },

  async insertSubUser(
    exec: Executor,
    accountId: number,
    mainUserId: number,
    values: SubUserValues & { passwordHash: string },
  ): Promise<User> {
    const [row] = await exec
      .insert(users)
      .values({ accountId, role: 'sub', mainUserId, ...values })
      .returning();
    return row!;
  },

  async updateSubUser(
    exec: Executor,
    accountId: number,
    id: number,
    values: SubUserValues & Partial<Pick<User, 'passwordHash' | 'passwordChangedAt' | 'tokenVersion'>>,
  ): Promise<User | undefined> {
    const [row] = await exec.update(users).set(values).where(isSubUserOf(accountId, id)).returning();
    return row;
  },

  async removeSubUser(exec: Executor, accountId: number, id: number): Promise<void> {
    await exec.delete(users).where(isSubUserOf(accountId, id));
  },
};
