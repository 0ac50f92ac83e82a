import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { mailStatementRuns, settings } from '../../db/schema';

/** The monthly statements' accounts, residents and once-only keys (docs/mail.md, "Monthly statements"). */
export const mailStatementsRepository = {
  /** Accounts whose mail_statements setting is on. */
  async accounts(exec: Executor): Promise<number[]> {
    const rows = await exec
      .select({ accountId: settings.accountId })
      .from(settings)
      .where(eq(settings.mailStatements, true))
      .orderBy(settings.accountId);
    return rows.map((r) => r.accountId);
  },

  /**
   * Residents with an address that did not bounce who owe something now, or had a debt due or a payment in the
   * month `from`..`to` (ISO days): the ones a statement tells something.
   */
  async residents(exec: Executor, accountId: number, from: string, to: string): Promise<number[]> {
    const { rows } = await exec.execute<{ id: number }>(sql`
      select r.id from residents r
      where r.account_id = ${accountId} and r.email is not null and r.email_bounced_at is null
        and (exists (select 1 from debts d where d.account_id = ${accountId} and d.resident_id = r.id
                       and d.deleted_at is null
                       and (d.amount > d.paid or d.due_date between ${from} and ${to}))
          or exists (select 1 from receipts c where c.account_id = ${accountId} and c.resident_id = r.id
                       and c.deleted_at is null and c.date between ${from} and ${to}))
      order by r.id`);
    return rows.map((r) => Number(r.id));
  },

  /** The resident's key for the month; false when it exists already (sent, or being sent, by another run). */
  async claim(exec: Executor, accountId: number, residentId: number, period: string): Promise<boolean> {
    const rows = await exec
      .insert(mailStatementRuns)
      .values({ accountId, residentId, period })
      .onConflictDoNothing()
      .returning({ residentId: mailStatementRuns.residentId });
    return rows.length > 0;
  },

  async keepMessage(
    exec: Executor,
    accountId: number,
    residentId: number,
    period: string,
    messageId: number,
  ) {
    await exec
      .update(mailStatementRuns)
      .set({ messageId })
      .where(
        and(
          eq(mailStatementRuns.accountId, accountId),
          eq(mailStatementRuns.residentId, residentId),
          eq(mailStatementRuns.period, period),
        ),
      );
  },
};
