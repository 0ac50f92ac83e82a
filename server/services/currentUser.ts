import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import { isoToDmy } from '../../common/date';
import { PERMISSION_KEYS, type PermissionLevels } from '../../common/permissions';
import type { CurrentUser } from '../../common/types';
import type { Executor } from '../db';
import { accounts, apartments, users } from '../db/schema';
import type { Session } from './sessions';

const Level = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]);

export const PermissionFields = Object.fromEntries(PERMISSION_KEYS.map((key) => [key, Level])) as Record<
  (typeof PERMISSION_KEYS)[number],
  typeof Level
>;

export const CurrentUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.String(),
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
  ...PermissionFields,
});

export function logoUrl(logoKey: string | null): string | null {
  return logoKey ? `/api/logo/file/${logoKey}` : null;
}

export async function apartmentCount(exec: Executor, accountId: number): Promise<number> {
  const [row] = await exec.select({ n: count() }).from(apartments).where(eq(apartments.accountId, accountId));
  return row?.n ?? 0;
}

/** The current-user answer of /login and /me (SPEC.md section 3), for the account the session acts in. */
export async function currentUser(
  exec: Executor,
  session: Pick<Session, 'userId' | 'accountId' | 'permissions'>,
): Promise<CurrentUser> {
  const [user] = await exec.select().from(users).where(eq(users.id, session.userId));
  const [account] = await exec.select().from(accounts).where(eq(accounts.id, session.accountId));
  if (!user || !account) throw new Error('session without user or account');
  const branchParent = user.role === 'main' ? user.accountId : null;
  const branches = branchParent
    ? await exec
        .select({ id: accounts.id, assoc_name: accounts.assocName })
        .from(accounts)
        .where(and(eq(accounts.parentAccountId, branchParent), isNull(accounts.deletedAt)))
        .orderBy(asc(accounts.id))
    : [];
  const levels: PermissionLevels = session.permissions ?? ({} as PermissionLevels);
  return {
    id: user.id,
    name: user.name,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    national_id: user.nationalId,
    assoc_name: account.assocName,
    account_id: account.id,
    role: user.role,
    main_user_id: user.mainUserId,
    is_branch: account.parentAccountId !== null,
    branchs: branches,
    apartment_count: await apartmentCount(exec, account.id),
    apartment_limit: account.apartmentLimit,
    licence_end: isoToDmy(account.licenceEnd),
    logo: logoUrl(account.logoKey),
    ...levels,
  };
}
