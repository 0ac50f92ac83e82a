import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../../../common/types';
import { notFound } from '../../errors';
import { accountsRepository } from '../../repositories/session/accounts';
import { usersRepository } from '../../repositories/session/users';
import { recordAudit } from '../../repositories/shared/audit';
import { signAccessToken } from '../session/tokens';
import { currentUser } from '../shared/currentUser';
import { loadSession } from '../shared/sessions';

/** The audit table name of a support session, as the account's system logs and the platform's log show it. */
export const IMPERSONATION_TABLE = 'support_sessions';

/**
 * "Sign in as this account": a read-only access token of the account's owner for the operator (no refresh
 * token: it ends with the hour). One audit row, in the account's log and carrying the operator's id, records it
 * in both the account's system logs and the platform's log.
 */
export async function impersonate(
  app: FastifyInstance,
  operatorId: number,
  accountId: number,
): Promise<{ token: string; user: CurrentUser }> {
  return app.db.transaction(async (tx) => {
    const account = await accountsRepository.findOpen(tx, accountId);
    const owner =
      account && !account.parentAccountId ? await usersRepository.findOwner(tx, accountId) : undefined;
    const user = owner ? await usersRepository.find(tx, owner.id) : undefined;
    if (!user) throw notFound('Hesap bulunamadı.');
    const claims = {
      sub: user.id,
      acc: accountId,
      ver: user.tokenVersion,
      typ: 'user' as const,
      imp: operatorId,
    };
    const session = await loadSession(tx, claims);
    if (!session) throw notFound('Hesap bulunamadı.');
    await recordAudit(
      tx,
      { accountId, userId: null, operatorId },
      {
        table: IMPERSONATION_TABLE,
        action: 'insert',
        recordId: user.id,
        after: { user_id: user.id, read_only: true },
      },
    );
    const token = signAccessToken(app, { ...claims, ro: true });
    return { token, user: await currentUser(tx, session) };
  });
}
