import { fullPermissions, type PermissionLevels } from '../../../common/permissions';
import type { Executor } from '../../db';
import { branchesRepository } from '../../repositories/people/branches';
import { operatorsRepository } from '../../repositories/platform/operators';
import { usersRepository } from '../../repositories/session/users';
import type { Actor } from '../../repositories/shared/audit';

export interface Session {
  role: 'main' | 'sub' | 'operator';
  userId: number;
  /** The account the token acts in: the user's own, or one of its branches after a branch login. */
  accountId: number;
  /** The account the user belongs to. */
  homeAccountId: number;
  permissions: PermissionLevels | null;
  tokenVersion: number;
  /** Set when a platform operator signed in as this account's owner for support: the session is read-only. */
  impersonatorId: number | null;
  /** A licence token: the account owner on the licence and order routes only (plugins/auth.ts). */
  licenceOnly?: boolean;
}

interface Claims {
  sub: number;
  acc: number;
  ver: number;
  typ: 'user' | 'operator' | 'licence';
  imp?: number;
}

/** Reads the caller fresh on every request, so a removed sub-user or changed level takes effect at once. */
export async function loadSession(db: Executor, claims: Claims): Promise<Session | null> {
  if (claims.typ === 'operator') {
    const operator = await operatorsRepository.findEnabled(db, claims.sub);
    if (!operator) return null;
    return {
      role: 'operator',
      userId: operator.id,
      accountId: 0,
      homeAccountId: 0,
      permissions: null,
      tokenVersion: 0,
      impersonatorId: null,
    };
  }
  // A support session ends as soon as its operator is removed or disabled.
  if (claims.imp !== undefined && !(await operatorsRepository.findEnabled(db, claims.imp))) return null;
  const user = await usersRepository.findSignedIn(db, claims.sub);
  if (!user || user.tokenVersion !== claims.ver) return null;
  if (claims.typ === 'licence' && (user.role !== 'main' || claims.acc !== user.accountId)) return null;
  if (claims.acc !== user.accountId) {
    if (user.role !== 'main' || !(await branchesRepository.isOpenBranch(db, claims.acc, user.accountId)))
      return null;
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
    impersonatorId: claims.imp ?? null,
    ...(claims.typ === 'licence' && { licenceOnly: true }),
  };
}

/**
 * The audit's actor of a user's session. An operator's session reaches no account's route (plugins/auth.ts), and
 * its own changes are written to platform_audit_log (repositories/platform/platformAudit.ts), never in account 0.
 */
export function actorOf(session: Session): Actor {
  if (session.role === 'operator')
    throw new Error('An operator acts in no account: write platform_audit_log.');
  return { accountId: session.accountId, userId: session.userId, operatorId: session.impersonatorId };
}

/** Who calls a service in an account: the audit's actor with the account it acts in (docs/architecture.md). */
export type AccountActor = Actor;

/** The actor of a signed-in user's session (sessionOf has refused the operator's). */
export const accountActorOf = actorOf;
