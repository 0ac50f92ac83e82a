/**
 * The SMS scheduler's minute (docs/sms.md): later sends whose time has come are released to the queue, and each
 * recurring job due this month gets its month's campaign. However many server instances run the same minute,
 * a later send is released once (one UPDATE wins it) and a job's month is written once (unique job + month).
 */
import type { Db } from '../../db';
import { dueJobOccurrence } from '../../domain/smsSchedule';
import { smsCampaignsRepository } from '../../repositories/sms/smsCampaigns';
import { sendPaymentMessages } from './automatic';
import { type CampaignQueue, sendToResidents } from './compose';

export interface TickResult {
  released: number[];
  /** Recurring jobs' campaigns created by this call. */
  recurring: number[];
  /** What could not be sent (a recurring job's month, new receipts' messages), with the reason. */
  refused: { source: string; reason: string }[];
}

export async function smsTick(
  deps: { db: Db; queue: CampaignQueue; provider: string },
  now = new Date(),
): Promise<TickResult> {
  const result: TickResult = { released: [], recurring: [], refused: [] };
  result.released = await smsCampaignsRepository.releaseDue(deps.db, now);
  for (const job of await smsCampaignsRepository.liveJobs(deps.db, now)) {
    const occurrence = dueJobOccurrence(
      { day: job.day, hour: job.hour, minute: job.minute, lastDate: job.lastDate, createdAt: job.createdAt },
      now,
    );
    if (!occurrence) continue;
    const outcome = await sendToResidents(deps, job, occurrence, now);
    if (outcome.campaignId !== null) result.recurring.push(outcome.campaignId);
    else if (outcome.reason) result.refused.push({ source: `sms_job ${job.id}`, reason: outcome.reason });
  }
  for (const id of [...result.released, ...result.recurring]) await deps.queue.enqueue(id);
  // New receipts' payment messages (enqueued by sendAutomatic).
  for (const payment of await sendPaymentMessages(deps)) {
    if (payment.reason) result.refused.push({ source: 'payment messages', reason: payment.reason });
  }
  return result;
}
