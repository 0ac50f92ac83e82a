import { Type } from 'typebox';
import { todayInIstanbul } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import { fieldError } from '../../errors';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { debtJobsRepository } from '../../repositories/money/debtJobs';
import {
  type App,
  DecimalInput,
  Id,
  Message,
  Nullable,
  NullableBoolean,
  PageQuery,
  Text,
  WriteAnswer,
} from '../../schemas/shared/http';
import { Money, money, Responsible, SkippedSchema, skippedJson } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { changeJob, createJob, type JobDetails, stopJob } from '../../services/money/duesJobs';
import { isPeriod, periodName, runDuesJob } from '../../services/money/duesRunner';
import { actorOf } from '../../services/shared/sessions';

const area = 'debit' as const;

const JobSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  group_id: Type.Integer(),
  group_name: Type.String(),
  /** The dues group's monthly amount. */
  amount: Money,
  accounting_type_id: Type.Integer(),
  accounting_type: Type.String(),
  day_of_month: Type.Integer(),
  is_interest: Type.Boolean(),
  interest: Nullable(Type.Number()),
  responsible: Responsible,
  /** YYYY-MM of the newest month billed, or null. */
  last_period: Nullable(Type.String()),
  run_count: Type.Integer(),
});

const JobBody = {
  name: Text(100),
  /** A dues group (type 2). */
  group_id: Id,
  accounting_type_id: Id,
  day_of_month: Type.Integer({ minimum: 1, maximum: 28 }),
  is_interest: Type.Optional(NullableBoolean),
  interest: Type.Optional(DecimalInput),
  responsible: Type.Optional(Nullable(Responsible)),
};
function jobJson(row: JobDetails) {
  return {
    id: row.job.id,
    name: row.job.name,
    group_id: row.job.groupId,
    group_name: row.groupName,
    amount: money(row.amount),
    accounting_type_id: row.job.accountingTypeId,
    accounting_type: row.accountingType,
    day_of_month: row.job.dayOfMonth,
    is_interest: row.job.isInterest,
    interest: row.job.interestRate === null ? null : Number(row.job.interestRate),
    responsible: row.job.responsible,
    last_period: row.lastPeriod,
    run_count: row.runCount,
  };
}

/** This month in Istanbul, YYYY-MM. */
function currentPeriod(): string {
  const today = todayInIstanbul();
  return `${today.year}-${String(today.month).padStart(2, '0')}`;
}

/** Dues jobs (aidat görevleri): GET, POST, PUT, DELETE /debt/job and POST /debt/job/run. */
export default async function debtJobRoutes(app: App) {
  listRoute(app, {
    path: '/debt/job',
    access: { area, action: 'list' },
    tag: 'dues',
    query: PageQuery,
    item: JobSchema,
    read: (db, session, { page }) => debtJobsRepository.list(db, session.accountId, page),
    json: jobJson,
  });

  app.post(
    '/debt/job',
    routeOptions(
      { area, action: 'create' },
      'dues',
      {
        description:
          "Each month on day_of_month (1–28) the dues group's amount is charged to each apartment of the group.",
        body: Type.Object(JobBody),
      },
      WriteAnswer(JobSchema),
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      const job = await createJob(app.db, actorOf(session), session.accountId, request.body);
      return { description: 'Aidat görevi eklendi.', data: jobJson(job) };
    },
  );

  app.put(
    '/debt/job',
    routeOptions(
      { area, action: 'edit' },
      'dues',
      {
        description: 'Changes apply to the months not billed yet.',
        body: Type.Object({ id: Id, ...JobBody }),
      },
      WriteAnswer(JobSchema),
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const job = await changeJob(app.db, actorOf(session), session.accountId, body.id, body);
      return { description: 'Aidat görevi güncellendi.', data: jobJson(job) };
    },
  );

  app.delete(
    '/debt/job',
    routeOptions(
      { area, action: 'delete' },
      'dues',
      {
        description: 'Stops the job. Debts it already created stay (delete their batches to remove them).',
        body: Type.Object({ id: Id }),
      },
      Message,
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      await stopJob(app.db, actorOf(session), session.accountId, request.body.id);
      return { description: 'Aidat görevi silindi. Daha önce yazılan borçlar yerinde duruyor.' };
    },
  );

  app.post(
    '/debt/job/run',
    routeOptions(
      { area, action: 'create' },
      'dues',
      {
        description:
          'Runs a dues job now for a month (YYYY-MM, default this month in Istanbul). A month is billed once: a ' +
          'second run creates nothing and says so.',
        body: Type.Object({ id: Id, period: Type.Optional(Nullable(Type.String({ maxLength: 7 }))) }),
      },
      WriteAnswer(
        Type.Object({
          created: Type.Boolean(),
          period: Type.String(),
          multi_debt_id: Nullable(Type.Integer()),
          debt_count: Type.Integer(),
          total: Money,
          skipped: Type.Array(SkippedSchema),
        }),
      ),
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      const period = request.body.period?.trim() || currentPeriod();
      if (!isPeriod(period)) throw fieldError('period', 'Dönemi YYYY-AA biçiminde giriniz (ör. 2025-01).');
      const result = await runDuesJob(app.db, session.accountId, request.body.id, period, {
        actor: actorOf(session),
      });
      const name = periodName(period);
      return {
        description: result.created
          ? `${name} aidatı ${result.debtCount} daireye yazıldı (toplam ${formatMoney(result.total)}).`
          : `${name} aidatı bu görevle daha önce yazılmıştı; yeni borç eklenmedi.`,
        data: {
          created: result.created,
          period,
          multi_debt_id: result.batchId,
          debt_count: result.debtCount,
          total: money(result.total),
          skipped: result.skipped.map(skippedJson),
        },
      };
    },
  );
}
