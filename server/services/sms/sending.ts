/**
 * What the SMS queue's workers do (docs/sms.md "How a send travels"), without the queue: send a campaign's
 * queued messages in batches, and read the gateway's delivery report. server/plugins/smsQueue.ts wires these to
 * pg-boss; tests call them directly, on one or several instances.
 */
import type { Executor } from '../../db';
import type { SendOutcome } from '../../domain/netgsm';
import type { SmsProvider } from '../../plugins/sms';
import { smsCampaignsRepository } from '../../repositories/smsCampaigns';
import { noticeSmsFailures } from '../notices';

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
    const outcome = await provider.sendBatch(
      batch.map((m) => ({ to: m.toPhone, text: m.text })),
      campaign.commercial,
    );
    await settleBatch(db, provider.name, campaign.accountId, batch, outcome, result);
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
