import { and, eq, isNull } from 'drizzle-orm';
import { fullPermissions, type PermissionLevels } from '../../common/permissions';
import type { Executor } from '../db';
import { accounts, operators, users } from '../db/schema';
import type { Actor } from './audit';

export interface Session {
  role: 'main' | 'sub' | 'operator';
  userId: number;
  /** The account the token acts in: the user's own, or one of its branches after a branch login. */
  accountId: number;
  /** The account the user belongs to. */
  homeAccountId: number;
  permissions: PermissionLevels | null;
  tokenVersion: number;
}

interface Claims {
  sub: number;
  acc: number;
  ver: number;
  typ: 'user' | 'operator';
}

/** Reads the caller fresh on every request, so a removed sub-user or changed level takes effect at once. */
export async function loadSession(db: Executor, claims: Claims): Promise<Session | null> {
  if (claims.typ === 'operator') {
    const [operator] = await db
      .select({ id: operators.id })
      .from(operators)
      .where(eq(operators.id, claims.sub));
    if (!operator) return null;
    return {
      role: 'operator',
      userId: operator.id,
      accountId: 0,
      homeAccountId: 0,
      permissions: null,
      tokenVersion: 0,
    };
  }
  const [user] = await db
    .select({
      id: users.id,
      accountId: users.accountId,
      role: users.role,
      permissions: users.permissions,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.id, users.accountId), isNull(accounts.deletedAt)))
    .where(eq(users.id, claims.sub));
  if (!user || user.tokenVersion !== claims.ver) return null;
  if (claims.acc !== user.accountId) {
    if (user.role !== 'main' || !(await isBranchOf(db, claims.acc, user.accountId))) return null;
  }
  return {
    role: user.role,
    userId: user.id,
    accountId: claims.acc,
    homeAccountId: user.accountId,
    permissions:
      user.role === 'main'
        ? fullPermissions()
        : ({ ...fullPermissions(0), ...user.permissions } as PermissionLevels),
    tokenVersion: user.tokenVersion,
  };
}

export async function isBranchOf(db: Executor, branchId: number, parentId: number): Promise<boolean> {
  const [branch] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(eq(accounts.id, branchId), eq(accounts.parentAccountId, parentId), isNull(accounts.deletedAt)),
    );
  return Boolean(branch);
}

export function actorOf(session: Session): Actor {
  return session.role === 'operator'
    ? { accountId: null, userId: null, operatorId: session.userId }
    : { accountId: session.accountId, userId: session.userId };
}
