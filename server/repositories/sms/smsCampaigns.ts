/**
 * SMS campaigns, their messages and the account's credits (docs/sms.md "How a send travels"). Credits change
 * only here: taken by one guarded UPDATE (never below zero, whatever runs at the same time), given back once
 * per message (`refunded_at`); every change writes its audit row in the same transaction.
 */
import { and, eq, getTableColumns, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accounts, smsCampaigns, smsJobs, smsMessages, smsTemplates } from '../../db/schema';
import type { ReportLine } from '../../domain/netgsm';
import type { SmsRecipient } from '../../domain/smsRecipients';
import { type Actor, recordAudit } from '../shared/audit';
import { insertChunked } from '../shared/chunked';
import type { SmsJob } from './smsJobs';

export type NewCampaign = typeof smsCampaigns.$inferInsert;

/** A message the sender gives the gateway. */
export interface ClaimedMessage {
  id: number;
  residentId: number | null;
  toPhone: string;
  text: string;
  parts: number;
  attempts: number;
}

export const smsCampaignsRepository = {
  /** Takes `parts` credits; answers the credits left, or null (and changes nothing) when there are too few. */
  async takeCredits(exec: Executor, actor: Actor, accountId: number, parts: number): Promise<number | null> {
    const { rows } = await exec.execute<{ sms_credits: number }>(sql`
      update accounts set sms_credits = sms_credits - ${parts}
      where id = ${accountId} and sms_credits >= ${parts} returning sms_credits`);
    const left = rows[0]?.sms_credits;
    if (left === undefined) return null;
    await recordAudit(exec, actor, {
      table: 'accounts',
      action: 'update',
      recordId: accountId,
      before: { sms_credits: left + parts },
      after: { sms_credits: left },
    });
    return left;
  },

  async credits(exec: Executor, accountId: number): Promise<number> {
    const { rows } = await exec.execute<{ sms_credits: number }>(
      sql`select sms_credits from accounts where id = ${accountId}`,
    );
    return rows[0]?.sms_credits ?? 0;
  },

  /**
   * Gives back the parts of the given messages that failed or were cancelled and were not refunded yet (each
   * message once, even if two report runs meet it); answers the parts given back.
   */
  async refund(exec: Executor, accountId: number, messageIds: number[]): Promise<number> {
    if (messageIds.length === 0) return 0;
    const { rows } = await exec.execute<{ parts: string | null }>(sql`
      with given as (
        update sms_messages set refunded_at = now()
        where account_id = ${accountId} and id = any(${sql.param(messageIds)}::int[])
          and refunded_at is null and status in ('failed', 'cancelled') and campaign_id is not null
        returning parts)
      select sum(parts)::text as parts from given`);
    const parts = Number(rows[0]?.parts ?? 0);
    if (parts === 0) return 0;
    const { rows: after } = await exec.execute<{ sms_credits: number }>(sql`
      update accounts set sms_credits = sms_credits + ${parts} where id = ${accountId} returning sms_credits`);
    const left = after[0]?.sms_credits ?? parts;
    await recordAudit(
      exec,
      { accountId, userId: null },
      {
        table: 'accounts',
        action: 'update',
        recordId: accountId,
        before: { sms_credits: left - parts },
        after: { sms_credits: left, refunded_messages: messageIds.length },
      },
    );
    return parts;
  },

  async template(exec: Executor, accountId: number, id: number) {
    const [row] = await exec
      .select()
      .from(smsTemplates)
      .where(and(eq(smsTemplates.id, id), eq(smsTemplates.accountId, accountId)));
    return row ?? null;
  },

  async insertCampaign(exec: Executor, values: NewCampaign) {
    const [row] = await exec.insert(smsCampaigns).values(values).returning();
    if (!row) throw new Error('sms campaign not inserted');
    return row;
  },

  async insertMessages(
    exec: Executor,
    campaign: { id: number; accountId: number; status: string },
    recipients: (SmsRecipient & { occasion?: string | null })[],
    kind: string,
    provider: string,
    /** Written as failed with this reason, never sent and never refunded (nothing was taken for them). */
    refusal: string | null = null,
  ): Promise<void> {
    const rows = recipients.map((r) => ({
      accountId: campaign.accountId,
      campaignId: campaign.id,
      residentId: r.residentId,
      nonMemberId: r.nonMemberId,
      recipientName: r.name,
      toPhone: r.phone,
      text: r.text,
      parts: r.parts,
      kind,
      occasion: r.occasion ?? null,
      status: refusal ? 'failed' : campaign.status,
      provider,
      ...(refusal ? { errorCode: 'credits', error: refusal, refundedAt: new Date() } : {}),
    }));
    await insertChunked(rows, (chunk) =>
      exec.insert(smsMessages).values(chunk).returning({ id: smsMessages.id }),
    );
  },

  /** A recurring job's month, or null when it exists already (the unique job + occurrence index decides). */
  async claimOccurrence(exec: Executor, values: NewCampaign) {
    const [row] = await exec
      .insert(smsCampaigns)
      .values(values)
      .onConflictDoNothing({
        target: [smsCampaigns.accountId, smsCampaigns.smsJobId, smsCampaigns.occurrence],
      })
      .returning();
    return row ?? null;
  },

  async refuseCampaign(exec: Executor, campaignId: number, note: string): Promise<void> {
    await exec.update(smsCampaigns).set({ status: 'refused', note }).where(eq(smsCampaigns.id, campaignId));
  },

  async countCampaign(
    exec: Executor,
    campaignId: number,
    recipients: number,
    parts: number,
    commercial: boolean,
  ) {
    await exec
      .update(smsCampaigns)
      .set({ recipients, parts, commercial })
      .where(eq(smsCampaigns.id, campaignId));
  },

  /** Recurring jobs of open accounts that may still send (their last day has not passed in Istanbul). */
  async liveJobs(exec: Executor, now: Date): Promise<SmsJob[]> {
    const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
    return exec
      .select(getTableColumns(smsJobs))
      .from(smsJobs)
      .innerJoin(accounts, eq(accounts.id, smsJobs.accountId))
      .where(and(gte(smsJobs.lastDate, yesterday), isNull(accounts.deletedAt)));
  },

  /** Later sends whose time has come, moved to queued at once (one instance wins each); answers their ids. */
  async releaseDue(exec: Executor, now: Date): Promise<number[]> {
    const { rows } = await exec.execute<{ id: number }>(sql`
      with due as (
        update sms_campaigns set status = 'queued'
        where status = 'scheduled' and scheduled_at <= ${now.toISOString()}
        returning id)
      update sms_messages m set status = 'queued' from due
      where m.campaign_id = due.id and m.status = 'scheduled'
      returning due.id`);
    return [...new Set(rows.map((row) => row.id))];
  },

  /** Up to `limit` queued messages of a campaign, marked sending; other workers skip them. */
  async claim(exec: Executor, campaignId: number, limit: number): Promise<ClaimedMessage[]> {
    const { rows } = await exec.execute<{
      id: number;
      resident_id: number | null;
      to_phone: string;
      text: string;
      parts: number;
      attempts: number;
    }>(sql`
      update sms_messages set status = 'sending', attempts = attempts + 1, claimed_at = now()
      where id in (
        select id from sms_messages where campaign_id = ${campaignId} and status = 'queued'
        order by id limit ${limit} for update skip locked)
      returning id, resident_id, to_phone, text, parts, attempts`);
    return rows.map((r) => ({
      id: r.id,
      residentId: r.resident_id,
      toPhone: r.to_phone,
      text: r.text,
      parts: r.parts,
      attempts: r.attempts,
    }));
  },

  /** The text kept of a message as it is handed to the gateway (its new link masked). */
  async keepText(exec: Executor, id: number, text: string): Promise<void> {
    await exec.update(smsMessages).set({ text }).where(eq(smsMessages.id, id));
  },

  /** Marks messages taken by a gateway (the one that sent them, whose report will be asked for). */
  async markSent(exec: Executor, ids: number[], provider: string, providerJobId: string): Promise<void> {
    await exec
      .update(smsMessages)
      .set({ status: 'sent', provider, providerJobId, sentAt: new Date(), errorCode: null, error: null })
      .where(inArray(smsMessages.id, ids));
  },

  async markFailed(exec: Executor, ids: number[], code: string, error: string): Promise<void> {
    await exec
      .update(smsMessages)
      .set({ status: 'failed', errorCode: code, error, reportedAt: new Date() })
      .where(inArray(smsMessages.id, ids));
  },

  /** Back to the queue after a transient error, with the error kept until the next try. */
  async requeue(exec: Executor, ids: number[], code: string, error: string): Promise<void> {
    await exec
      .update(smsMessages)
      .set({ status: 'queued', errorCode: code, error })
      .where(inArray(smsMessages.id, ids));
  },

  /** Marks a campaign done when none of its messages waits any more. */
  async finishIfEmpty(exec: Executor, campaignId: number): Promise<void> {
    await exec.execute(sql`
      update sms_campaigns set status = 'done'
      where id = ${campaignId} and status = 'queued' and not exists (
        select 1 from sms_messages where campaign_id = ${campaignId} and status in ('queued', 'sending'))`);
  },

  async campaign(exec: Executor, campaignId: number) {
    const [row] = await exec.select().from(smsCampaigns).where(eq(smsCampaigns.id, campaignId));
    return row ?? null;
  },

  /** Cancels a later send not left yet; answers its message ids (for the refund), or null when it cannot. */
  async cancel(exec: Executor, accountId: number, campaignId: number): Promise<number[] | null> {
    const [campaign] = await exec
      .update(smsCampaigns)
      .set({ status: 'cancelled' })
      .where(
        and(
          eq(smsCampaigns.id, campaignId),
          eq(smsCampaigns.accountId, accountId),
          eq(smsCampaigns.status, 'scheduled'),
        ),
      )
      .returning({ id: smsCampaigns.id });
    if (!campaign) return null;
    const rows = await exec
      .update(smsMessages)
      .set({ status: 'cancelled' })
      .where(and(eq(smsMessages.campaignId, campaignId), eq(smsMessages.status, 'scheduled')))
      .returning({ id: smsMessages.id });
    return rows.map((r) => r.id);
  },

  /**
   * Sent messages waiting for their delivery report (per gateway job), oldest first: the accounts' and the
   * platform's (one-time codes before there is an account).
   */
  async awaitingReport(exec: Executor, provider: string, limit: number) {
    const { rows } = await exec.execute<{ provider_job_id: string }>(sql`
      select provider_job_id from (
        select provider_job_id, sent_at, provider, status from sms_messages
        union all
        select provider_job_id, sent_at, provider, status from platform_sms_messages) as m
      where provider = ${provider} and status = 'sent' and provider_job_id is not null
        and sent_at > now() - interval '3 days'
      group by provider_job_id order by min(sent_at) limit ${limit}`);
    return rows.map((r) => r.provider_job_id);
  },

  /**
   * Applies one report line: delivered or failed (with the reason); answers the message's id with its account and
   * campaign, or with a null account for the platform's message (nothing to refund).
   */
  async applyReport(
    exec: Executor,
    line: ReportLine,
  ): Promise<{ id: number; accountId: number | null; campaignId: number | null } | null> {
    const { outcome } = line;
    if (outcome.state === 'pending') return null;
    const failed = outcome.state === 'failed';
    const { rows } = await exec.execute<{
      id: number;
      account_id: number | null;
      campaign_id: number | null;
    }>(sql`
      with report as (
        select ${outcome.state}::text as status, ${failed ? outcome.code : null}::text as error_code,
          ${failed ? outcome.text : null}::text as error),
      account as (
        update sms_messages m set status = r.status, reported_at = now(), error_code = r.error_code, error = r.error
        from report r
        where m.provider_job_id = ${line.jobId} and m.to_phone = ${line.phone} and m.status = 'sent'
        returning m.id, m.account_id, m.campaign_id),
      platform as (
        update platform_sms_messages m set status = r.status, reported_at = now(), error_code = r.error_code,
          error = r.error
        from report r
        where m.provider_job_id = ${line.jobId} and m.to_phone = ${line.phone} and m.status = 'sent'
        returning m.id, null::int as account_id, null::int as campaign_id)
      select * from account union all select * from platform`);
    const row = rows[0];
    return row ? { id: row.id, accountId: row.account_id, campaignId: row.campaign_id } : null;
  },
};
