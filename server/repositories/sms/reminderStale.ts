/**
 * Reminders whose sending was cut short (docs/reminders.md, "Cut short"): an SMS or e-mail claimed as 'sending'
 * before `cutoff` that never got its outcome, and e-mail claims of a run that stopped before writing their message.
 * Each becomes failed with `reason`, never sent again; the runs they belong to count them as failed. Across every
 * account: the job that calls it is the platform's, not an account's.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';

/** What one sweep closed: the runs to count again and the SMS campaigns that may now be done. */
export interface StaleClosed {
  runIds: number[];
  campaignIds: number[];
  messages: number;
}

const ids = (rows: { id: number | null }[]) => [
  ...new Set(rows.map((r) => r.id).filter((id): id is number => id !== null)),
];

export const reminderStaleRepository = {
  /**
   * Every stale claim, in the caller's transaction: reminder SMS and e-mails left 'sending' since before `cutoff`,
   * and e-mail reminders a run claimed before `cutoff` but never wrote a message for, when that run has handed no
   * e-mail over since `cutoff` either (a run still going is not cut short).
   */
  async failStale(exec: Executor, cutoff: Date, reason: string): Promise<StaleClosed> {
    const before = cutoff.toISOString();
    const sms = await exec.execute<{ id: number; account_id: number; campaign_id: number | null }>(sql`
      update sms_messages set status = 'failed', error_code = 'stale', error = ${reason}, reported_at = now()
      where status = 'sending' and claimed_at < ${before} and kind = 'debt_reminder'
      returning id, account_id, campaign_id`);
    const mail = await exec.execute<{ id: number; account_id: number }>(sql`
      update mail_messages set status = 'failed', provider_answer = ${reason}
      where status = 'sending' and claimed_at < ${before} and kind = 'reminder'
      returning id, account_id`);
    const runs: { id: number | null }[] = [];
    if (sms.rows.length > 0) {
      const { rows } = await exec.execute<{ id: number | null }>(sql`
        update reminder_sends s set status = 'failed', error = ${reason}
        from unnest(${sql.param(sms.rows.map((r) => r.id))}::int[], ${sql.param(sms.rows.map((r) => r.account_id))}::int[])
          as m(id, account_id)
        where s.account_id = m.account_id and s.sms_message_id = m.id
        returning s.run_id as id`);
      runs.push(...rows);
    }
    if (mail.rows.length > 0) {
      const { rows } = await exec.execute<{ id: number | null }>(sql`
        update reminder_sends s set status = 'failed', error = ${reason}
        from unnest(${sql.param(mail.rows.map((r) => r.id))}::int[], ${sql.param(mail.rows.map((r) => r.account_id))}::int[])
          as m(id, account_id)
        where s.account_id = m.account_id and s.mail_message_id = m.id
        returning s.run_id as id`);
      runs.push(...rows);
    }
    const unsent = await exec.execute<{ id: number | null }>(sql`
      update reminder_sends s set status = 'failed', error = ${reason}
      where s.channel = 'email' and s.status = 'queued' and s.mail_message_id is null and s.created_at < ${before}
        and not exists (select 1 from reminder_sends p join mail_messages m on m.id = p.mail_message_id
          where p.run_id = s.run_id and m.claimed_at >= ${before})
      returning s.run_id as id`);
    runs.push(...unsent.rows);
    const runIds = ids(runs);
    if (runIds.length > 0) {
      // sent and failed are the run's reminders by their status, as the run counted them (services/sms/reminders.ts).
      await exec.execute(sql`
        update reminder_runs u set sent = c.sent, failed = c.failed, finished_at = coalesce(u.finished_at, now())
        from (select run_id, count(*) filter (where status = 'queued')::int as sent,
            count(*) filter (where status = 'failed')::int as failed
          from reminder_sends where run_id = any(${sql.param(runIds)}::int[]) group by run_id) c
        where u.id = c.run_id`);
    }
    return {
      runIds,
      campaignIds: ids(sms.rows.map((r) => ({ id: r.campaign_id }))),
      messages: sms.rows.length + mail.rows.length + unsent.rows.length,
    };
  },
};
