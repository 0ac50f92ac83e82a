/**
 * The 'mail-send' worker's work without the queue (docs/mail.md, "The queue"): sends a batch's queued messages
 * one by one, paced to the provider's per-minute limit. Each message is claimed before it goes, so several workers
 * on one batch never send one twice. server/plugins/mailQueue.ts wires it to pg-boss, or runs it after the answer
 * without the job queue; tests call it directly.
 */
import { stopsOnOptOut } from '../../../common/mail';
import type { Executor } from '../../db';
import { AppError } from '../../errors';
import { mailBatchesRepository } from '../../repositories/mail/mailBatches';
import { type MailMessage, mailMessagesRepository } from '../../repositories/mail/mailMessages';
import { readAnnouncementFileOf } from '../communication/announcements';
import { type AnnouncementMail, announcementMessage, type PollMail, pollMessage } from './channels';
import { deliver, MAIL_MAX_ATTEMPTS, type MailSettings } from './sending';

/** Thrown when messages went back to the queue after a transient failure, so pg-boss tries the batch again. */
export class TransientMailError extends Error {}

export interface BatchResult {
  sent: number;
  /** Failed for good, or bounced. */
  failed: number;
}

export interface BatchOptions {
  /** Messages per minute the provider takes (MAIL_PER_MINUTE); null: as fast as it answers. */
  perMinute: number | null;
  /** No try follows this one (the queue's last, or no queue): a transient failure is final. */
  lastTry: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The announcement's file when it goes attached; a file deleted since the answer leaves the message without it. */
async function attachedBytes(settings: MailSettings, accountId: number, payload: AnnouncementMail) {
  const { file } = payload;
  if (!file?.attached) return null;
  try {
    const read = await readAnnouncementFileOf(settings.dataDir, accountId, { ...file, fileName: file.name });
    return read.bytes;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** A message that cannot go any more: its resident was deleted, or stopped this kind since it was queued. */
const gone = (db: Executor, row: MailMessage, answer: string) =>
  mailMessagesRepository.settle(db, row.id, { status: 'failed', answer });

/**
 * Sends every queued message of the batch and answers what happened. Throws TransientMailError at the end when
 * some went back to the queue (a timeout, a 4xx) and this is not the last try.
 */
export async function runMailBatch(
  db: Executor,
  settings: MailSettings,
  batchId: number,
  options: BatchOptions,
): Promise<BatchResult> {
  const result: BatchResult = { sent: 0, failed: 0 };
  const batch = await mailBatchesRepository.find(db, batchId);
  if (!batch) return result;
  const actor = { accountId: batch.accountId, userId: batch.userId };
  const bytes =
    batch.kind === 'announcement'
      ? await attachedBytes(settings, batch.accountId, batch.payload as AnnouncementMail)
      : null;
  const gap = options.perMinute ? 60_000 / options.perMinute : 0;
  const retried: number[] = [];
  for (let row = await mailBatchesRepository.claim(db, batchId, retried); row; ) {
    const started = Date.now();
    const person =
      row.residentId && (await mailMessagesRepository.recipient(db, batch.accountId, row.residentId));
    let settled: MailMessage;
    if (!person) settled = await gone(db, row, 'Sakin artık kayıtlı değil.');
    else if (person.emailOptOut && stopsOnOptOut(row.kind as 'announcement' | 'poll')) {
      settled = await gone(db, row, 'Sakin bu tür e-postaları durdurdu.');
    } else {
      const to = { ...person, email: row.toAddress };
      const mail =
        batch.kind === 'announcement'
          ? await announcementMessage(db, settings, actor, to, batch.payload as AnnouncementMail, bytes)
          : await pollMessage(db, settings, actor, to, batch.payload as PollMail);
      settled = await deliver(db, settings, row, mail, options.lastTry || row.attempts >= MAIL_MAX_ATTEMPTS);
    }
    if (settled.status === 'sent') result.sent += 1;
    else if (settled.status === 'queued') retried.push(settled.id);
    else result.failed += 1;
    // The wait comes before the next claim, so no message sits claimed while the worker waits.
    if (gap) await pause(Math.max(0, gap - (Date.now() - started)));
    row = await mailBatchesRepository.claim(db, batchId, retried);
  }
  if (retried.length > 0) throw new TransientMailError(`${retried.length} e-posta yeniden denenecek.`);
  return result;
}
