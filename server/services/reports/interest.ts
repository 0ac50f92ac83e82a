/** Late-payment compensation (gecikme tazminatı): the account's setting and the report (docs/domain.md, "Interest"). */
import type { Executor } from '../../db';
import { type CompensationMode, compensation, daysLate, wholeMonthsLate } from '../../domain/interest';
import { type InterestSetting, interestRepository } from '../../repositories/reports/interest';
import { type Actor, recordAudit } from '../../repositories/shared/audit';

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

/**
 * One page of the overdue live debts entered with is_interest, each with its compensation as of `asOf` (ISO): the
 * remaining principal × the monthly rate (the debt's own or the setting's), never compounded; and the count and
 * totals over every such debt, computed in SQL so the server never holds them all.
 */
export async function compensationReport(
  exec: Executor,
  accountId: number,
  asOf: string,
  page: { offset: number; limit: number },
) {
  const setting = await interestRepository.settingOf(exec, accountId);
  const mode = setting.mode as CompensationMode;
  const startDate = setting.startDate ?? undefined;
  const late = await interestRepository.lateForCompensation(
    exec,
    accountId,
    asOf,
    { ...setting, mode },
    page,
  );
  const rows = late.rows.map((debt) => {
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
  });
  return {
    rows,
    total: late.total,
    setting,
    mode,
    remaining: late.remaining,
    compensation: late.compensation,
  };
}
