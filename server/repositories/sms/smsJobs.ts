import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db';
import { residents, smsJobs } from '../../db/schema';
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
};
