import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { todayInIstanbul } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import type { Executor } from '../../db';
import { accountingTypes, debtJobRuns, debtJobs, groups } from '../../db/schema';
import { fieldError, notFound } from '../../errors';
import { monthlyRate } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import {
  type App,
  authErrors,
  DecimalInput,
  Id,
  ListAnswer,
  Message,
  Nullable,
  NullableBoolean,
  PageQuery,
  paging,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/http';
import { Money, money, Responsible } from '../../schemas/money';
import { recordAudit } from '../../services/audit';
import { incomeType } from '../../services/debtEntry';
import { isPeriod, periodName, runDuesJob } from '../../services/duesRunner';
import { actorOf } from '../../services/sessions';

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
type JobInput = {
  name: string;
  group_id: number;
  accounting_type_id: number;
  day_of_month: number;
  is_interest?: boolean | null;
  interest?: string | number | null;
  responsible?: 'owner' | 'tenant' | null;
};

async function valuesOf(exec: Executor, accountId: number, body: JobInput) {
  refuseBlank(body, ['name']);
  const [group] = await exec
    .select()
    .from(groups)
    .where(and(eq(groups.accountId, accountId), eq(groups.id, body.group_id)));
  if (!group) throw notFound('Grup bulunamadı.');
  if (group.type !== 2) throw fieldError('group_id', 'Aidat görevi için bir aidat grubu seçiniz.');
  const type = await incomeType(exec, accountId, body.accounting_type_id);
  const isInterest = Boolean(body.is_interest);
  const interest = body.interest;
  return {
    name: body.name.trim(),
    groupId: group.id,
    accountingTypeId: type.id,
    dayOfMonth: body.day_of_month,
    isInterest,
    interestRate:
      isInterest && interest !== null && interest !== undefined && interest !== ''
        ? monthlyRate(interest, 'interest')
        : null,
    responsible: body.responsible ?? ('owner' as const),
  };
}

async function jobsOf(
  exec: Executor,
  accountId: number,
  page: { offset: number; limit: number } | null,
  id?: number,
) {
  const where = and(
    eq(debtJobs.accountId, accountId),
    isNull(debtJobs.deletedAt),
    id ? eq(debtJobs.id, id) : undefined,
  );
  const select = exec
    .select({
      job: debtJobs,
      groupName: groups.name,
      amount: groups.amount,
      accountingType: accountingTypes.name,
      lastPeriod: sql<
        string | null
      >`(select max(${debtJobRuns.period}) from ${debtJobRuns} where ${debtJobRuns.jobId} = ${debtJobs.id})`,
      runCount: sql<number>`(select count(*)::int from ${debtJobRuns} where ${debtJobRuns.jobId} = ${debtJobs.id})`,
    })
    .from(debtJobs)
    .innerJoin(groups, eq(groups.id, debtJobs.groupId))
    .innerJoin(accountingTypes, eq(accountingTypes.id, debtJobs.accountingTypeId))
    .where(where)
    .orderBy(desc(debtJobs.id));
  const rows = page ? await select.limit(page.limit).offset(page.offset) : await select;
  const [total] = await exec.select({ n: count() }).from(debtJobs).where(where);
  return {
    rows: rows.map((row) => ({
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
    })),
    total: total?.n ?? 0,
  };
}

async function oneJob(exec: Executor, accountId: number, id: number) {
  const [job] = (await jobsOf(exec, accountId, null, id)).rows;
  if (!job) throw notFound('Aidat görevi bulunamadı.');
  return job;
}

/** This month in Istanbul, YYYY-MM. */
function currentPeriod(): string {
  const today = todayInIstanbul();
  return `${today.year}-${String(today.month).padStart(2, '0')}`;
}

/** Dues jobs (aidat görevleri): GET, POST, PUT, DELETE /debt/job and POST /debt/job/run. */
export default async function debtJobRoutes(app: App) {
  app.get(
    '/debt/job',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['dues'],
        querystring: Type.Object(PageQuery),
        response: { 200: ListAnswer(JobSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await jobsOf(app.db, session.accountId, { offset, limit: perPage });
      return { Records: rows, TotalRecords: total, Page: page, PerPage: perPage };
    },
  );

  app.post(
    '/debt/job',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['dues'],
        description:
          "Each month on day_of_month (1–28) the dues group's amount is charged to each apartment of the group.",
        body: Type.Object(JobBody),
        response: { 200: WriteAnswer(JobSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const data = await app.db.transaction(async (tx) => {
        const values = await valuesOf(tx, session.accountId, request.body);
        const [job] = await tx
          .insert(debtJobs)
          .values({ accountId: session.accountId, ...values })
          .returning();
        await recordAudit(tx, actorOf(session), {
          table: 'debt_jobs',
          action: 'insert',
          recordId: job!.id,
          after: job,
        });
        return oneJob(tx, session.accountId, job!.id);
      });
      return { description: 'Aidat görevi eklendi.', data };
    },
  );

  app.put(
    '/debt/job',
    {
      config: { access: { area, action: 'edit' } },
      schema: {
        tags: ['dues'],
        description: 'Changes apply to the months not billed yet.',
        body: Type.Object({ id: Id, ...JobBody }),
        response: { 200: WriteAnswer(JobSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const data = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(debtJobs)
          .where(
            and(
              eq(debtJobs.accountId, session.accountId),
              eq(debtJobs.id, request.body.id),
              isNull(debtJobs.deletedAt),
            ),
          );
        if (!before) throw notFound('Aidat görevi bulunamadı.');
        const values = await valuesOf(tx, session.accountId, request.body);
        const [after] = await tx.update(debtJobs).set(values).where(eq(debtJobs.id, before.id)).returning();
        await recordAudit(tx, actorOf(session), {
          table: 'debt_jobs',
          action: 'update',
          recordId: before.id,
          before,
          after,
        });
        return oneJob(tx, session.accountId, before.id);
      });
      return { description: 'Aidat görevi güncellendi.', data };
    },
  );

  app.delete(
    '/debt/job',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['dues'],
        description: 'Stops the job. Debts it already created stay (delete their batches to remove them).',
        body: Type.Object({ id: Id }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(debtJobs)
          .where(
            and(
              eq(debtJobs.accountId, session.accountId),
              eq(debtJobs.id, request.body.id),
              isNull(debtJobs.deletedAt),
            ),
          );
        if (!before) throw notFound('Aidat görevi bulunamadı.');
        const now = new Date();
        await tx.update(debtJobs).set({ deletedAt: now }).where(eq(debtJobs.id, before.id));
        await recordAudit(tx, actorOf(session), {
          table: 'debt_jobs',
          action: 'delete',
          recordId: before.id,
          before,
          after: { deletedAt: now },
        });
      });
      return { description: 'Aidat görevi silindi. Daha önce yazılan borçlar yerinde duruyor.' };
    },
  );

  app.post(
    '/debt/job/run',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['dues'],
        description:
          'Runs a dues job now for a month (YYYY-MM, default this month in Istanbul). A month is billed once: a ' +
          'second run creates nothing and says so.',
        body: Type.Object({ id: Id, period: Type.Optional(Nullable(Type.String({ maxLength: 7 }))) }),
        response: {
          200: WriteAnswer(
            Type.Object({
              created: Type.Boolean(),
              period: Type.String(),
              multi_debt_id: Nullable(Type.Integer()),
              debt_count: Type.Integer(),
              total: Money,
              skipped: Type.Array(
                Type.Object({
                  apartment_id: Type.Integer(),
                  building_name: Type.String(),
                  identifier: Type.String(),
                  reason: Type.String(),
                }),
              ),
            }),
          ),
          ...authErrors,
        },
      },
    },
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
          skipped: result.skipped.map((s) => ({
            apartment_id: s.apartmentId,
            building_name: s.buildingName,
            identifier: s.identifier,
            reason: s.reason,
          })),
        },
      };
    },
  );
}
