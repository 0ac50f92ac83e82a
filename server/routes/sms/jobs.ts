import { Type } from 'typebox';
import { dmyToIso, isoToDmy } from '../../../common/date';
import { smsMessageOrFail } from '../../domain/smsMessage';
import { formatIstanbulMinute, nextJobRun } from '../../domain/smsSchedule';
import { fieldError } from '../../errors';
import { todayIso } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import {
  type App,
  DmyInput,
  Id,
  ListAnswer,
  Message,
  Nullable,
  PageQuery,
  pageAnswer,
  paging,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  listSmsJobs,
  type SmsJobValues,
  type SmsJobView,
  smsJobWrites as writes,
} from '../../services/sms/jobs';

const area = 'sms' as const;
const tag = 'sms';

const JobSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** 0: monthly, the only kind. */
  job_type: Type.Integer(),
  day: Type.Integer(),
  hour: Type.Integer(),
  minute: Type.Integer(),
  /** DD.MM.YYYY */
  last_date: Type.String(),
  message: Type.String(),
  resident_ids: Type.Array(Type.Integer()),
  /** How many of resident_ids are still residents of the account. */
  recipients: Type.Integer(),
  /** The next send, DD.MM.YYYY HH:mm (Istanbul), or null once last_date has passed. */
  next_at: Nullable(Type.String()),
});

const JobBody = {
  /** The client sends 'test' (docs/domain.md, "Limits and constants"); kept as sent. */
  name: Text(100),
  job_type: Type.Optional(Type.Literal(0)),
  /** Day of month; left out: today's (Istanbul) on create, unchanged on update. Beyond a month's end: its last day. */
  day: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 31 }))),
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  minute: Type.Integer({ minimum: 0, maximum: 59 }),
  /** DD.MM.YYYY: the last day a message may leave; not in the past. */
  last_date: DmyInput,
  message: Text(2000),
  resident_ids: Type.Array(Id, { maxItems: 20000 }),
};
type JobInput = {
  name: string;
  job_type?: 0;
  day?: number | null;
  hour: number;
  minute: number;
  last_date: string;
  message: string;
  resident_ids: number[];
};

function valuesOf(body: JobInput): SmsJobValues {
  refuseBlank(body, ['name']);
  const lastDate = dmyToIso(body.last_date);
  if (!lastDate) throw fieldError('last_date', 'Geçerli bir tarih giriniz (GG.AA.YYYY).');
  if (lastDate < todayIso()) throw fieldError('last_date', 'Son gönderim tarihi geçmiş bir gün olamaz.');
  const residentIds = [...new Set(body.resident_ids)];
  if (residentIds.length === 0) throw fieldError('resident_ids', 'En az bir sakin seçin.');
  return {
    name: body.name.trim(),
    jobType: body.job_type ?? 0,
    day: body.day ?? undefined,
    hour: body.hour,
    minute: body.minute,
    lastDate,
    message: smsMessageOrFail(body.message),
    residentIds,
  };
}

function jobJson({ job, recipients }: SmsJobView, now: Date) {
  const next = nextJobRun(job, now);
  return {
    id: job.id,
    name: job.name,
    job_type: job.jobType,
    day: job.day,
    hour: job.hour,
    minute: job.minute,
    last_date: isoToDmy(job.lastDate)!,
    message: job.message,
    resident_ids: job.residentIds,
    recipients,
    next_at: next && formatIstanbulMinute(next),
  };
}

/** Recurring SMS jobs (docs/sms.md "Jobs"): every month on a day at hour:minute, Istanbul, until last_date. */
export default async function smsJobRoutes(app: App) {
  app.get(
    '/sms/jobs',
    routeOptions(
      { area, action: 'list' },
      tag,
      { querystring: Type.Object(PageQuery) },
      ListAnswer(JobSchema),
    ),
    async (request) => {
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await listSmsJobs(app.db, sessionOf(request).accountId, {
        offset,
        limit: perPage,
      });
      const now = new Date();
      return pageAnswer(
        rows.map((row) => jobJson(row, now)),
        total,
        { page, perPage },
      );
    },
  );

  app.post(
    '/sms/jobs',
    routeOptions(
      { area, action: 'create' },
      tag,
      {
        description:
          'A new monthly job; when a monthly send made a job with the same message within the hour, that job is ' +
          'updated with these values and answered instead (no second job).',
        body: Type.Object(JobBody),
      },
      WriteAnswer(JobSchema),
    ),
    async (request) => {
      const view = await writes.create(app.db, sessionOf(request), valuesOf(request.body));
      const description = view.merged
        ? 'Bu mesajın aylık görevi gönderimle oluşturulmuştu; görev bu bilgilerle güncellendi.'
        : 'SMS görevi eklendi.';
      return { description, data: jobJson(view, new Date()) };
    },
  );

  app.put(
    '/sms/jobs',
    routeOptions(
      { area, action: 'edit' },
      tag,
      { body: Type.Object({ id: Id, ...JobBody }) },
      WriteAnswer(JobSchema),
    ),
    async (request) => {
      const view = await writes.update(app.db, sessionOf(request), request.body.id, valuesOf(request.body));
      return { description: 'SMS görevi güncellendi.', data: jobJson(view, new Date()) };
    },
  );

  app.delete(
    '/sms/jobs',
    routeOptions({ area, action: 'delete' }, tag, { body: Type.Object({ id: Id }) }, Message),
    async (request) => {
      await writes.remove(app.db, sessionOf(request), request.body.id);
      return { description: 'SMS görevi silindi.' };
    },
  );
}
