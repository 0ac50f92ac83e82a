/**
 * Preview and send for every audience (docs/sms.md): find the people, render each one's text, count parts and
 * credits; a send takes the credits and writes the campaign and its messages in one transaction (all or nothing),
 * then hands the campaign to the queue.
 */
import { formatIstanbulInstant, parseDmy, todayInIstanbul } from '../../../common/date';
import { SMS_MAX_PARTS, type SmsAudience } from '../../../common/smsFields';
import type { Db, Executor } from '../../db';
import { LINK_PLACEHOLDER, pendingLinks, RESIDENT_PAGE_PATH } from '../../domain/residentLinks';
import { smsMessageProblem } from '../../domain/smsMessage';
import {
  addressMessage,
  type SmsAddressing,
  type SmsRecipient,
  tooLong,
  totalParts,
} from '../../domain/smsRecipients';
import { istanbulTime, occurrenceOf } from '../../domain/smsSchedule';
import { AppError, badRequest, fieldError } from '../../errors';
import { accountsRepository } from '../../repositories/session/accounts';
import { smsCampaignsRepository } from '../../repositories/sms/smsCampaigns';
import { type SmsJob, smsJobsRepository } from '../../repositories/sms/smsJobs';
import { noticeRefusedMonth } from '../shared/notices';
import { type ComposeAudience, findPeople, type SmsPayload } from './audiences';

export type { ComposeAudience, SmsPayload };

export interface SmsPreview extends SmsAddressing {
  totalParts: number;
  credits: number;
  commercial: boolean;
}

/** Where a send goes after its transaction: the queue (or nothing when this instance runs none). */
export interface CampaignQueue {
  enqueue(campaignId: number): Promise<void>;
}

export const SMS_TEXTS = {
  noRecipient:
    'Gönderilecek kimse yok: seçtiğiniz kişilerin geçerli bir cep telefonu yok ya da SMS istemiyorlar.',
  blank: 'Mesaj metni boş olamaz.',
  past: "Seçilen gönderim zamanı geçti: ileri bir tarih ve saat seçiniz ya da şimdi göndermek için 'Hemen'i seçiniz.",
  monthlyNeedsResidents: 'Her ay tekrarlanan gönderim yalnız sakinlere yapılabilir.',
  badLastDate: 'Tekrarın bitiş tarihi ilk gönderimden sonra olmalı (GG.AA.YYYY).',
  noTemplate: 'Şablon bulunamadı.',
  linkNotMonthly: 'Kişisel sayfa bağlantısı ({link}) her ay tekrarlanan gönderimlerde kullanılamaz.',
} as const;

export function tooFewCredits(needed: number, credits: number): string {
  return `SMS krediniz yetersiz: bu gönderim ${needed} kredi gerektiriyor, hesabınızda ${credits} kredi var.`;
}

function tooLongText(recipient: SmsRecipient): string {
  return `Mesaj çok uzun: ${recipient.name} için ${recipient.parts} SMS tutuyor; en fazla ${SMS_MAX_PARTS} olabilir.`;
}

/** The text to send and whether it is commercial: the typed message, or the chosen template's. */
async function messageOf(db: Executor, accountId: number, payload: SmsPayload) {
  const template = payload.sms_template_id
    ? await smsCampaignsRepository.template(db, accountId, payload.sms_template_id)
    : null;
  if (payload.sms_template_id && !template) throw badRequest(SMS_TEXTS.noTemplate);
  const message = (payload.message?.trim() || template?.message || '').trim();
  if (!message) throw fieldError('message', SMS_TEXTS.blank);
  const problem = smsMessageProblem(message);
  if (problem) throw badRequest(problem, { message: problem });
  return { message, templateId: template?.id ?? null, commercial: template?.commercial ?? false };
}

/**
 * The {link} field while a message is written: a stand-in as long as a real link. The real link is made when the
 * message is handed to the gateway (server/services/sms/sending.ts), and is kept only masked.
 */
const linkFor = (origin: string) => `${origin}${RESIDENT_PAGE_PATH}${LINK_PLACEHOLDER}`;

