/** Dues jobs (aidat görevleri) as the manager sets them up: GET, POST, PUT and DELETE /debt/job. */
import type { Executor } from '../../db';
import { fieldError, notFound } from '../../errors';
import { groupsRepository } from '../../repositories/definitions/groups';
import { type DebtJobValues, debtJobsRepository as repo } from '../../repositories/money/debtJobs';
import { type Actor, recordAudit } from '../../repositories/shared/audit';
import { refuseBlank } from '../../schemas/shared/http';
import type { Responsible } from './';
import { incomeType, interestRateOf } from './debtEntry';

/** A job as the screen sends it. */
export interface JobInput {
  name: string;
  group_id: number;
  accounting_type_id: number;
  day_of_month: number;
  is_interest?: boolean | null;
  interest?: string | number | null;
  responsible?: Responsible | null;
}

export type JobDetails = Awaited<ReturnType<typeof repo.list>>['rows'][number];

async function valuesOf(exec: Executor, accountId: number, body: JobInput): Promise<DebtJobValues> {
  refuseBlank(body, ['name']);
  const group = await groupsRepository.find(exec, accountId, body.group_id);
  if (!group) throw notFound('Grup bulunamadı.');
  if (group.type !== 2) throw fieldError('group_id', 'Aidat görevi için bir aidat grubu seçiniz.');
  const type = await incomeType(exec, accountId, body.accounting_type_id);
  const isInterest = Boolean(body.is_interest);
  return {
    name: body.name.trim(),
    groupId: group.id,
    accountingTypeId: type.id,
    dayOfMonth: body.day_of_month,
    isInterest,
    interestRate: interestRateOf(isInterest, body.interest),
    responsible: body.responsible ?? 'owner',
  };
}

async function detailsOf(exec: Executor, accountId: number, id: number): Promise<JobDetails> {
  const [job] = (await repo.list(exec, accountId, null, id)).rows;
  if (!job) throw notFound('Aidat görevi bulunamadı.');
  return job;
}

async function liveJob(exec: Executor, accountId: number, id: number) {
  const job = await repo.findLive(exec, accountId, id);
  if (!job) throw notFound('Aidat görevi bulunamadı.');
  return job;
}

export async function createJob(db: Executor, actor: Actor, accountId: number, input: JobInput) {
  return db.transaction(async (tx) => {
    const job = await repo.insert(tx, accountId, await valuesOf(tx, accountId, input));
    await recordAudit(tx, actor, { table: 'debt_jobs', action: 'insert', recordId: job.id, after: job });
    return detailsOf(tx, accountId, job.id);
  });
}

/** Changes apply to the months not billed yet. */
export async function changeJob(db: Executor, actor: Actor, accountId: number, id: number, input: JobInput) {
  return db.transaction(async (tx) => {
    const before = await liveJob(tx, accountId, id);
    const after = await repo.update(tx, before.id, await valuesOf(tx, accountId, input));
    await recordAudit(tx, actor, {
      table: 'debt_jobs',
      action: 'update',
      recordId: before.id,
      before,
      after,
    });
    return detailsOf(tx, accountId, before.id);
  });
}

/** Stops the job; the debts it created stay. */
export async function stopJob(db: Executor, actor: Actor, accountId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await liveJob(tx, accountId, id);
    const deletedAt = new Date();
    await repo.update(tx, before.id, { deletedAt });
    await recordAudit(tx, actor, {
      table: 'debt_jobs',
      action: 'delete',
      recordId: before.id,
      before,
      after: { deletedAt },
    });
  });
}
