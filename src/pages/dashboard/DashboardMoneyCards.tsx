import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import PaymentsIcon from '@mui/icons-material/Payments';
import PercentIcon from '@mui/icons-material/Percent';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { memo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { daysInMonth, formatDmy, todayInIstanbul } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import { parseMonth } from '../../../common/months';
import type { DashboardFinance } from '../../dataProvider/custom/session';
import { REPORT_PATHS, reportLink } from './reportLinks';
import { StatCard } from './StatCard';

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
  const monthPeriod = summedMonth(finance.months);
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (
    <>
      <StatCard
        icon={AccountBalanceIcon}
        label={translate('app.dashboard.cash_total')}
        value={formatMoney(finance.cash_total)}
        to={reportLink(REPORT_PATHS.balance)}
      />
      <StatCard
        icon={PaymentsIcon}
        label={translate('app.dashboard.month_collections')}
        value={formatMoney(finance.month_collections)}
        to={reportLink(REPORT_PATHS.income, monthPeriod)}
      />
      <StatCard
        icon={ShoppingCartIcon}
        label={translate('app.dashboard.month_expenses')}
        value={formatMoney(finance.month_expenses)}
        to={reportLink(REPORT_PATHS.expense, monthPeriod)}
      />
      <StatCard
        icon={ReceiptLongIcon}
        label={translate('app.dashboard.open_debt')}
        value={formatMoney(finance.open_debt)}
        detail={translate('app.dashboard.open_debt_detail')}
        to={reportLink(REPORT_PATHS.balance, period)}
      />
      <StatCard
        icon={EventBusyIcon}
        label={translate('app.dashboard.overdue')}
        value={formatMoney(finance.overdue_debt)}
        detail={translate('app.dashboard.overdue_detail')}
        to={reportLink(REPORT_PATHS.debtors)}
      />
      <StatCard
        icon={PercentIcon}
        label={translate('app.dashboard.collection_rate')}
        value={finance.collection_rate === null ? '—' : percent.format(finance.collection_rate / 100)}
        detail={
          finance.collection_rate === null
            ? translate('app.dashboard.no_rate')
            : translate('app.dashboard.collection_rate_of', {
                collected: formatMoney(finance.collected),
                due: formatMoney(finance.due_debt),
              })
        }
        to={reportLink(REPORT_PATHS.balance, period)}
      />
    </>
  );
});
