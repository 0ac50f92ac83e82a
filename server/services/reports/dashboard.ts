import { type CalendarDate, todayInIstanbul } from '../../../common/date';
import type { Db, Executor } from '../../db';
import { collectionRate, type IsoRange, lastTwelveMonths, monthOf } from '../../domain/dashboard';
import { daysLeft } from '../../domain/licence';
import { dashboardRepository } from '../../repositories/reports/dashboard';
import { accountsRepository } from '../../repositories/session/accounts';
import { usersRepository } from '../../repositories/session/users';

/** docs/domain.md, "Limits and constants": the dashboard's range when the caller names none. */
export const DASHBOARD_RANGE: IsoRange = { start: '2000-01-01', end: '2030-12-31' };

/** How many debtors and movements the dashboard lists. */
const LIST_LENGTH = 10;

const isoOf = (d: CalendarDate) =>
  `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/**
 * The money side of the dashboard (docs/dashboard.md says what each figure sums): the cash total now, this
 * month's collections and expenses, the debts due in the range, the last twelve months, the largest debtors and
 * the latest movements of the range.
 */
async function financeOf(exec: Executor, accountId: number, range: IsoRange, today: CalendarDate) {
  const todayIso = isoOf(today);
  const cashTotal = await dashboardRepository.cashTotal(exec, accountId);
  const [thisMonth] = await dashboardRepository.monthTotals(exec, accountId, monthOf(today));
  const months = await dashboardRepository.monthTotals(exec, accountId, lastTwelveMonths(today));
  const debts = await dashboardRepository.debtTotals(exec, accountId, range, todayIso);
  const debtors = await dashboardRepository.largestDebtors(exec, accountId, range, todayIso, LIST_LENGTH);
  const movements = await dashboardRepository.latestMovements(exec, accountId, range, LIST_LENGTH);
  return {
    cashTotal,
    monthCollections: thisMonth?.collections ?? 0n,
    monthExpenses: thisMonth?.expenses ?? 0n,
    dueDebt: debts.amount,
    openDebt: debts.amount - debts.paid,
    overdueDebt: debts.overdue,
    collected: debts.paid,
    collectionRate: collectionRate(debts.paid, debts.amount),
    months,
    debtors,
    movements,
  };
}

export type DashboardFinance = Awaited<ReturnType<typeof financeOf>>;

/**
 * The dashboard of the account the caller acts in: its counts, and its money figures when the caller may see
 * the reports (`withFinance`), otherwise null.
 */
export async function dashboardOf(
  db: Db,
  accountId: number,
  { range, withFinance }: { range: IsoRange; withFinance: boolean },
) {
  const today = todayInIstanbul();
  // One snapshot: a collection committed halfway through would otherwise count in one figure and not another.
  return db.transaction(
    async (tx) => {
      await dashboardRepository.withoutJit(tx);
      const account = (await accountsRepository.find(tx, accountId))!;
      return {
        building_count: await accountsRepository.buildingCount(tx, accountId),
        apartment_count: await accountsRepository.apartmentCount(tx, accountId),
        sub_user_count: await usersRepository.countSubUsers(tx, accountId),
        sms_credits: account.smsCredits,
        licence_days_left: Math.max(0, daysLeft(account.licenceEnd, today)),
        finance: withFinance ? await financeOf(tx, accountId, range, today) : null,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
