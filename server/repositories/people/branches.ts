import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accounts, users } from '../../db/schema';

export interface Branch {
  id: number;
  assocName: string;
  name: string;
  surname: string;
  email: string | null;
  phone: string;
}

const columns = {
  id: accounts.id,
  assocName: accounts.assocName,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phone: users.phone,
};

/** Open branches of a parent account, each with its main user; a closed branch (deletedAt) is never found. */
const openBranchOf = (parentAccountId: number) =>
  and(eq(accounts.parentAccountId, parentAccountId), isNull(accounts.deletedAt));

export const branchesRepository = {
  async list(
    exec: Executor,
    parentAccountId: number,
    page: { offset: number; limit: number },
  ): Promise<{ rows: Branch[]; total: number }> {
    const rows = await exec
      .select(columns)
      .from(accounts)
      .innerJoin(users, and(eq(users.accountId, accounts.id), eq(users.role, 'main')))
      .where(openBranchOf(parentAccountId))
      .orderBy(asc(accounts.assocName), asc(accounts.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await exec.select({ n: count() }).from(accounts).where(openBranchOf(parentAccountId));
    return { rows, total: total?.n ?? 0 };
  },

  async find(exec: Executor, parentAccountId: number, id: number): Promise<Branch | undefined> {
    const [row] = await exec
      .select(columns)
      .from(accounts)
      .innerJoin(users, and(eq(users.accountId, accounts.id), eq(users.role, 'main')))
      .where(and(openBranchOf(parentAccountId), eq(accounts.id, id)));
    return row;
  },

  /** Whether `branchId` is an open branch of `parentAccountId`, whatever its users. */
  async isOpenBranch(exec: Executor, branchId: number, parentAccountId: number): Promise<boolean> {
    const [row] = await exec
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(openBranchOf(parentAccountId), eq(accounts.id, branchId)));
    return Boolean(row);
  },

  /** Every open branch of a main account, oldest first: the branch switcher of the current user. */
  async listNames(exec: Executor, parentAccountId: number): Promise<{ id: number; assoc_name: string }[]> {
    return exec
      .select({ id: accounts.id, assoc_name: accounts.assocName })
      .from(accounts)
      .where(openBranchOf(parentAccountId))
      .orderBy(asc(accounts.id));
  },

  async close(exec: Executor, parentAccountId: number, id: number): Promise<void> {
    await exec
      .update(accounts)
      .set({ deletedAt: new Date() })
      .where(and(openBranchOf(parentAccountId), eq(accounts.id, id)));
  },
};
