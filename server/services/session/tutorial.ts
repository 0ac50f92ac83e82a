import type { FastifyInstance } from 'fastify';
import { accountsRepository } from '../../repositories/session/accounts';
import {
  type Tutorial,
  type TutorialChanges,
  tutorialsRepository,
} from '../../repositories/session/tutorials';
import { usersRepository } from '../../repositories/session/users';
import { recordAudit } from '../../repositories/shared/audit';
import { actorOf, type Session } from '../shared/sessions';

/** Saves the user's tutorial progress; `finishedNow` is true the first time it is completed. */
export async function saveTutorial(
  app: FastifyInstance,
  session: Session,
  progress: Omit<TutorialChanges, 'completedAt'>,
): Promise<{ saved: Tutorial; finishedNow: boolean }> {
  const answer = await app.db.transaction(async (tx) => {
    const before = await tutorialsRepository.ensure(tx, session.homeAccountId, session.userId);
    const finishedNow = progress.isCompleted && before.completedAt === null;
    const after = await tutorialsRepository.update(tx, session.homeAccountId, session.userId, {
      ...progress,
      ...(finishedNow && { completedAt: new Date() }),
    });
    await recordAudit(tx, actorOf(session), {
      table: 'tutorials',
      action: 'update',
      recordId: session.userId,
      before,
      after,
    });
    return { saved: after, finishedNow };
  });
  if (answer.finishedNow) void notifyTutorialFinished(app, session);
  return answer;
}

/**
 * Tells the support chat-bot (docs/domain.md, "Entities and states") that a member finished the tutorial, so someone
 * calls them. Runs after the answer is decided and never fails the request: a slow or broken webhook is only logged.
 */
async function notifyTutorialFinished(app: FastifyInstance, session: Session): Promise<void> {
  const url = app.config.tutorialWebhookUrl;
  if (!url) return;
  try {
    const user = (await usersRepository.find(app.db, session.userId))!;
    const account = (await accountsRepository.find(app.db, session.accountId))!;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        member_id: session.userId,
        site_name: account.assocName,
        contact_name: `${user.name} ${user.surname}`,
        phone: user.phone,
      }),
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) app.log.warn({ status: response.status }, 'tutorial webhook answered with an error');
  } catch (error) {
    app.log.warn({ err: error }, 'tutorial webhook failed');
  }
}
