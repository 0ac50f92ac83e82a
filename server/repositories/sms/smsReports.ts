import { and, count, desc, eq, isNotNull, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { SmsAudience, SmsStatus } from '../../../common/smsFields';
import type { Executor } from '../../db';
import { accounts, smsCampaigns, smsMessages } from '../../db/schema';
import { matchesKey } from '../../db/search';
import type { Page } from '../shared/accountScoped';

export interface SmsReportFilters {
  /** ISO dates, Istanbul days, both inclusive; on the day the message was written. */
  startDate: string | null;
  endDate: string | null;
  status: SmsStatus | null;
  audience: SmsAudience | null;
  /** The recipient's name (Turkish-folded) or digits of the phone. */
  key: string | null;
}

/** The phone digits a key may hold ("0532 1…", "+90 532…") in the stored 5XXXXXXXXX form; '' when none. */
function phoneDigits(key: string): string {
  if (!/^[\d\s()+-]+$/.test(key)) return '';
  const digits = key.replace(/\D/g, '');
  if (digits.startsWith('90') && digits.length > 10) return digits.slice(2);
  return digits.startsWith('0') ? digits.slice(1) : digits;
}

/** Midnight starting an ISO day in Istanbul, as a timestamptz. */
const istanbulMidnight = (iso: string) => sql`(${iso}::date)::timestamp at time zone 'Europe/Istanbul'`;

/** A message's audience: its campaign's, or its kind for a message without one. */
const audienceOf = sql<string>`coalesce(${smsCampaigns.audience}, ${smsMessages.kind})`;

/** The account's own messages: one-time codes (no campaign) are the platform's, never in its reports. */
function messagesWhere(accountId: number, filters: SmsReportFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(smsMessages.accountId, accountId),
    or(isNotNull(smsMessages.campaignId), ne(smsMessages.kind, 'one_time_code')),
  ];
  if (filters.startDate)
    conditions.push(sql`${smsMessages.createdAt} >= ${istanbulMidnight(filters.startDate)}`);
  if (filters.endDate) {
    conditions.push(sql`${smsMessages.createdAt} < ${istanbulMidnight(filters.endDate)} + interval '1 day'`);
  }
  if (filters.status) conditions.push(eq(smsMessages.status, filters.status));
  if (filters.audience) conditions.push(sql`${audienceOf} = ${filters.audience}`);
  if (filters.key) {
    const digits = phoneDigits(filters.key);
    conditions.push(
      digits ? like(smsMessages.toPhone, `%${digits}%`) : matchesKey(smsMessages.recipientName, filters.key),
    );
  }
  return and(...conditions);
}

/** Counts of a campaign's messages in the given statuses. */
const countOf = (statuses: SmsStatus[]) =>
  sql<number>`(count(${smsMessages.id}) filter (where ${smsMessages.status} in (${sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  )})))::int`;

/** The SMS reports of an account (docs/sms.md "Reports"). */
export const smsReportsRepository = {
  /** One row per message, newest first, with its campaign's audience (its kind when it has none). */
  async messages(exec: Executor, accountId: number, filters: SmsReportFilters, page: Page) {
    const where = messagesWhere(accountId, filters);
    const rows = await exec
      .select({
        id: smsMessages.id,
        campaignId: smsMessages.campaignId,
        createdAt: smsMessages.createdAt,
        sentAt: smsMessages.sentAt,
        name: smsMessages.recipientName,
        phone: smsMessages.toPhone,
        text: smsMessages.text,
        parts: smsMessages.parts,
        status: smsMessages.status,
        errorCode: smsMessages.errorCode,
        error: smsMessages.error,
        audience: audienceOf,
      })
      .from(smsMessages)
      .leftJoin(smsCampaigns, eq(smsCampaigns.id, smsMessages.campaignId))
      .where(where)
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await exec
      .select({ n: count() })
      .from(smsMessages)
      .leftJoin(smsCampaigns, eq(smsCampaigns.id, smsMessages.campaignId))
      .where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** One row per send, newest first, with how many of its messages were delivered, failed or are on their way. */
  async campaigns(exec: Executor, accountId: number, page: Page) {
    const where = eq(smsCampaigns.accountId, accountId);
    const rows = await exec
      .select({
        id: smsCampaigns.id,
        createdAt: smsCampaigns.createdAt,
        scheduledAt: smsCampaigns.scheduledAt,
        audience: smsCampaigns.audience,
        message: smsCampaigns.message,
        status: smsCampaigns.status,
        recipients: smsCampaigns.recipients,
        parts: smsCampaigns.parts,
        delivered: countOf(['delivered']),
        failed: countOf(['failed']),
        pending: countOf(['scheduled', 'queued', 'sending', 'sent']),
      })
      .from(smsCampaigns)
      .leftJoin(
        smsMessages,
        and(eq(smsMessages.campaignId, smsCampaigns.id), eq(smsMessages.accountId, smsCampaigns.accountId)),
      )
      .where(where)
      .groupBy(smsCampaigns.id)
      .orderBy(desc(smsCampaigns.createdAt), desc(smsCampaigns.id))
      .limit(page.limit)
      .offset(page.offset);
    const [total] = await exec.select({ n: count() }).from(smsCampaigns).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** The account's SMS credits now. */
  async credits(exec: Executor, accountId: number): Promise<number> {
    const [row] = await exec
      .select({ credits: accounts.smsCredits })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    return row?.credits ?? 0;
  },
};
