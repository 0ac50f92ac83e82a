/**
 * Who the automatic messages reach today (docs/sms.md; docs/domain.md, "Automatic SMS and templates"): birthdays
 * and new receipts. Each row carries its occasion (unique per account and kind
 * in sms_messages), and rows whose occasion was already sent are left out.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';

export interface AutomaticRow {
  accountId: number;
  residentId: number;
  occasion: string;
  /** A receipt's amount (kuruş) and number, for the payment message. */
  amount?: bigint;
  number?: number;
}

const notSent = (kind: string) => sql`not exists (
  select 1 from sms_messages m where m.account_id = x.account_id and m.kind = ${kind} and m.occasion = x.occasion)`;

export const smsAutomaticRepository = {
  /** Residents born on this day (29 February counts on 28 February in other years), of accounts that greet. */
  async birthdays(
    exec: Executor,
    today: { iso: string; year: number; leap: boolean },
  ): Promise<AutomaticRow[]> {
    const { rows } = await exec.execute<{ account_id: number; resident_id: number; occasion: string }>(sql`
      select * from (
        select r.account_id, r.id as resident_id, 'birthday:' || r.id || ':' || ${today.year} as occasion
        from residents r
        join settings s on s.account_id = r.account_id and s.birth_day
        join accounts a on a.id = r.account_id and a.deleted_at is null
        where r.birth_day is not null and (
          to_char(r.birth_day, 'MM-DD') = to_char(${today.iso}::date, 'MM-DD')
          or (not ${today.leap} and to_char(r.birth_day, 'MM-DD') = '02-29' and to_char(${today.iso}::date, 'MM-DD') = '02-28'))
      ) x where ${notSent('birthday')}`);
    return rows.map((r) => ({ accountId: r.account_id, residentId: r.resident_id, occasion: r.occasion }));
  },

  /** Receipts of the last day not yet announced, of accounts that send the payment message. */
  async receipts(exec: Executor, receiptId: number | null = null, accountId: number | null = null) {
    const one = receiptId
      ? sql`and p.id = ${receiptId} and p.account_id = ${accountId}`
      : sql`
      and p.created_at > now() - interval '1 day'
      and exists (select 1 from settings s where s.account_id = p.account_id and s.send_payment_message)`;
    const { rows } = await exec.execute<{
      account_id: number;
      resident_id: number;
      occasion: string;
      total: string;
      number: number;
    }>(sql`
      select * from (
        select p.account_id, p.resident_id, 'receipt:' || p.id as occasion, p.total::text, p.number
        from receipts p join accounts a on a.id = p.account_id and a.deleted_at is null
        where p.deleted_at is null and p.resident_id is not null ${one}
      ) x ${receiptId ? sql`` : sql`where ${notSent('payment')}`}`);
    return rows.map((r) => ({
      accountId: r.account_id,
      residentId: r.resident_id,
      occasion: r.occasion,
      amount: BigInt(r.total),
      number: r.number,
    }));
  },

  /** The texts an account chose in its settings (null: the product's default). */
  async settingTexts(exec: Executor, accountId: number) {
    const { rows } = await exec.execute<{ birthday: string | null; payment: string | null }>(sql`
      select s.birth_day_message_template as birthday, s.payment_message_template as payment
      from settings s where s.account_id = ${accountId}`);
    return rows[0] ?? { birthday: null, payment: null };
  },

  /** Serialises one account's automatic sends of one kind (two instances, or the tick and a manager's click). */
  async lock(exec: Executor, accountId: number, kind: string): Promise<void> {
    await exec.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-auto:${kind}`}), ${accountId})`);
  },

  async alreadySent(
    exec: Executor,
    accountId: number,
    kind: string,
    occasions: string[],
  ): Promise<Set<string>> {
    const { rows } = await exec.execute<{ occasion: string }>(sql`
      select occasion from sms_messages where account_id = ${accountId} and kind = ${kind}
        and occasion = any(${sql.param(occasions)}::text[])`);
    return new Set(rows.map((r) => r.occasion));
  },
};