async function address(
  db: Executor,
  accountId: number,
  audience: ComposeAudience,
  payload: SmsPayload,
  origin: string,
) {
  const today = todayInIstanbul();
  const { message, templateId, commercial } = await messageOf(db, accountId, payload);
  const account = await accountsRepository.find(db, accountId);
  const found = await findPeople(db, accountId, audience, payload, today);
  const people = message.includes('{link}')
    ? await Promise.all(
        found.map(async (p) =>
          p.residentId === null ? p : { ...p, extra: { ...p.extra, link: linkFor(origin) } },
        ),
      )
    : found;
  const addressing = addressMessage(people, message, {
    assocName: account?.assocName ?? '',
    today,
    commercial,
  });
  return { message, templateId, commercial, addressing };
}

/** A recurring job's month (server/services/sms/scheduler.ts): written once, or refused with the reason. */
export async function sendToResidents(
  deps: { db: Db; provider: string },
  job: SmsJob,
  occurrence: string,
  now: Date,
): Promise<{ campaignId: number | null; reason: string | null }> {
  return deps.db.transaction(async (tx) => {
    const campaign = await smsCampaignsRepository.claimOccurrence(tx, {
      accountId: job.accountId,
      userId: null,
      audience: 'recurring',
      message: job.message,
      templateId: job.templateId,
      status: 'queued',
      scheduledAt: now,
      recipients: 0,
      parts: 0,
      smsJobId: job.id,
      occurrence,
    });
    // Another instance (or an earlier minute) wrote this month already.
    if (!campaign) return { campaignId: null, reason: null };
    const refuse = async (reason: string) => {
      await smsCampaignsRepository.refuseCampaign(tx, campaign.id, reason);
      await noticeRefusedMonth(tx, { accountId: job.accountId, jobId: job.id, occurrence, reason });
      return { campaignId: null, reason };
    };
    const template = job.templateId
      ? await smsCampaignsRepository.template(tx, job.accountId, job.templateId)
      : null;
    const commercial = template?.commercial ?? false;
    const account = await accountsRepository.find(tx, job.accountId);
    const today = todayInIstanbul(now);
    const people = await findPeople(tx, job.accountId, 'residents', { sending: job.residentIds }, today);
    const { recipients } = addressMessage(people, job.message, {
      assocName: account?.assocName ?? '',
      today,
      commercial,
    });
    if (recipients.length === 0) return refuse(SMS_TEXTS.noRecipient);
    const long = tooLong(recipients);
    if (long) return refuse(tooLongText(long));
    const parts = totalParts(recipients);
    const actor = { accountId: job.accountId, userId: null };
    if ((await smsCampaignsRepository.takeCredits(tx, actor, job.accountId, parts)) === null) {
      return refuse(tooFewCredits(parts, await smsCampaignsRepository.credits(tx, job.accountId)));
    }
    await smsCampaignsRepository.countCampaign(tx, campaign.id, recipients.length, parts, commercial);
    await smsCampaignsRepository.insertMessages(tx, campaign, recipients, 'campaign', deps.provider);
    return { campaignId: campaign.id, reason: null };
  });
}

export async function previewSms(
  db: Db,
  accountId: number,
  audience: ComposeAudience,
  payload: SmsPayload,
  origin = '',
): Promise<SmsPreview> {
  const { commercial, addressing } = await address(db, accountId, audience, payload, origin);
  return {
    ...addressing,
    totalParts: totalParts(addressing.recipients),
    credits: await smsCampaignsRepository.credits(db, accountId),
    commercial,
  };
}

/** When a send leaves and, for "every month", until when it repeats. */
function timing(payload: SmsPayload, now: Date) {
  let at = now;
  if (payload.is_future_date && payload.future_date) {
    const day = parseDmy(payload.future_date.start_date);
    if (!day) throw fieldError('future_date', 'Gönderim tarihi GG.AA.YYYY olmalı.');
    at = istanbulTime(day, payload.future_date.hour, payload.future_date.minute);
    // A minute of grace: "now" picked in the form is not refused for the seconds it took to press send.
    if (at.getTime() < now.getTime() - 60_000) throw fieldError('future_date', SMS_TEXTS.past);
  }
  if (!payload.continually) return { at, scheduled: at.getTime() > now.getTime(), lastDate: null };
  const last = parseDmy(payload.continually_date);
  const lastIso =
    last && `${last.year}-${String(last.month).padStart(2, '0')}-${String(last.day).padStart(2, '0')}`;
  if (!lastIso || lastIso <= at.toISOString().slice(0, 10))
    throw fieldError('continually_date', SMS_TEXTS.badLastDate);
  return { at, scheduled: at.getTime() > now.getTime(), lastDate: lastIso };
}

