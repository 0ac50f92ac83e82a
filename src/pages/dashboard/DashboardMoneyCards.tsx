import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PaymentsIcon from '@mui/icons-material/Payments';
import PercentIcon from '@mui/icons-material/Percent';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { memo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { daysInMonth, formatDmy, todayInIstanbul } from '../../../common/date';
import { parseMonth } from '../../../common/months';
import type { DashboardFinance } from '../../dataProvider/custom/session';
import { type DashboardText, type MoneyFigure, moneyFigures } from './moneyFigures';
import { REPORT_PATHS, reportLink } from './reportLinks';
import { StatCard, type StatCardProps } from './StatCard';

/**
 * The month the server summed "this month's" figures for, as the reports' period filter (DD.MM.YYYY): the last of
 * its twelve months (YYYY-MM). Read from the answer, not the phone's clock, so the report a card opens adds up the
 * same rows even when the phone's clock is off or the month turned since the figures came.
 */
function summedMonth(months: DashboardFinance['months']) {
  const { year, month } = parseMonth(months.at(-1)?.month) ?? todayInIstanbul();
  return {
    start_date: formatDmy({ year, month, day: 1 }),
    end_date: formatDmy({ year, month, day: daysInMonth(year, month) }),
  };
}

/** Each figure's icon, and the report that sums the same rows. */
function cardParts(
  monthPeriod: ReturnType<typeof summedMonth>,
  period: { start_date: string; end_date: string },
) {
  return {
    cash_total: { icon: AccountBalanceIcon, to: reportLink(REPORT_PATHS.balance) },
    month_collections: { icon: PaymentsIcon, to: reportLink(REPORT_PATHS.income, monthPeriod) },
    month_expenses: { icon: ShoppingCartIcon, to: reportLink(REPORT_PATHS.expense, monthPeriod) },
    open_debt: { icon: ReceiptLongIcon, to: reportLink(REPORT_PATHS.balance, period) },
    overdue: { icon: EventBusyIcon, to: reportLink(REPORT_PATHS.debtors) },
    collection_rate: { icon: PercentIcon, to: reportLink(REPORT_PATHS.balance, period) },
  } satisfies Record<MoneyFigure, Pick<StatCardProps, 'icon' | 'to'>>;
}

/** The money figures, each leading to the report that sums the same rows. */
export const DashboardMoneyCards = memo(function DashboardMoneyCards({
  finance,
  period,
}: {
  finance: DashboardFinance;
  /** The range the debt figures cover. */
  period: { start_date: string; end_date: string };
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const parts = cardParts(summedMonth(finance.months), period);
  const text: DashboardText = (key, values) => translate(`app.dashboard.${key}`, values);
  return moneyFigures(finance, text, locale).map(({ figure, ...card }) => (
    <StatCard key={figure} {...card} {...parts[figure]} />
  ));
});
