import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PermissionLevels } from '../../../common/permissions';
import type { Executor } from '../../db';
import { accounts, users } from '../../db/schema';

export type User = typeof users.$inferSelect;

/** Name and contact of a user, as its forms send them (trimmed, the phone normalised). */
export interface UserContact {
  name: string;
  surname: string;
  email: string | null;
  phone: string;
}

export interface SubUserValues extends UserContact {
  permissions: PermissionLevels;
}

/** A new password, which ends the user's other sessions: the token version rises with it. */
export type PasswordChange = Pick<User, 'passwordHash' | 'passwordChangedAt' | 'tokenVersion'>;

/** What the user's own profile form changes. */
export type ProfileChanges = Pick<User, 'name' | 'surname' | 'email' | 'nationalId'>;

const isSubUserOf = (accountId: number, id: number) =>
  and(eq(users.accountId, accountId), eq(users.role, 'sub'), eq(users.id, id));

const subUsersOf = (accountId: number) => and(eq(users.accountId, accountId), eq(users.role, 'sub'));

/**
 * Every authenticated request loads its user: the statement is built once per database handle and prepared once
 * per connection (issue 13, throughput), instead of being rebuilt and planned on each request.
 */
const signedInQueries = new WeakMap<Executor, ReturnType<typeof signedInQuery>>();
function signedInQuery(exec: Executor) {
  return exec
    .select({
      id: users.id,
      accountId: users.accountId,
      role: users.role,
      permissions: users.permissions,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.id, users.accountId), isNull(accounts.deletedAt)))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('signed_in_user');
}

/** Sub-user queries take the caller's account id: no query can reach another account's users. */
export const usersRepository = {
  async find(exec: Executor, id: number): Promise<User | undefined> {
    const [row] = await exec.select().from(users).where(eq(users.id, id));
    return row;
  },

  async findByPhone(exec: Executor, phone: string): Promise<User | undefined> {
    const [row] = await exec.select().from(users).where(eq(users.phone, phone));
    return row;
  },

  /** The user behind a token, only while its own account is open (a closed branch signs no one in). */
  async findSignedIn(
    exec: Executor,
    id: number,
  ): Promise<Pick<User, 'id' | 'accountId' | 'role' | 'permissions' | 'tokenVersion'> | undefined> {
    let prepared = signedInQueries.get(exec);
    if (!prepared) {
      prepared = signedInQuery(exec);
      signedInQueries.set(exec, prepared);
    }
    const [row] = await prepared.execute({ id });
    return row;
  },

  /** Shown to the platform operator as the account's last login. */
  async touchLastLogin(exec: Executor, id: number): Promise<void> {
    await exec.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
  },

  /** Phones log users in, so one phone belongs to one user across every account. */
  async phoneInUse(exec: Executor, phone: string, exceptUserId?: number): Promise<boolean> {
    const [row] = await exec
      .select({ id: users.id })
      .from(users)
      .where(exceptUserId ? and(eq(users.phone, phone), ne(users.id, exceptUserId)) : eq(users.phone, phone));
    return Boolean(row);
  },

  /** The first main user of an account: its owner. */
  async findOwner(exec: Executor, accountId: number): Promise<Pick<User, 'id' | 'phone'> | undefined> {
    const [row] = await exec
      .select({ id: users.id, phone: users.phone })
      .from(users)
      .where(and(eq(users.accountId, accountId), eq(users.role, 'main')))
      .orderBy(asc(users.id))
      .limit(1);
    return row;
  },

  async insertOwner(
    exec: Executor,
    accountId: number,
    values: UserContact & { passwordHash: string },
  ): Promise<User> {
    const [row] = await exec
      .insert(users)
      .values({ accountId, role: 'main', ...values })
      .returning();
    return row!;
  },

  async updateProfile(exec: Executor, id: number, changes: ProfileChanges): Promise<User | undefined> {
    const [row] = await exec.update(users).set(changes).where(eq(users.id, id)).returning();
    return row;
  },

  /** A new token version (ending every session of the user), with a new password or without. */
  async updateCredentials(
    exec: Executor,
    id: number,
    change: Pick<User, 'tokenVersion'> & Partial<PasswordChange>,
  ): Promise<void> {
    await exec.update(users).set(change).where(eq(users.id, id));
  },

  async countSubUsers(exec: Executor, accountId: number): Promise<number> {
    const [total] = await exec.select({ n: count() }).from(users).where(subUsersOf(accountId));
    return total?.n ?? 0;
  },

  async listSubUsers(
    exec: Executor,
    accountId: number,
    page: { offset: number; limit: number },
  ): Promise<{ rows: User[]; total: number }> {
    const rows = await exec
      .select()
      .from(users)
      .where(subUsersOf(accountId))
      .orderBy(asc(users.name), asc(users.surname), asc(users.id))
      .limit(page.limit)
      .offset(page.offset);
    return { rows, total: await usersRepository.countSubUsers(exec, accountId) };
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
    values: SubUserValues & Partial<PasswordChange>,
  ): Promise<User | undefined> {
    const [row] = await exec.update(users).set(values).where(isSubUserOf(accountId, id)).returning();
    return row;
  },

  async removeSubUser(exec: Executor, accountId: number, id: number): Promise<void> {
    await exec.delete(users).where(isSubUserOf(accountId, id));
  },
};
