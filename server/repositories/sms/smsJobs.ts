import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { residents, smsCampaigns, smsJobs } from '../../db/schema';
import { accountScoped } from '../shared/accountScoped';

export type SmsJob = typeof smsJobs.$inferSelect;

/** Recurring SMS jobs (sms_jobs) of an account: scoped reads and audited writes. */
export const smsJobsRepository = {
  ...accountScoped(smsJobs, {
    auditTable: 'sms_jobs',
    notFound: 'SMS görevi bulunamadı.',
    orderBy: [smsJobs.id],
  }),

  /** Which of the given resident ids are residents of this account (a job's ids may name deleted people). */
  async ownResidentIds(exec: Executor, accountId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await exec
      .select({ id: residents.id })
      .from(residents)
      .where(and(eq(residents.accountId, accountId), inArray(residents.id, ids)));
    return new Set(rows.map((row) => row.id));
  },

  /**
   * The newest job with this message that a send made, written since `since`: its campaign was written in the same
   * transaction, so both rows carry the transaction's time (a month's campaign of the scheduler comes later).
   */
  async madeBySend(
    exec: Executor,
    accountId: number,
    message: string,
    since: Date,
  ): Promise<SmsJob | undefined> {
    const [row] = await exec
      .select({ id: smsJobs.id })
      .from(smsJobs)
      .innerJoin(
        smsCampaigns,
        and(
          eq(smsCampaigns.accountId, smsJobs.accountId),
          eq(smsCampaigns.smsJobId, smsJobs.id),
          eq(smsCampaigns.createdAt, smsJobs.createdAt),
        ),
      )
      .where(
        and(eq(smsJobs.accountId, accountId), eq(smsJobs.message, message), gte(smsJobs.createdAt, since)),
      )
      .orderBy(desc(smsJobs.id))
      .limit(1);
    return row && smsJobsRepository.findOrFail(exec, accountId, row.id);
  },
};
