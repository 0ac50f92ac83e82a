import { and, asc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import {
  accountingTypes,
  apartments,
  buildings,
  debts,
  interestDebtGroups,
  interestSettings,
  residents,
} from '../../db/schema';
import { type DebtRecord, debtColumns } from '../money/debts';

export type InterestSetting = typeof interestSettings.$inferSelect;

/** The column's default, as PostgreSQL returns it. */
const DEFAULT_MONTHLY_RATE = '5.00';

/**
 * Calendar months fully elapsed from `start` to `end` (both dates), as wholeMonthsLate in server/domain/interest.ts:
 * a month ends on the same day of the month, or on the month's last day when it is shorter; never below 0.
 */
function wholeMonthsLateSql(start: SQL, end: SQL): SQL {
  const lastDayOfEndMonth = sql`extract(day from date_trunc('month', ${end}) + interval '1 month - 1 day')`;
  return sql`greatest(0, (extract(year from ${end}) - extract(year from ${start})) * 12
    + extract(month from ${end}) - extract(month from ${start})
    - case when extract(day from ${end}) < least(extract(day from ${start}), ${lastDayOfEndMonth}) then 1 else 0 end)`;
}

/** The account's late-payment compensation (gecikme tazminatı): its setting, and the late debts it applies to. */
export const interestRepository = {
  /** The account's interest setting, or the defaults (5 %, daily, no start date) while it has never been saved. */
  async settingOf(exec: Executor, accountId: number): Promise<InterestSetting> {
    const [row] = await exec.select().from(interestSettings).where(eq(interestSettings.accountId, accountId));
    return row ?? { accountId, monthlyRate: DEFAULT_MONTHLY_RATE, mode: 'daily', startDate: null };
  },

  async updateSetting(
    exec: Executor,
    accountId: number,
    values: Pick<InterestSetting, 'monthlyRate' | 'mode' | 'startDate'>,
  ): Promise<InterestSetting> {
    const [row] = await exec
      .insert(interestSettings)
      .values({ accountId, ...values })
      .onConflictDoUpdate({ target: interestSettings.accountId, set: values })
      .returning();
    return row!;
  },

  /**
   * The late-payment compensation report in SQL (issue 13: it used to load every overdue debt into Node): one page
   * of the live, open debts entered with is_interest that are late on `asOf`, oldest first, and the count and sums
   * over all of them. Each debt's compensation is the domain's formula (server/domain/interest.ts) written in exact
   * numeric arithmetic: remaining × rate × days / (100 × 30), or × whole months / 100, rounded half up per debt;
   * tests/api/reports/interestReportSql.test.ts holds the two equal. The sums read the kept groups of equal debts
   * (interest_debt_groups, migration 0046): one rounded compensation per group times its count is the per-debt sum
   * to the kuruş (tests/api/reports/interestGroups.test.ts), over a few hundred rows instead of every late debt.
   */
  async lateForCompensation(
    exec: Executor,
    accountId: number,
    asOf: string,
    setting: { monthlyRate: string; mode: 'daily' | 'monthly'; startDate: string | null },
    page: { offset: number; limit: number },
  ): Promise<{ rows: DebtRecord[]; total: number; remaining: bigint; compensation: bigint }> {
    const firstLateDayOf = (dueDate: SQL) =>
      sql`greatest(${dueDate} + 1, coalesce(${setting.startDate}::date, ${dueDate} + 1))`;
    const firstLateDay = firstLateDayOf(sql`${debts.dueDate}`);
    const late = and(
      eq(debts.accountId, accountId),
      isNull(debts.deletedAt),
      eq(debts.isInterest, true),
      sql`${debts.paid} < ${debts.amount}`,
      lt(debts.dueDate, asOf),
      sql`${firstLateDay} <= ${asOf}::date`,
    )!;
    // The page is cut from the late-debts index alone; only its rows are joined to their names.
    const pageIds = exec
      .select({ id: debts.id })
      .from(debts)
      .where(late)
      .orderBy(asc(debts.dueDate), asc(debts.id))
      .limit(page.limit)
      .offset(page.offset);
    const rows = await exec
      .select(debtColumns)
      .from(debts)
      .innerJoin(apartments, eq(apartments.id, debts.apartmentId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .innerJoin(residents, eq(residents.id, debts.residentId))
      .innerJoin(accountingTypes, eq(accountingTypes.id, debts.accountingTypeId))
      .where(inArray(debts.id, pageIds))
      .orderBy(asc(debts.dueDate), asc(debts.id));
    // The rate in ten-thousandths, so every product below stays an exact integer.
    const g = interestDebtGroups;
    const groupLateDay = firstLateDayOf(sql`${g.dueDate}`);
    const rate = sql`round(coalesce(${g.interestRate}, ${setting.monthlyRate}::numeric) * 10000)`;
    const remaining = sql`${g.remaining}::numeric`;
    const units =
      setting.mode === 'daily'
        ? sql`(${asOf}::date - ${groupLateDay} + 1)`
        : wholeMonthsLateSql(sql`(${groupLateDay} - 1)`, sql`${asOf}::date`);
    const denominator = setting.mode === 'daily' ? 30_000_000 : 1_000_000;
    const [sums] = await exec
      .select({
        n: sql<string>`coalesce(sum(${g.n}), 0)`,
        remaining: sql<string>`coalesce(sum(${remaining} * ${g.n}), 0)`,
        compensation: sql<string>`coalesce(sum(${g.n} * div(2 * ${remaining} * ${rate} * ${units} + ${denominator}, ${2 * denominator})), 0)`,
      })
      .from(g)
      .where(and(eq(g.accountId, accountId), lt(g.dueDate, asOf), sql`${groupLateDay} <= ${asOf}::date`));
    return {
      rows,
      total: Number(sums?.n ?? 0),
      remaining: BigInt(sums?.remaining ?? '0'),
      compensation: BigInt(sums?.compensation ?? '0'),
    };
  },
};
