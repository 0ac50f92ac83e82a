/**
 * What the job queue does for dues (docs/domain.md, "Dues jobs"), without the queue: which dues jobs are due on a day,
 * and running one of them for its month. server/plugins/jobs.ts wires these to pg-boss. The queue only triggers; the
 * exactly-once guarantee is runDuesJob's run row (unique job_id + period), so however many server instances
 * handle the same day, each month is billed once.
 */
import { type CalendarDate, todayInIstanbul } from '../../../common/date';
import type { Db } from '../../db';
import { AppError } from '../../errors';
import { debtJobsRepository } from '../../repositories/money/debtJobs';
import { noticeDuesRun } from '../shared/notices';
import { runDuesJob } from './duesRunner';

/** One dues job to bill for one month: the data of a 'dues-run' queue job. */
export interface DuesRun {
  accountId: number;
  jobId: number;
  /** YYYY-MM */
  period: string;
  /** ISO date of the day the run was decided (the date of payments made from advances). */
  today: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM of a calendar day. */
export function periodOf(day: CalendarDate): string {
  return `${day.year}-${pad(day.month)}`;
}

export function isoOf(day: CalendarDate): string {
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/**
 * The dues jobs due on `today` (Istanbul calendar): live jobs of open accounts whose day of the month has come
 * this month and that have not billed this month yet. A day missed (the server was down) is caught up by the next
 * day's run within the month.
 */
export async function dueDuesRuns(db: Db, today: CalendarDate = todayInIstanbul()): Promise<DuesRun[]> {
  const period = periodOf(today);
  const rows = await debtJobsRepository.due(db, period, today.day);
  return rows.map((row) => ({ ...row, period, today: isoOf(today) }));
}

/**
 * Bills one dues job for one month. Idempotent: a month already billed (by another instance, an earlier try or
 * the manager's "run now") creates nothing. A job deleted meanwhile is skipped, not retried.
 */
export async function runDuesOnce(db: Db, run: DuesRun): Promise<{ created: boolean; debtCount: number }> {
  try {
    const result = await runDuesJob(db, run.accountId, run.jobId, run.period, { today: run.today });
    if (result.created) await noticeDuesRun(db, run, result.debtCount);
    return { created: result.created, debtCount: result.debtCount };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return { created: false, debtCount: 0 };
    throw error;
  }
}
