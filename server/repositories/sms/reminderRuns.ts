/**
 * What a reminder run reads and writes (docs/reminders.md): the open debts in a rule's window not yet reminded, the
 * once-only claim of each reminder (reminder_sends' unique key), the runs' history and each rule's effect.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { reminderRuns } from '../../db/schema';
import type { CandidateDebt } from '../../domain/reminders/targets';

/** A claim this large changes reminder_sends enough for the planner to need new statistics at once. */
const ANALYZE_AFTER_CLAIMS = 1_000;
export interface NewSend {
  residentId: number;
  dueDate: string;
  channel: 'email' | 'sms';
  openAmount: bigint;
}

/** A resident as a reminder addresses them (reminderRunsRepository.people). */
export interface ReminderPerson {
  residentId: number;
  name: string;
  surname: string;
  phone: string | null;
  optOut: boolean;
  commercialConsent: boolean;
  /** "A Blok 12, A Blok 14": the current flats. */
  flats: string | null;
  building: string | null;
  email: string | null;
  emailBounced: boolean;
}

/** An SMS reminder as it is written (reminderRunsRepository.insertSms). */
export interface ReminderSms {
  residentId: number;
  name: string;
  phone: string;
  text: string;
  parts: number;
  occasion: string;
}

export const reminderRunsRepository = {
  /**
   * The account's open debts due between `from` and `to` whose resident and due date the rule has not reminded
   * yet, with what the filters need (server/domain/reminders/targets.ts applies them). Each resident's oldest open
   * debt, when `read.oldestDue`, is one probe of debts_open_resident_due per resident (not per debt, not a pass
   * over the account's open debts); the flats' debt groups only when `read.groups`.
   */
  async candidates(
    exec: Executor,
    accountId: number,
    ruleId: number,
    window: { from: string; to: string },
    read: { oldestDue: boolean; groups: boolean },
  ): Promise<CandidateDebt[]> {
    // Without the oldest due date the statement reads no resident twice: no per-resident step to join back.
    const oldest = read.oldestDue
      ? sql`oldest as materialized (select r.resident_id, (select o.due_date from debts o
          where o.account_id = ${accountId} and o.resident_id = r.resident_id and o.deleted_at is null
            and o.amount > o.paid
          order by o.due_date limit 1) as oldest_due from (select distinct resident_id from due) r),`
      : sql``;
    const groups = read.groups
      ? sql`select g.apartment_id, array_agg(g.group_id) as ids from apartment_debt_groups g
        where g.account_id = ${accountId} and g.apartment_id in (select apartment_id from due)
        group by g.apartment_id`
      : sql`select null::int as apartment_id, null::int[] as ids where false`;
    const { rows } = await exec.execute<{
      resident_id: number;
      due_date: string;
      open: string;
      responsible: 'owner' | 'tenant';
      accounting_type_id: number;
      building_id: number;
      group_ids: number[] | null;
      payment_code: string;
      resident_open: string;
      oldest_due: string | null;
    }>(sql`
      with due as (
        select d.resident_id, d.due_date, d.amount - d.paid as open, d.responsible, d.accounting_type_id, d.apartment_id
        from debts d
        where d.account_id = ${accountId} and d.deleted_at is null and d.amount > d.paid
          and d.due_date between ${window.from}::date and ${window.to}::date
          and not exists (select 1 from reminder_sends s where s.account_id = ${accountId} and s.rule_id = ${ruleId}
            and s.resident_id = d.resident_id and s.due_date = d.due_date)),
      ${oldest}
      flat_groups as (${groups})
      select d.resident_id, d.due_date::text, d.open::text, d.responsible, d.accounting_type_id, a.building_id,
        a.payment_code, coalesce(b.open_debt, 0)::text as resident_open,
        ${read.oldestDue ? sql`o.oldest_due::text` : sql`null::text`} as oldest_due,
        ${read.groups ? sql`array_remove(array[a.group_id] || coalesce(fg.ids, '{}'), null)` : sql`null`} as group_ids
      from due d
      join apartments a on a.account_id = ${accountId} and a.id = d.apartment_id
      ${read.oldestDue ? sql`join oldest o on o.resident_id = d.resident_id` : sql``}
      left join flat_groups fg on fg.apartment_id = d.apartment_id
      left join resident_balances b on b.account_id = ${accountId} and b.resident_id = d.resident_id`);
    return rows.map((row) => ({
      residentId: row.resident_id,
      dueDate: row.due_date,
      open: BigInt(row.open),
      responsible: row.responsible,
      accountingTypeId: row.accounting_type_id,
      buildingId: row.building_id,
      groupIds: row.group_ids ?? [],
      paymentCode: row.payment_code,
      residentOpen: BigInt(row.resident_open),
      oldestDue: row.oldest_due,
    }));
  },

  /** Serialises the runs of one rule (two instances, the daily job and a manager's click). */
  async lockRule(exec: Executor, ruleId: number): Promise<void> {
    await exec.execute(sql`select pg_advisory_xact_lock(hashtext('reminder-rule'), ${ruleId})`);
  },

  async startRun(
    exec: Executor,
    values: { accountId: number; ruleId: number; date: string; manual: boolean; userId: number | null },
  ): Promise<number> {
    const [row] = await exec.insert(reminderRuns).values(values).returning({ id: reminderRuns.id });
    return row!.id;
  },

  async finishRun(
    exec: Executor,
    runId: number,
    counts: { sent: number; failed: number; skipped: number },
  ): Promise<void> {
    await exec.execute(sql`update reminder_runs set sent = ${counts.sent}, failed = ${counts.failed},
      skipped = ${counts.skipped}, finished_at = now() where id = ${runId}`);
  },

  /**
   * Writes the reminders in one statement; one that exists already (another run got there first) is left out.
   * Answers the "resident:due date" keys written, which alone may go out.
   */
  async claim(
    exec: Executor,
    run: { accountId: number; ruleId: number; runId: number },
    sends: NewSend[],
  ): Promise<Set<string>> {
    if (sends.length === 0) return new Set();
    const column = <T>(pick: (s: NewSend) => T) => sql.param(sends.map(pick));
    const { rows } = await exec.execute<{ resident_id: number; due_date: string }>(sql`
      insert into reminder_sends (account_id, rule_id, run_id, resident_id, due_date, channel, status, open_amount)
      select ${run.accountId}, ${run.ruleId}, ${run.runId}, u.resident_id, u.due_date, u.channel, 'queued',
        u.open_amount
      from unnest(${column((s) => s.residentId)}::int[], ${column((s) => s.dueDate)}::date[],
        ${column((s) => s.channel)}::text[], ${column((s) => s.openAmount.toString())}::bigint[])
        as u(resident_id, due_date, channel, open_amount)
      on conflict do nothing
      returning resident_id, due_date::text`);
    return new Set(rows.map((row) => `${row.resident_id}:${row.due_date}`));
  },

  /**
   * After a run that claimed many reminders: the next run's "not yet sent" test joins these rows, and until
   * autovacuum counted them the planner took 20,000 sends of one due date for a handful and merged on the date
   * alone, 400 million comparisons and 28-41 s for a second run of the day that sends nothing (docs/benchmarks.md,
   * "Reminder rules"). Outside the run's transaction: inside it, the new figures turned the run's own message
   * linking into a nested loop.
   */
  async countSendsIfMany(exec: Executor, claimed: number): Promise<void> {
    if (claimed >= ANALYZE_AFTER_CLAIMS) await exec.execute(sql`analyze reminder_sends`);
  },

  /** Marks reminders failed with the reason (the SMS was refused after the claim: too few credits, too long). */
  async fail(exec: Executor, runId: number, error: string): Promise<void> {
    await exec.execute(sql`update reminder_sends set status = 'failed', error = ${error}
      where run_id = ${runId} and channel = 'sms'`);
  },

  /**
   * Writes a run's SMS into its campaign and links each reminder to its message, in one statement: 20,000 messages
   * in one round trip. Each message finds its reminder by the once-only key (its occasion ends with the due date),
   * an index probe whatever the planner thinks of the table's size: the old join on the occasion text became a
   * nested loop of 20,000 × 20,000 when reminder_sends had just been analysed empty.
   */
  async insertSms(
    exec: Executor,
    run: { accountId: number; ruleId: number; runId: number; provider: string },
    campaign: { id: number; status: string },
    messages: ReminderSms[],
  ): Promise<void> {
    const column = <T>(pick: (m: ReminderSms) => T) => sql.param(messages.map(pick));
    await exec.execute(sql`
      with m as (
        insert into sms_messages (account_id, campaign_id, resident_id, recipient_name, to_phone, text, parts, kind,
          occasion, status, provider)
        select ${run.accountId}, ${campaign.id}, u.resident_id, u.name, u.phone, u.text, u.parts, 'debt_reminder',
          u.occasion, ${campaign.status}, ${run.provider}
        from unnest(${column((m) => m.residentId)}::int[], ${column((m) => m.name)}::text[],
          ${column((m) => m.phone)}::text[], ${column((m) => m.text)}::text[], ${column((m) => m.parts)}::int[],
          ${column((m) => m.occasion)}::text[]) as u(resident_id, name, phone, text, parts, occasion)
        returning id, resident_id, occasion)
      update reminder_sends s set sms_message_id = m.id from m
      where s.account_id = ${run.accountId} and s.rule_id = ${run.ruleId} and s.resident_id = m.resident_id
        and s.due_date = split_part(m.occasion, ':', 4)::date and s.run_id = ${run.runId}`);
  },

  /**
   * What addressing a reminder needs of each resident among `ids`: name, phone, flats and building for the SMS
   * fields (only when `read.flats`: a template with {daire} or {bina}), and the e-mail state for the channel
   * choice. The open debt and oldest due date come with the candidates, so the account's debts are not read a
   * second time.
   */
  async people(
    exec: Executor,
    accountId: number,
    ids: number[],
    read: { flats: boolean },
  ): Promise<ReminderPerson[]> {
    const flats = read.flats
      ? sql`select ar.resident_id,
          string_agg(b.name || ' ' || a.identifier, ', ' order by b.name, a.identifier) as flats,
          min(b.name) as building
        from apartment_residents ar
        join apartments a on a.account_id = ${accountId} and a.id = ar.apartment_id
        join buildings b on b.id = a.building_id
        where ar.account_id = ${accountId} and ar.move_out is null
          and ar.resident_id = any(${sql.param(ids)}::int[])
        group by ar.resident_id`
      : sql`select null::int as resident_id, null::text as flats, null::text as building where false`;
    const building = read.flats ? sql`coalesce(f.building, own.name)` : sql`null::text`;
    const { rows } = await exec.execute<{
      id: number;
      name: string;
      surname: string;
      phone: string | null;
      sms_opt_out: boolean;
      commercial_consent: boolean;
      flats: string | null;
      building: string | null;
      email: string | null;
      email_bounced_at: Date | null;
    }>(sql`
      with flats as (${flats})
      select r.id, r.name, r.surname, r.phone, r.sms_opt_out, r.commercial_consent, f.flats,
        ${building} as building, r.email, r.email_bounced_at
      from residents r
      left join flats f on f.resident_id = r.id
      left join buildings own on own.id = r.building_id
      where r.account_id = ${accountId} and r.id = any(${sql.param(ids)}::int[])`);
    return rows.map((row) => ({
      residentId: row.id,
      name: row.name,
      surname: row.surname,
      phone: row.phone,
      optOut: row.sms_opt_out,
      commercialConsent: row.commercial_consent,
      flats: row.flats,
      building: row.building,
      email: row.email,
      emailBounced: row.email_bounced_at !== null,
    }));
  },

  /** The message a claimed e-mail reminder is going as, written before the provider is called. */
  async linkMail(
    exec: Executor,
    run: { accountId: number; runId: number },
    send: { residentId: number; dueDate: string },
    mailMessageId: number,
  ): Promise<void> {
    await exec.execute(sql`update reminder_sends set mail_message_id = ${mailMessageId}
      where account_id = ${run.accountId} and run_id = ${run.runId} and resident_id = ${send.residentId}
        and due_date = ${send.dueDate}::date`);
  },

  /** What sending a claimed e-mail reminder came to: its message, and the reason when it did not go. */
  async settleMail(
    exec: Executor,
    run: { accountId: number; runId: number },
    send: { residentId: number; dueDate: string },
    outcome: { mailMessageId: number | null; error: string | null },
  ): Promise<void> {
    await exec.execute(sql`update reminder_sends set mail_message_id = ${outcome.mailMessageId},
      status = ${outcome.error === null ? 'queued' : 'failed'}, error = ${outcome.error}
      where account_id = ${run.accountId} and run_id = ${run.runId} and resident_id = ${send.residentId}
        and due_date = ${send.dueDate}::date`);
  },

  /** The account's runs, newest first, with their rule's name. */
  async runs(exec: Executor, accountId: number, page: { offset: number; limit: number }) {
    const { rows } = await exec.execute<{
      id: number;
      rule_id: number;
      rule_name: string;
      date: string;
      manual: boolean;
      started_at: Date;
      finished_at: Date | null;
      sent: number;
      failed: number;
      skipped: number;
      errors: string[] | null;
      total: string;
    }>(sql`
      select u.id, u.rule_id, r.name as rule_name, u.date::text, u.manual, u.started_at, u.finished_at,
        u.sent, u.failed, u.skipped, count(*) over () as total,
        (select array_agg(distinct s.error) from reminder_sends s
          where s.run_id = u.id and s.error is not null) as errors
      from reminder_runs u join reminder_rules r on r.account_id = u.account_id and r.id = u.rule_id
      where u.account_id = ${accountId}
      order by u.started_at desc, u.id desc
      limit ${page.limit} offset ${page.offset}`);
    return { rows, total: Number(rows[0]?.total ?? 0) };
  },

  /**
   * Each rule's effect: of its reminders that went out about an open amount, how many were paid in full within 7
   * days of leaving, and the kuruş paid on those debts in that week.
   */
  async effect(exec: Executor, accountId: number) {
    const { rows } = await exec.execute<{
      rule_id: number;
      reminded: string;
      paid: string;
      amount: string;
    }>(sql`
      select s.rule_id, count(*)::text as reminded, count(*) filter (where p.paid >= s.open_amount)::text as paid,
        coalesce(sum(least(p.paid, s.open_amount)), 0)::text as amount
      from reminder_sends s
      cross join lateral (
        select coalesce(sum(pm.amount), 0) as paid from payments pm
        join debts d on d.account_id = pm.account_id and d.id = pm.debt_id
        where pm.account_id = s.account_id and pm.deleted_at is null and d.resident_id = s.resident_id
          and d.due_date = s.due_date and pm.created_at >= s.created_at
          and pm.created_at < s.created_at + interval '7 days') p
      where s.account_id = ${accountId} and s.status = 'queued' and s.open_amount > 0
      group by s.rule_id`);
    return new Map(
      rows.map((row) => [
        row.rule_id,
        { reminded: Number(row.reminded), paid: Number(row.paid), amount: BigInt(row.amount) },
      ]),
    );
  },
};
