/**
 * The automatic messages of the user settings (docs/domain.md, "Automatic SMS and templates"; docs/sms.md): birthday
 * greetings once a day, the payment message after each collection (the scheduler's minute) or when the manager asks
 * for it. Debt reminders are reminder rules now (docs/reminders.md). Each person and occasion gets at most one automatic message: the occasion is kept on the
 * message (unique per account and kind) and checked under a per-account lock.
 */
import { todayInIstanbul } from '../../../common/date';
import { unknownSmsFields } from '../../../common/smsFields';
import type { Db } from '../../db';
import { addressMessage, type SmsPerson, smsMoney, tooLong, totalParts } from '../../domain/smsRecipients';
import { badRequest, notFound } from '../../errors';
import { accountsRepository } from '../../repositories/session/accounts';
import { smsAudiencesRepository } from '../../repositories/sms/smsAudiences';
import { type AutomaticRow, smsAutomaticRepository } from '../../repositories/sms/smsAutomatic';
import { smsCampaignsRepository } from '../../repositories/sms/smsCampaigns';
import { type CampaignQueue, tooFewCredits } from './compose';

export type AutomaticKind = 'birthday' | 'payment';

/** The product's texts when the account has not written its own. */
export const DEFAULT_TEXTS: Record<AutomaticKind, string> = {
  birthday: 'Sayın {ad_soyad}, doğum gününüzü kutlar; sağlık ve mutluluk dolu nice yıllar dileriz. {yonetim}',
  payment:
    'Sayın {ad_soyad}, {tutar} ödemeniz alınmıştır. Makbuz no: {makbuz_no}. Kalan borcunuz: {borc}. Teşekkür ederiz. {yonetim}',
};

type Deps = { db: Db; queue: CampaignQueue; provider: string };

export interface AutomaticResult {
  campaignId: number | null;
  sent: number;
  /** Why nothing was sent (too few credits, nobody reachable), in Turkish. */
  reason: string | null;
}

function textOf(kind: AutomaticKind, texts: { birthday: string | null; payment: string | null }) {
  const own = (kind === 'birthday' ? texts.birthday : texts.payment)?.trim();
  // A text with a field the list does not know (saved before the check existed) falls back to the product's.
  return own && unknownSmsFields(own).length === 0 ? own : DEFAULT_TEXTS[kind];
}

/**
 * Sends one kind of automatic message to one account's rows as one campaign. `manual`: the manager asked
 * (the receipt button): an occasion already sent is sent again, and a refusal is an error.
 */
export async function sendAutomatic(
  deps: Deps,
  accountId: number,
  kind: AutomaticKind,
  rows: AutomaticRow[],
  options: { manual?: boolean; userId?: number | null } = {},
): Promise<AutomaticResult> {
  const result = await deps.db.transaction(async (tx): Promise<AutomaticResult> => {
    await smsAutomaticRepository.lock(tx, accountId, kind);
    const sent = await smsAutomaticRepository.alreadySent(
      tx,
      accountId,
      kind,
      rows.map((r) => r.occasion),
    );
    const todo = options.manual ? rows : rows.filter((r) => !sent.has(r.occasion));
    if (todo.length === 0) return { campaignId: null, sent: 0, reason: null };
    const message = textOf(kind, await smsAutomaticRepository.settingTexts(tx, accountId));
    const account = await accountsRepository.find(tx, accountId);
    const { people } = await smsAudiencesRepository.residents(tx, accountId, {
      kind: 'ids',
      ids: todo.map((r) => r.residentId),
    });
    const byId = new Map(people.map((p) => [p.residentId, p]));
    const context = { assocName: account?.assocName ?? '', today: todayInIstanbul(), commercial: false };
    const recipients = todo.flatMap((row) => {
      const person = byId.get(row.residentId);
      if (!person) return [];
      const extra =
        row.amount === undefined ? {} : { tutar: smsMoney(row.amount), makbuz_no: String(row.number) };
      const withExtra: SmsPerson = { ...person, extra };
      const { recipients: found, leftOut } = addressMessage([withExtra], message, context);
      if (options.manual && leftOut[0]) throw badRequest(`${leftOut[0].name}: ${leftOut[0].reason}`);
      // A message sent again by hand keeps no occasion: the first one holds it.
      return found.map((r) => ({ ...r, occasion: sent.has(row.occasion) ? null : row.occasion }));
    });
    if (recipients.length === 0) return { campaignId: null, sent: 0, reason: null };
    const long = tooLong(recipients);
    const parts = totalParts(recipients);
    const actor = { accountId, userId: options.userId ?? null };
    const refusal = long
      ? `Mesaj çok uzun: ${long.name} için ${long.parts} SMS tutuyor.`
      : (await smsCampaignsRepository.takeCredits(tx, actor, accountId, parts)) === null
        ? tooFewCredits(parts, await smsCampaignsRepository.credits(tx, accountId))
        : null;
    const campaign = await smsCampaignsRepository.insertCampaign(tx, {
      accountId,
      userId: options.userId ?? null,
      audience: kind,
      message,
      status: refusal ? 'refused' : 'queued',
      note: refusal,
      scheduledAt: new Date(),
      recipients: recipients.length,
      parts: refusal ? 0 : parts,
    });
    if (refusal && options.manual) throw badRequest(refusal);
    // A refused automatic message is kept as failed with the reason, so the report shows it and it is not
    // tried again every minute; it took no credits.
    await smsCampaignsRepository.insertMessages(tx, campaign, recipients, kind, deps.provider, refusal);
    if (refusal) return { campaignId: null, sent: 0, reason: refusal };
    return { campaignId: campaign.id, sent: recipients.length, reason: null };
  });
  if (result.campaignId !== null) await deps.queue.enqueue(result.campaignId);
  return result;
}

function byAccount(rows: AutomaticRow[]): Map<number, AutomaticRow[]> {
  const groups = new Map<number, AutomaticRow[]>();
  for (const row of rows) groups.set(row.accountId, [...(groups.get(row.accountId) ?? []), row]);
  return groups;
}

/** The daily run: today's birthdays of every account that turned them on. */
export async function runAutomaticMessages(deps: Deps, now = new Date()) {
  const today = todayInIstanbul(now);
  const iso = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  const leap = new Date(Date.UTC(today.year, 1, 29)).getUTCMonth() === 1;
  const results: AutomaticResult[] = [];
  const birthdays = await smsAutomaticRepository.birthdays(deps.db, { iso, year: today.year, leap });
  for (const [accountId, rows] of byAccount(birthdays)) {
    results.push(await sendAutomatic(deps, accountId, 'birthday', rows));
  }
  return results;
}

/** The payment messages of new receipts (the scheduler's minute), for accounts that send them. */
export async function sendPaymentMessages(deps: Deps): Promise<AutomaticResult[]> {
  const results: AutomaticResult[] = [];
  for (const [accountId, rows] of byAccount(await smsAutomaticRepository.receipts(deps.db))) {
    results.push(await sendAutomatic(deps, accountId, 'payment', rows));
  }
  return results;
}

/** "Makbuzu SMS ile gönder": one receipt's payment message now. */
export async function sendReceiptSms(
  deps: Deps,
  actor: { accountId: number; userId: number },
  receiptId: number,
) {
  const rows = await smsAutomaticRepository.receipts(deps.db, receiptId, actor.accountId);
  if (rows.length === 0) throw notFound('Makbuz bulunamadı.');
  return sendAutomatic(deps, actor.accountId, 'payment', rows, { manual: true, userId: actor.userId });
}