export interface SendResult {
  campaignId: number;
  status: 'scheduled' | 'queued';
  recipients: number;
  parts: number;
  scheduledAt: Date;
  smsJobId: number | null;
}

/** What a send made for another feature (a poll, an announcement) adds to the plain send. */
export interface SendPurpose {
  /** The campaign's audience in the reports, when it is not the audience the people were found by. */
  label: SmsAudience;
  /** Runs in the send's transaction once the campaign is written, with the residents it reached. */
  written?: (tx: Executor, campaignId: number, residentIds: number[]) => Promise<void>;
}

/**
 * Sends (or schedules) one message to an audience. Refused before anything is written when the text is blank,
 * has an unknown field, is too long for someone, reaches nobody, or the credits do not cover every part.
 */
export async function sendSms(
  deps: { db: Executor; queue: CampaignQueue; provider: string; origin?: string },
  actor: { accountId: number; userId: number | null },
  audience: ComposeAudience,
  payload: SmsPayload,
  now = new Date(),
  purpose?: SendPurpose,
): Promise<SendResult> {
  const { db } = deps;
  const when = timing(payload, now);
  if (when.lastDate && audience === 'non_members') throw badRequest(SMS_TEXTS.monthlyNeedsResidents);
  const result = await db.transaction(async (tx) => {
    const { message, templateId, commercial, addressing } = await address(
      tx,
      actor.accountId,
      audience,
      payload,
      deps.origin ?? '',
    );
    if (when.lastDate && message.includes('{link}')) throw fieldError('message', SMS_TEXTS.linkNotMonthly);
    const { recipients } = addressing;
    if (recipients.length === 0) throw badRequest(SMS_TEXTS.noRecipient);
    const long = tooLong(recipients);
    if (long) throw fieldError('message', tooLongText(long));
    const parts = totalParts(recipients);
    const residentIds = recipients.flatMap((r) => (r.residentId === null ? [] : [r.residentId]));
    const left = await smsCampaignsRepository.takeCredits(tx, actor, actor.accountId, parts);
    if (left === null) {
      throw new AppError(
        409,
        tooFewCredits(parts, await smsCampaignsRepository.credits(tx, actor.accountId)),
      );
    }
    const job = when.lastDate
      ? await smsJobsRepository.insert(tx, actor.accountId, actor, {
          name: payload.name?.trim() || 'test',
          jobType: 0,
          day: occurrenceOf(when.at).day,
          hour: occurrenceOf(when.at).hour,
          minute: occurrenceOf(when.at).minute,
          lastDate: when.lastDate,
          message,
          templateId,
          residentIds,
        })
      : null;
    const status: SendResult['status'] = when.scheduled ? 'scheduled' : 'queued';
    const campaign = await smsCampaignsRepository.insertCampaign(tx, {
      accountId: actor.accountId,
      userId: actor.userId,
      audience: purpose?.label ?? audience,
      message,
      templateId,
      commercial,
      status,
      scheduledAt: when.at,
      recipients: recipients.length,
      parts,
      smsJobId: job?.id ?? null,
      occurrence: job ? occurrenceOf(when.at).occurrence : null,
    });
    const kept = recipients.map((r) => ({ ...r, text: pendingLinks(r.text) }));
    await smsCampaignsRepository.insertMessages(tx, campaign, kept, 'campaign', deps.provider);
    await purpose?.written?.(tx, campaign.id, residentIds);
    return {
      campaignId: campaign.id,
      recipients: recipients.length,
      parts,
      scheduledAt: when.at,
      smsJobId: job?.id ?? null,
      status,
    };
  });
  if (result.status === 'queued') await deps.queue.enqueue(result.campaignId);
  return result;
}

export function sendDescription(result: SendResult, now = new Date()): string {
  const what = `${result.recipients} kişiye ${result.parts} SMS (${result.parts} kredi)`;
  if (result.scheduledAt.getTime() <= now.getTime()) return `${what} gönderim kuyruğuna alındı.`;
  return `${what} ${formatIstanbulInstant(result.scheduledAt)} için zamanlandı.`;
}

/** Calls off a later send not left yet; its credits go back. */
export async function cancelCampaign(db: Db, accountId: number, campaignId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const messageIds = await smsCampaignsRepository.cancel(tx, accountId, campaignId);
    if (messageIds === null) {
      throw badRequest('Yalnız henüz gönderilmemiş ileri tarihli gönderimler iptal edilebilir.');
    }
    return smsCampaignsRepository.refund(tx, accountId, messageIds);
  });
}
