import type { Executor } from '../../db';
import { notFound } from '../../errors';
import { type Actor, recordAudit } from '../../repositories/shared/audit';
import {
  type SupportRequest,
  type SupportRequestRow,
  supportRequestsRepository,
} from '../../repositories/shared/supportRequests';

/** A request from the help page, written with its audit row in the account's log. */
export async function sendSupportRequest(
  exec: Executor,
  actor: { accountId: number; userId: number },
  values: { subject: string; body: string },
): Promise<SupportRequest> {
  return exec.transaction(async (tx) => {
    const row = await supportRequestsRepository.insert(tx, actor.accountId, {
      userId: actor.userId,
      ...values,
    });
    await recordAudit(tx, actor, {
      table: 'support_requests',
      action: 'insert',
      recordId: row.id,
      after: row,
    });
    return row;
  });
}

/**
 * The operator's answer. A second answer replaces the first (a correction); the audit row goes into the
 * account's log with the operator's id, so it shows in the platform's log and in the account's system logs.
 */
export async function answerSupportRequest(
  exec: Executor,
  operatorId: number,
  id: number,
  answer: string,
): Promise<SupportRequestRow> {
  return exec.transaction(async (tx) => {
    const before = await supportRequestsRepository.lockOne(tx, id);
    if (!before) throw notFound('Destek talebi bulunamadı.');
    const after = await supportRequestsRepository.saveAnswer(tx, id, answer, operatorId);
    const actor: Actor = { accountId: before.accountId, userId: null, operatorId };
    await recordAudit(tx, actor, {
      table: 'support_requests',
      action: 'update',
      recordId: id,
      before,
      after,
    });
    return (await supportRequestsRepository.findOne(tx, id))!;
  });
}
