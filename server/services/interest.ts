/** Late-payment compensation (gecikme tazminatı): the account's setting and the report (SPEC.md section 7). */
import type { Executor } from '../db';
import { type CompensationMode, compensation, daysLate, wholeMonthsLate } from '../domain/interest';
import { debtsRepository } from '../repositories/debts';
import { type InterestSetting, interestRepository } from '../repositories/interest';
import { type Actor, recordAudit } from './audit';

export async function saveInterestSetting(
  db: Executor,
  actor: Actor,
  accountId: number,
  values: Pick<InterestSetting, 'monthlyRate' | 'mode' | 'startDate'>,
): Promise<InterestSetting> {
  return db.transaction(async (tx) => {
    const before = await interestRepository.settingOf(tx, accountId);
    const after = await interestRepository.updateSetting(tx, accountId, values);
    await recordAudit(tx, actor, {
      table: 'interest_settings',
      action: 'update',
      recordId: accountId,
      before,
      after,
    });
    return after;
  });
}

const sumOf = <T>(rows: T[], pick: (row: T) => bigint) => rows.reduce((sum, row) => sum + pick(row), 0n);

/**
 * Every overdue live debt entered with is_interest, with its compensation as of `asOf` (ISO): the remaining
 * principal × the monthly rate (the debt's own or the setting's), never compounded; and the totals.
 */
export async function compensationReport(exec: Executor, accountId: number, asOf: string) {
  const setting = await interestRepository.settingOf(exec, accountId);
  const { rows: overdue } = await debtsRepository.list(
    exec,
    accountId,
    { interestOnly: true, dueBefore: asOf, openOnly: true },
    { page: null, order: 'oldest' },
  );
  const mode = setting.mode as CompensationMode;
  const startDate = setting.startDate ?? undefined;
  const rows = overdue
    .map((debt) => {
      const remaining = debt.amount - debt.paid;
      const rate = debt.interestRate ?? setting.monthlyRate;
      return {
        debt,
        remaining,
        rate,
        daysLate: daysLate(debt.dueDate, asOf, startDate),
        monthsLate: wholeMonthsLate(debt.dueDate, asOf, startDate),
        compensation: compensation({
          remainingPrincipal: remaining,
          dueDate: debt.dueDate,
          asOf,
          monthlyRatePercent: rate,
          mode,
          startDate,
        }),
      };
    })
    .filter((row) => row.daysLate > 0);
  return {
    rows,
    setting,
    mode,
    remaining: sumOf(rows, (row) => row.remaining),
    compensation: sumOf(rows, (row) => row.compensation),
  };
}
