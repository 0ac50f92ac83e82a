/**
 * Reminders cut short (docs/reminders.md, "Cut short"): a run or an SMS worker that crashed after claiming a
 * reminder as 'sending' leaves it so. Reminders are sent at most once, so after STALE_AFTER_MS it is marked failed
 * with STALE_REASON and never tried again; its SMS campaign is closed when nothing else of it waits. The SMS
 * credits stay spent: the gateway may have taken the message before the crash (docs/decisions.md).
 */
import type { Db } from '../../db';
import { reminderStaleRepository } from '../../repositories/sms/reminderStale';
import { smsCampaignsRepository } from '../../repositories/sms/smsCampaigns';

export const STALE_AFTER_MS = 30 * 60_000;
export const STALE_REASON = 'Gönderim yarıda kaldı; tekrar gönderilmedi';

/** Marks every reminder claimed before `now` − 30 minutes and still unsettled failed; answers how many. */
export async function failStaleReminders(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STALE_AFTER_MS);
  return db.transaction(async (tx) => {
    const closed = await reminderStaleRepository.failStale(tx, cutoff, STALE_REASON);
    for (const campaignId of closed.campaignIds) await smsCampaignsRepository.finishIfEmpty(tx, campaignId);
    return closed.messages;
  });
}
