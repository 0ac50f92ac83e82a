/**
 * Dues jobs (aidat görevleri, docs/domain.md, "Dues jobs"): each month, the dues group's monthly amount for every
 * apartment whose dues group it is, minus exemptions. A month is billed exactly once per job: the run row
 * (unique job_id + period) is inserted in the same transaction as the debts, so a second run, even a concurrent
 * one on another server instance, waits for the first and then finds the month taken.
 */
import type { Executor } from '../../db';
import { badRequest, notFound } from '../../errors';
import { todayIso } from '../../fields';
import { debtJobsRepository } from '../../repositories/money/debtJobs';
import { type Actor, recordAudit } from '../../repositories/shared/audit';
import { createDebts } from './';
import { autoPayFromAdvance, planEntry, type SkippedApartment } from './debtEntry';

export interface DuesRunResult {
  /** false when this job had already billed the period. */
  created: boolean;
  period: string;
  batchId: number | null;
  debtCount: number;
  /** Kuruş. */
  total: bigint;
  skipped: SkippedApartment[];
}

const MONTHS = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
];

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2025-01" → "Ocak 2025" */
export function periodName(period: string): string {
  const match = PERIOD.exec(period);
  if (!match) return period;
  return `${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

export function isPeriod(period: string): boolean {
  const match = PERIOD.exec(period);
  return Boolean(match && Number(match[1]) >= 2000 && Number(match[1]) <= 2100);
}

/**
 * Creates the period's dues debts of one job, once. `actor` defaults to the scheduler (no user). `db` may be a
 * transaction (the demo seed): the run then happens in a savepoint of it.
 */
export async function runDuesJob(
  db: Executor,
  accountId: number,
  jobId: number,
  period: string,
  options: { actor?: Actor; today?: string } = {},
): Promise<DuesRunResult> {
  if (!isPeriod(period))
    throw badRequest('Dönem YYYY-AA biçiminde olmalıdır (ör. 2025-01).', { period: 'Biçimi hatalı.' });
  const actor = options.actor ?? { accountId, userId: null };
  return db.transaction(async (tx) => {
    const job = await debtJobsRepository.findLive(tx, accountId, jobId);
    if (!job) throw notFound('Aidat görevi bulunamadı.');
    const run = await debtJobsRepository.claimRun(tx, accountId, jobId, period);
    if (!run) {
      const previous = await debtJobsRepository.run(tx, jobId, period);
      return {
        created: false,
        period,
        batchId: previous?.batchId ?? null,
        debtCount: 0,
        total: 0n,
        skipped: [],
      };
    }
    const dueDate = `${period}-${String(job.dayOfMonth).padStart(2, '0')}`;
    const plan = await planEntry(
      tx,
      accountId,
      { rule: 'group', groupId: job.groupId },
      { accountingTypeId: job.accountingTypeId, responsible: job.responsible, dueDate },
    );
    let batchId: number | null = null;
    if (plan.rows.length > 0) {
      const entry = await createDebts(
        tx,
        actor,
        accountId,
        {
          accountingTypeId: job.accountingTypeId,
          dueDate,
          description: `${job.name} - ${periodName(period)}`,
          isInterest: job.isInterest,
          interestRate: job.isInterest ? job.interestRate : null,
          responsible: job.responsible,
        },
        plan.rows,
        {
          batch: {
            userId: actor.userId,
            rule: plan.rule,
            ruleInput: plan.ruleInput,
            source: 'dues_job',
            duesJobId: job.id,
            period,
          },
          autoPay: await autoPayFromAdvance(tx, accountId),
          today: options.today ?? todayIso(),
        },
      );
      batchId = entry.batchId;
    }
    const saved = await debtJobsRepository.finishRun(tx, run.id, { batchId, debtCount: plan.rows.length });
    await recordAudit(tx, actor, {
      table: 'debt_job_runs',
      action: 'insert',
      recordId: run.id,
      after: saved,
    });
    return {
      created: true,
      period,
      batchId,
      debtCount: plan.rows.length,
      total: plan.rows.reduce((sum, row) => sum + row.amount, 0n),
      skipped: plan.skipped,
    };
  });
}
