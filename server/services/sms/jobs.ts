import { todayInIstanbul } from '../../../common/date';
import type { Db, Executor } from '../../db';
import { fieldError } from '../../errors';
import type { Page } from '../../repositories/shared/accountScoped';
import { smsJobsRepository as repo, type SmsJob } from '../../repositories/sms/smsJobs';
import { actorOf, type Session } from '../shared/sessions';

/** How long after a monthly send its job is taken as the one a following POST /sms/jobs means. */
const SEND_JOB_WINDOW_MS = 60 * 60 * 1000;

/** A recurring job as read from the request (docs/sms.md "Jobs"). */
export interface SmsJobValues {
  name: string;
  jobType: number;
  /** Day of month 1–31; left out: today's (Istanbul) on create, unchanged on update. */
  day?: number;
  hour: number;
  minute: number;
  /** ISO YYYY-MM-DD */
  lastDate: string;
  message: string;
  residentIds: number[];
}

/** A job with how many of its residents are still residents of the account. */
export interface SmsJobView {
  job: SmsJob;
  recipients: number;
}

/** Every resident of a job must be one of the account's own. */
async function refuseForeignResidents(tx: Executor, accountId: number, ids: number[]) {
  const own = await repo.ownResidentIds(tx, accountId, ids);
  const foreign = ids.filter((id) => !own.has(id)).length;
  if (foreign > 0) {
    throw fieldError(
      'resident_ids',
      `Seçilen kişilerden ${foreign} tanesi sakinleriniz arasında bulunamadı.`,
    );
  }
}

/** Newest first; `recipients` leaves out residents deleted since the job was written. */
export async function listSmsJobs(
  db: Db,
  accountId: number,
  page: Page,
): Promise<{ rows: SmsJobView[]; total: number }> {
  const { rows, total } = await repo.list(db, accountId, { page, order: 'desc' });
  const own = await repo.ownResidentIds(db, accountId, [...new Set(rows.flatMap((job) => job.residentIds))]);
  return {
    rows: rows.map((job) => ({ job, recipients: job.residentIds.filter((id) => own.has(id)).length })),
    total,
  };
}

export const smsJobWrites = {
  /**
   * A new job, or the one a monthly send made moments ago with the same message: a client of the specification
   * posts the send (`continually`) and then this call for the same job, which updates it instead of making a
   * second one that would send every resident the message twice a month (docs/decisions.md, "Contract suite:
   * the specification's second forms, part two").
   */
  async create(db: Db, session: Session, values: SmsJobValues): Promise<SmsJobView & { merged: boolean }> {
    const since = new Date(Date.now() - SEND_JOB_WINDOW_MS);
    const made = await repo.madeBySend(db, session.accountId, values.message, since);
    if (made) return { ...(await smsJobWrites.update(db, session, made.id, values)), merged: true };
    const day = values.day ?? todayInIstanbul().day;
    const job = await repo.insert(db, session.accountId, actorOf(session), { ...values, day }, (tx) =>
      refuseForeignResidents(tx, session.accountId, values.residentIds),
    );
    return { job, recipients: job.residentIds.length, merged: false };
  },

  async update(db: Db, session: Session, id: number, values: SmsJobValues): Promise<SmsJobView> {
    const job = await repo.update(db, session.accountId, actorOf(session), id, values, (_, tx) =>
      refuseForeignResidents(tx, session.accountId, values.residentIds),
    );
    return { job, recipients: job.residentIds.length };
  },

  remove: (db: Db, session: Session, id: number) => repo.remove(db, session.accountId, actorOf(session), id),
};
