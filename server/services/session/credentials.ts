import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Executor } from '../../db';
import { fieldError } from '../../errors';
import { type User, usersRepository } from '../../repositories/session/users';
import { type Actor, recordAudit } from '../../repositories/shared/audit';
import { refreshTokensRepository } from '../../repositories/shared/refreshTokens';
import { codeSms, consumeCode } from '../shared/oneTimeCodes';
import { hashPassword, verifyPassword } from '../shared/passwords';
import { actorOf, type Session } from '../shared/sessions';
import { type SignedIn, signIn } from './signIn';
import { clearSignInFailures } from './signInLimits';

/**
 * Every session of the user ends: its token version rises (access tokens of the old one are refused) and its
 * refresh tokens are revoked; with `passwordHash`, under a new password.
 */
async function endSessions(
  tx: Executor,
  user: User,
  actor: Actor,
  passwordHash: string | null,
): Promise<void> {
  const newPassword = passwordHash ? { passwordHash, passwordChangedAt: new Date() } : {};
  await usersRepository.updateCredentials(tx, user.id, {
    ...newPassword,
    tokenVersion: user.tokenVersion + 1,
  });
  await refreshTokensRepository.revokeAllOfUser(tx, user.id);
  const after = passwordHash ? { password: 'changed' } : { sessions: 'reset' };
  await recordAudit(tx, actor, { table: 'users', action: 'update', recordId: user.id, after });
}

/** The same answer whether or not the number is registered, so the form cannot be used to find users. */
export async function sendPasswordRenewalCode(app: FastifyInstance, phone: string): Promise<void> {
  if (await usersRepository.phoneInUse(app.db, phone)) {
    await app.codes.send({ purpose: 'password', phone }, codeSms('şifre yenileme'));
  }
}

/**
 * A forgotten password replaced with the code sent to the phone; every session of the user ends and the phone's
 * failed sign-ins are forgotten.
 */
export async function renewPassword(
  app: FastifyInstance,
  phone: string,
  code: string,
  newPassword: string,
): Promise<void> {
  const codeId = await app.codes.check({ purpose: 'password', phone }, code);
  const passwordHash = await hashPassword(newPassword);
  await app.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, codeId))) throw fieldError('code', 'Bu kod zaten kullanıldı.');
    const user = await usersRepository.findByPhone(tx, phone);
    if (!user) throw fieldError('code', 'Kod hatalı.');
    await endSessions(tx, user, { accountId: user.accountId, userId: user.id }, passwordHash);
    // The owner of the phone proved it with the code: failed sign-ins by others no longer hold the new password back.
    await clearSignInFailures(tx, 'member', phone);
  });
}

/** The signed-in user's new password: other sessions end, this one continues with a fresh token. */
export async function changeOwnPassword(
  app: FastifyInstance,
  reply: FastifyReply,
  session: Session,
  oldPassword: string,
  newPassword: string,
): Promise<SignedIn> {
  const user = await usersRepository.find(app.db, session.userId);
  if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) {
    throw fieldError('old_password', 'Mevcut şifreniz hatalı.');
  }
  const passwordHash = await hashPassword(newPassword);
  return app.db.transaction(async (tx) => {
    await endSessions(tx, user, { accountId: session.accountId, userId: user.id }, passwordHash);
    return signIn(app, tx, reply, user.id, session.accountId);
  });
}

const sessionsResetTarget = (user: User, session: Session) => ({
  purpose: 'sessions_reset' as const,
  phone: user.phone,
  accountId: session.homeAccountId,
});

/** "Sign out everywhere" is confirmed with a code to the user's own phone. */
export async function sendSessionsResetCode(app: FastifyInstance, session: Session): Promise<void> {
  const user = await usersRepository.find(app.db, session.userId);
  await app.codes.send(sessionsResetTarget(user!, session), codeSms('oturum sıfırlama'));
}

export async function resetSessions(app: FastifyInstance, session: Session, code: string): Promise<void> {
  const user = (await usersRepository.find(app.db, session.userId))!;
  const codeId = await app.codes.check(sessionsResetTarget(user, session), code);
  await app.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, codeId))) throw fieldError('code', 'Bu kod zaten kullanıldı.');
    await endSessions(tx, user, actorOf(session), null);
  });
}
