/**
 * The link in an announcement-like e-mail that stops such e-mail (docs/mail.md, "Opt-out"): signed with the
 * server's secret, naming one resident of one account, and good for nothing else (it opens no resident page).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db';
import { notFound, unauthorized } from '../../errors';
import { mailMessagesRepository } from '../../repositories/mail/mailMessages';
import { recordAudit } from '../../repositories/shared/audit';

export const OPT_OUT_PATH = '/api/mail/opt-out/';
export const OPT_OUT_REFUSED =
  'Bu e-posta bağlantısı geçersiz. Yönetiminizden duyuru e-postalarını durdurmasını isteyiniz.';

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`mail-opt-out ${payload}`).digest('base64url').slice(0, 32);

export function optOutToken(secret: string, accountId: number, residentId: number): string {
  const payload = `${accountId}-${residentId}`;
  return `${payload}-${signature(secret, payload)}`;
}

/** The account and resident a token names; 401 in Turkish when it was not signed here. */
export function readOptOutToken(secret: string, token: string): { accountId: number; residentId: number } {
  const match = /^(\d{1,9})-(\d{1,9})-([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) throw unauthorized(OPT_OUT_REFUSED);
  const expected = Buffer.from(signature(secret, `${match[1]}-${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (!timingSafeEqual(expected, given)) throw unauthorized(OPT_OUT_REFUSED);
  return { accountId: Number(match[1]), residentId: Number(match[2]) };
}

/**
 * Sets or clears a resident's "no announcement e-mail", with an audit row naming who did it (the resident from
 * the link or their page, userId null; or a manager).
 */
export async function setMailOptOut(
  db: Executor,
  actor: { accountId: number; userId: number | null },
  residentId: number,
  optOut: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await mailMessagesRepository.setOptOut(tx, actor.accountId, residentId, optOut))) {
      throw notFound('Sakin bulunamadı.');
    }
    await recordAudit(tx, actor, {
      table: 'residents',
      action: 'update',
      recordId: residentId,
      after: { emailOptOut: optOut },
    });
  });
}
