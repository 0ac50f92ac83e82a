import { formatMoney } from '../../../common/money';
import type { DashboardFinance } from '../../dataProvider/custom/session';

/** A text of the dashboard's folder (`app.dashboard.<key>`) in the user's language, with its %{values} filled. */
export type DashboardText = (key: string, values?: Record<string, string>) => string;

/**
 * The six money figures in the cards' order, as they read: the dashboard's cards (DashboardMoneyCards) and the
 * loading shell before them (src/layout/ShellFigures.tsx) draw these, so both always say the same. Nothing here may
 * import react-admin or MUI: the shell draws before they arrive.
 */
export function moneyFigures(finance: DashboardFinance, text: DashboardText, locale: string) {
  const rate =
    finance.collection_rate === null
      ? '—'
      : new Intl.NumberFormat(locale, {
          style: 'percent',
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(finance.collection_rate / 100);
  return [
    { figure: 'cash_total', label: text('cash_total'), value: formatMoney(finance.cash_total) },
    {
      figure: 'month_collections',
      label: text('month_collections'),
      value: formatMoney(finance.month_collections),
    },
    { figure: 'month_expenses', label: text('month_expenses'), value: formatMoney(finance.month_expenses) },
    {
      figure: 'open_debt',
      label: text('open_debt'),
      value: formatMoney(finance.open_debt),
      detail: text('open_debt_detail'),
    },
    {
      figure: 'overdue',
      label: text('overdue'),
      value: formatMoney(finance.overdue_debt),
      detail: text('overdue_detail'),
    },
    {
      figure: 'collection_rate',
      label: text('collection_rate'),
      value: rate,
      detail:
        finance.collection_rate === null
          ? text('no_rate')
          : text('collection_rate_of', {
              collected: formatMoney(finance.collected),
              due: formatMoney(finance.due_debt),
            }),
    },
  ] as const satisfies { figure: string; label: string; value: string; detail?: string }[];
}

export type MoneyFigure = ReturnType<typeof moneyFigures>[number]['figure'];
