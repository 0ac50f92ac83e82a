import { and, count, desc, eq, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db';
import { accountingTypes, accounts, debtJobRuns, debtJobs, groups } from '../../db/schema';

export type DebtJob = typeof debtJobs.$inferSelect;
export type DebtJobValues = Omit<typeof debtJobs.$inferInsert, 'id' | 'accountId' | 'deletedAt'>;
export type DebtJobRun = typeof debtJobRuns.$inferSelect;

/** Dues jobs (aidat görevleri) and their monthly runs. */
export const debtJobsRepository = {
  /** Live jobs (or one of them), newest first, with the group, the type and the months billed. */
  async list(exec: Executor, accountId: number, page: { offset: number; limit: number } | null, id?: number) {
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
    return { rows, total: total?.n ?? 0 };
  },

  /** A live (not stopped) job of the account. */
  async findLive(exec: Executor, accountId: number, id: number): Promise<DebtJob | undefined> {
    const [row] = await exec
      .select()
      .from(debtJobs)
      .where(and(eq(debtJobs.accountId, accountId), eq(debtJobs.id, id), isNull(debtJobs.deletedAt)));
    return row;
  },

  async insert(exec: Executor, accountId: number, values: DebtJobValues): Promise<DebtJob> {
    const [row] = await exec
      .insert(debtJobs)
      .values({ accountId, ...values })
      .returning();
    return row!;
  },

  async update(exec: Executor, id: number, values: Partial<DebtJobValues> & { deletedAt?: Date }) {
    const [row] = await exec.update(debtJobs).set(values).where(eq(debtJobs.id, id)).returning();
    return row;
  },

  /** Claims the job's month: undefined when a run of the same month exists (unique job_id + period). */
  async claimRun(exec: Executor, accountId: number, jobId: number, period: string) {
    const [run] = await exec
      .insert(debtJobRuns)
      .values({ accountId, jobId, period })
      .onConflictDoNothing({ target: [debtJobRuns.accountId, debtJobRuns.jobId, debtJobRuns.period] })
      .returning();
    return run;
  },

  async run(exec: Executor, jobId: number, period: string): Promise<DebtJobRun | undefined> {
    const [row] = await exec
      .select()
      .from(debtJobRuns)
      .where(and(eq(debtJobRuns.jobId, jobId), eq(debtJobRuns.period, period)));
    return row;
  },

  async finishRun(exec: Executor, id: number, values: { batchId: number | null; debtCount: number }) {
    const [row] = await exec.update(debtJobRuns).set(values).where(eq(debtJobRuns.id, id)).returning();
    return row;
  },

  /** Live jobs of open accounts whose day of the month is `day` or earlier and that have not billed `period`. */
  async due(db: Db, period: string, day: number) {
    return db
      .select({ accountId: debtJobs.accountId, jobId: debtJobs.id })
      .from(debtJobs)
      .innerJoin(accounts, eq(accounts.id, debtJobs.accountId))
      .where(
        and(
          isNull(debtJobs.deletedAt),
          isNull(accounts.deletedAt),
          lte(debtJobs.dayOfMonth, day),
          notExists(
            db
              .select({ id: debtJobRuns.id })
              .from(debtJobRuns)
              .where(and(eq(debtJobRuns.jobId, debtJobs.id), eq(debtJobRuns.period, period))),
          ),
        ),
      )
      .orderBy(debtJobs.accountId, debtJobs.id);
  },
};
