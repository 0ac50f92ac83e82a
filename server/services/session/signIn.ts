import type { FastifyInstance, FastifyReply } from 'fastify';
import { todayInIstanbul } from '../../../common/date';
import { JWT_ERRORS, MESSAGES } from '../../../common/messages';
import { normalizePhone } from '../../../common/phone';
import type { CurrentUser } from '../../../common/types';
import type { Executor } from '../../db';
import { licenceExpired } from '../../domain/licence';
import { AppError, notFound, unauthorized } from '../../errors';
import { branchesRepository } from '../../repositories/people/branches';
import { operatorsRepository } from '../../repositories/platform/operators';
import { accountsRepository } from '../../repositories/session/accounts';
import { usersRepository } from '../../repositories/session/users';
import { currentUser } from '../shared/currentUser';
import { checkSignInPassword } from '../shared/passwords';
import { loadSession, type Session } from '../shared/sessions';
import { clearSignInFailures, countSignInAttempt } from './signInLimits';
import { issueRefreshToken, REFRESH_COOKIE, rotateRefreshToken, signAccessToken } from './tokens';

/** What every sign-in answers: an access token (the refresh token goes in a cookie) and the current user. */
export interface SignedIn {
  token: string;
  user: CurrentUser;
}

const WRONG_CREDENTIALS = 'Telefon numarası veya şifre hatalı.';
const SESSION_REUSED =
  'Bu oturumun anahtarı ikinci kez kullanıldı; güvenliğiniz için oturum kapatıldı. Lütfen yeniden giriş yapınız.';

/** Opens a session of the user in `accountId` (its own account or one of its branches). */
export async function signIn(
  app: FastifyInstance,
  exec: Executor,
  reply: FastifyReply,
  userId: number,
  accountId: number,
): Promise<SignedIn> {
  const user = await usersRepository.find(exec, userId);
  const claims = { sub: userId, acc: accountId, ver: user?.tokenVersion ?? 0, typ: 'user' as const };
  const session = await loadSession(exec, claims);
  if (!session) throw unauthorized(JWT_ERRORS.invalid);
  const token = signAccessToken(app, { ...claims, ver: session.tokenVersion });
  await issueRefreshToken(exec, reply, { userId, accountId });
  return { token, user: await currentUser(exec, session) };
}

/**
 * A member's login by phone (any common writing) and password, refused once the account's licence has ended, or
 * for a while after too many failures with the phone (signInLimits.ts).
 */
export async function logIn(
  app: FastifyInstance,
  reply: FastifyReply,
  phoneInput: string,
  password: string,
): Promise<SignedIn> {
  const phone = normalizePhone(phoneInput);
  if (phone) await countSignInAttempt(app, 'member', phone);
  const user = phone ? await usersRepository.findByPhone(app.db, phone) : undefined;
  const ok = await checkSignInPassword(password, user?.passwordHash);
  if (!user || !ok) throw unauthorized(WRONG_CREDENTIALS);
  await clearSignInFailures(app.db, 'member', user.phone);
  const account = await accountsRepository.findOpen(app.db, user.accountId);
  if (!account) throw unauthorized(WRONG_CREDENTIALS);
  if (licenceExpired(account.licenceEnd, todayInIstanbul())) throw new AppError(403, MESSAGES.licenceExpired);
  await usersRepository.touchLastLogin(app.db, user.id);
  return signIn(app, app.db, reply, user.id, user.accountId);
}

/** The platform operator's login: an operator token, no refresh token; its failures are limited per phone too. */
export async function logInOperator(
  app: FastifyInstance,
  phoneInput: string,
  password: string,
): Promise<{ token: string; operator: { id: number; name: string } }> {
  const phone = normalizePhone(phoneInput);
  if (phone) await countSignInAttempt(app, 'operator', phone);
  const operator = phone ? await operatorsRepository.findByPhone(app.db, phone) : undefined;
  const ok = await checkSignInPassword(password, operator?.passwordHash);
  if (!operator || operator.disabledAt || !ok) throw unauthorized(WRONG_CREDENTIALS);
  await clearSignInFailures(app.db, 'operator', operator.phone);
  const token = signAccessToken(app, { sub: operator.id, acc: 0, ver: 0, typ: 'operator' });
  return { token, operator: { id: operator.id, name: operator.name } };
}

/**
 * A new access token for the presented refresh token, which is used up and replaced. A token that is unknown,
 * spent, or whose user or account no longer fits clears the cookie; a spent one used again also ends its sign-in
 * (rotateRefreshToken).
 */
export async function refreshAccessToken(
  app: FastifyInstance,
  reply: FastifyReply,
  presented: string | undefined,
): Promise<string> {
  if (!presented) throw unauthorized(JWT_ERRORS.missing);
  const token = await app.db.transaction(async (tx) => {
    const owner = await rotateRefreshToken(tx, presented);
    if (owner === null || owner === 'reused') return owner;
    const user = await usersRepository.find(tx, owner.userId);
    if (!user) return null;
    const accountOk =
      owner.accountId === user.accountId ||
      (await branchesRepository.isOpenBranch(tx, owner.accountId, user.accountId));
    if (!accountOk) return null;
    // As at login: once the licence has ended, the session cannot be extended (the token stays revoked).
    const home = await accountsRepository.findOpen(tx, user.accountId);
    if (!home) return null;
    if (licenceExpired(home.licenceEnd, todayInIstanbul())) return 'licence_expired' as const;
    await issueRefreshToken(tx, reply, owner);
    return signAccessToken(app, {
      sub: owner.userId,
      acc: owner.accountId,
      ver: user.tokenVersion,
      typ: 'user',
    });
  });
  if (token === 'reused') {
    reply.clearCookie(REFRESH_COOKIE, { path: '/api/jwt' });
    throw unauthorized(SESSION_REUSED);
  }
  if (token === 'licence_expired') {
    reply.clearCookie(REFRESH_COOKIE, { path: '/api/jwt' });
    throw new AppError(403, MESSAGES.licenceExpired);
  }
  if (!token) {
    reply.clearCookie(REFRESH_COOKIE, { path: '/api/jwt' });
    throw unauthorized(JWT_ERRORS.invalid);
  }
  return token;
}

/** A main user moves into one of its branches, or back home with branch id 0. */
export async function switchAccount(
  app: FastifyInstance,
  reply: FastifyReply,
  session: Session,
  branchId: number,
): Promise<SignedIn> {
  const target = branchId === 0 ? session.homeAccountId : branchId;
  if (
    target !== session.homeAccountId &&
    !(await branchesRepository.isOpenBranch(app.db, target, session.homeAccountId))
  ) {
    throw notFound('Şube bulunamadı.');
  }
  return signIn(app, app.db, reply, session.userId, target);
}
