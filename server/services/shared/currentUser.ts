import { Type } from 'typebox';
import { isoToDmy } from '../../../common/date';
import { PERMISSION_KEYS, type PermissionLevels } from '../../../common/permissions';
import type { CurrentUser } from '../../../common/types';
import type { Executor } from '../../db';
import { branchesRepository } from '../../repositories/people/branches';
import { accountsRepository } from '../../repositories/session/accounts';
import { type User, usersRepository } from '../../repositories/session/users';
import type { Session } from './sessions';

const Level = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

export const PermissionFields = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, Level])) as Record<
  (typeof PERMISSION_KEYS)[number],
  typeof Level
>;

/** The first fields of every answer that shows a user: the current user and the sub-users. */
export const UserContactFields = {
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
};

export const CurrentUserSchema = Type.Object({
  ...UserContactFields,
  national_id: Type.Union([Type.String(), Type.Null()]),
  assoc_name: Type.String(),
  account_id: Type.Integer(),
  role: Type.Union([Type.Literal('main'), Type.Literal('sub')]),
  main_user_id: Type.Union([Type.Integer(), Type.Null()]),
  is_branch: Type.Boolean(),
  branchs: Type.Array(Type.Object({ id: Type.Integer(), assoc_name: Type.String() })),
  apartment_count: Type.Integer(),
  apartment_limit: Type.Integer(),
  licence_end: Type.Union([Type.String(), Type.Null()]),
  logo: Type.Union([Type.String(), Type.Null()]),
  /** Only in an operator's read-only support session, so the back office can say so on every page. */
  support_session: Type.Optional(Type.Literal(true)),
  ...PermissionFields,
});

/** The first fields of a user's answer, in the order of `UserContactFields`. */
export const userContactJson = (user: User) => ({
  id: user.id,
  name: user.name,
  surname: user.surname,
  email: user.email,
  phone: user.phone,
});

export function logoUrl(logoKey: string | null): string | null {
  return logoKey ? `/api/logo/file/${logoKey}` : null;
}

/**
 * The current-user answer of /login and /me (docs/domain.md, "Entities and states"), for the account the session acts
 * in.
 */
export async function currentUser(
  exec: Executor,
  session: Pick<Session, 'userId' | 'accountId' | 'permissions'> & Partial<Pick<Session, 'impersonatorId'>>,
): Promise<CurrentUser> {
  const user = await usersRepository.find(exec, session.userId);
  const account = await accountsRepository.find(exec, session.accountId);
  if (!user || !account) throw new Error('session without user or account');
  // Only a main user switches between its account and the account's branches.
  const branches = user.role === 'main' ? await branchesRepository.listNames(exec, user.accountId) : [];
  const levels: PermissionLevels = session.permissions ?? ({} as PermissionLevels);
  return {
    ...userContactJson(user),
    national_id: user.nationalId,
    assoc_name: account.assocName,
    account_id: account.id,
    role: user.role,
    main_user_id: user.mainUserId,
    is_branch: account.parentAccountId !== null,
    branchs: branches,
    apartment_count: await accountsRepository.apartmentCount(exec, account.id),
    apartment_limit: account.apartmentLimit,
    licence_end: isoToDmy(account.licenceEnd),
    logo: logoUrl(account.logoKey),
    ...(session.impersonatorId != null && { support_session: true as const }),
    ...levels,
  };
}
