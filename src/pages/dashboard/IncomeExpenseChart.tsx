import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { DashboardFinance } from '../../dataProvider/custom/session';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { axisMoney } from './axisMoney';

/** "2026-11" → "Kas 26" (short month, two-digit year) in the interface language. */
function monthLabel(month: string, locale: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, number! - 1, 1)),
  );
}

/**
 * The last twelve months' income (collections + incomes) against expense, as bars; the same figures as a table for
 * screen readers, since a drawing has no text to read.
 */
export function IncomeExpenseChart({ months }: { months: DashboardFinance['months'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const dataset = months.map((m) => ({
    label: monthLabel(m.month, locale),
    income: m.income,
    expense: m.expense,
  }));
  const money = (value: number | null) => (value === null ? '' : formatMoney(value));
  return (
    <>
      <Box role="img" aria-label={translate('app.dashboard.chart')} sx={{ width: '100%' }}>
        <BarChart
          dataset={dataset}
          height={phone ? 220 : 280}
          xAxis={[{ scaleType: 'band', dataKey: 'label' }]}
          yAxis={[{ valueFormatter: (value: number) => axisMoney(value, locale), width: 80 }]}
          series={[
            {
              dataKey: 'income',
              label: translate('app.dashboard.income'),
              color: theme.palette.success.main,
              valueFormatter: money,
            },
            {
              dataKey: 'expense',
              label: translate('app.dashboard.expense'),
              color: theme.palette.error.main,
              valueFormatter: money,
            },
          ]}
          margin={{ left: 8, right: 8 }}
        />
      </Box>
      <Table size="small" sx={visuallyHidden}>
        <caption>{translate('app.dashboard.chart_table')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.dashboard.month')}</TableCell>
            <TableCell>{translate('app.dashboard.income')}</TableCell>
            <TableCell>{translate('app.dashboard.expense')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {dataset.map((row) => (
            <TableRow key={row.label}>
              <TableCell>{row.label}</TableCell>
              <TableCell>{formatMoney(row.income)}</TableCell>
              <TableCell>{formatMoney(row.expense)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
