/**
 * What the SMS queue's workers do (docs/sms.md "How a send travels"), without the queue: send a campaign's
 * queued messages in batches, and read the gateway's delivery report. server/plugins/smsQueue.ts wires these to
 * pg-boss; tests call them directly, on one or several instances.
 */
import type { Executor } from '../../db';
import type { SendOutcome } from '../../domain/netgsm';
import { hasKeptLink, withToken } from '../../domain/residentLinks';
import { AppError } from '../../errors';
import type { SmsProvider } from '../../plugins/sms';
import { type ClaimedMessage, smsCampaignsRepository } from '../../repositories/sms/smsCampaigns';
import { issueResidentLink } from '../property/residentPageLinks';
import { noticeSmsFailures } from '../shared/notices';

/** Messages per gateway request. */
export const SMS_BATCH = 100;
/** Tries of a transient refusal before the messages fail (the queue waits longer between each). */
export const SMS_MAX_ATTEMPTS = 5;

/** Thrown after a transient refusal so that the queue tries the campaign again later, with backoff. */
export class TransientSmsError extends Error {}

export interface DeliverResult {
  sent: number;
  failed: number;
  /** Messages put back in the queue after a transient refusal. */
  retry: number;
}

async function settleBatch(
  db: Executor,
  provider: string,
  accountId: number,
  batch: { id: number; attempts: number }[],
  outcome: SendOutcome,
  result: DeliverResult,
): Promise<void> {
  const ids = batch.map((m) => m.id);
  if (outcome.ok) {
    await smsCampaignsRepository.markSent(db, ids, provider, outcome.jobId);
    result.sent += ids.length;
    return;
  }
  const lastTry = batch.some((m) => m.attempts >= SMS_MAX_ATTEMPTS);
  if (outcome.transient && !lastTry) {
    await smsCampaignsRepository.requeue(db, ids, outcome.code, outcome.text);
    result.retry += ids.length;
    return;
  }
  await db.transaction(async (tx) => {
    await smsCampaignsRepository.markFailed(tx, ids, outcome.code, outcome.text);
    await smsCampaignsRepository.refund(tx, accountId, ids);
  });
  result.failed += ids.length;
}

/** A message whose resident is gone by the time it leaves: no link can be made for it. */
const NO_RESIDENT: SendOutcome = {
  ok: false,
  code: 'link',
  transient: false,
  text: 'Sakin artık kayıtlı değil; kişisel sayfa bağlantısı oluşturulamadı.',
};

/**
 * The texts handed to the gateway. A message with a link gets a new link of its resident here, so its token exists
 * in clear only in what the gateway receives; the kept text shows it masked (a resend makes another).
 */
async function handOff(
  db: Executor,
  actor: { accountId: number; userId: number | null },
  batch: ClaimedMessage[],
): Promise<{ ready: (ClaimedMessage & { clear: string })[]; gone: ClaimedMessage[] }> {
  const ready: (ClaimedMessage & { clear: string })[] = [];
  const gone: ClaimedMessage[] = [];
  await db.transaction(async (tx) => {
    for (const message of batch) {
      if (!hasKeptLink(message.text)) {
        ready.push({ ...message, clear: message.text });
        continue;
      }
      const link =
        message.residentId === null
          ? null
          : await issueResidentLink(tx, actor, message.residentId).catch((error: unknown) => {
              if (error instanceof AppError && error.statusCode === 404) return null;
              throw error;
            });
      if (!link) {
        gone.push(message);
        continue;
      }
      const { clear, kept } = withToken(message.text, link.token);
      await smsCampaignsRepository.keepText(tx, message.id, kept);
      ready.push({ ...message, clear });
    }
  });
  return { ready, gone };
}

/**
 * Sends every queued message of a campaign, a batch per gateway request. A permanent refusal fails its batch and
 * gives its credits back; a transient one puts the batch back and throws TransientSmsError (the queue retries
 * the campaign with backoff; the last try fails the batch). Several workers may run one campaign: each claims
 * its own messages.
 */
export async function deliverCampaign(
  db: Executor,
  provider: SmsProvider,
  campaignId: number,
): Promise<DeliverResult> {
  const campaign = await smsCampaignsRepository.campaign(db, campaignId);
  const result: DeliverResult = { sent: 0, failed: 0, retry: 0 };
  if (campaign?.status !== 'queued') return result;
  for (;;) {
    const batch = await smsCampaignsRepository.claim(db, campaignId, SMS_BATCH);
    if (batch.length === 0) break;
    const actor = { accountId: campaign.accountId, userId: campaign.userId };
    const { ready, gone } = await handOff(db, actor, batch);
    if (gone.length > 0) await settleBatch(db, provider.name, campaign.accountId, gone, NO_RESIDENT, result);
    if (ready.length === 0) continue;
    const outcome = await provider.sendBatch(
      ready.map((m) => ({ to: m.toPhone, text: m.clear })),
      campaign.commercial,
    );
    await settleBatch(db, provider.name, campaign.accountId, ready, outcome, result);
    if (result.retry > 0) throw new TransientSmsError(outcome.ok ? '' : outcome.text);
  }
  await smsCampaignsRepository.finishIfEmpty(db, campaignId);
  if (result.failed > 0) await noticeSmsFailures(db, campaignId);
  return result;
}

/**
 * Asks the gateway about messages still "sent" and records each final status; failures give their parts back,
 * once. Answers how many became delivered and failed.
 */
export async function readDeliveryReports(
  db: Executor,
  provider: SmsProvider,
  jobsPerRun = 50,
): Promise<{ delivered: number; failed: number; refunded: number }> {
  const totals = { delivered: 0, failed: 0, refunded: 0 };
  const failedCampaigns = new Set<number>();
  const jobIds = await smsCampaignsRepository.awaitingReport(db, provider.name, jobsPerRun);
  if (jobIds.length === 0) return totals;
  const lines = await provider.report(jobIds);
  if (!lines) return totals;
  for (const line of lines) {
    await db.transaction(async (tx) => {
      const changed = await smsCampaignsRepository.applyReport(tx, line);
      if (!changed) return;
      if (line.outcome.state === 'delivered') totals.delivered += 1;
      if (line.outcome.state === 'failed' && changed.accountId !== null) {
        totals.failed += 1;
        totals.refunded += await smsCampaignsRepository.refund(tx, changed.accountId, [changed.id]);
        if (changed.campaignId !== null) failedCampaigns.add(changed.campaignId);
      }
    });
  }
  for (const campaignId of failedCampaigns) await noticeSmsFailures(db, campaignId);
  return totals;
}
