import { Box, Table, TableBody, TableCell, TableHead, TableRow, useTheme } from '@mui/material';
import { memo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import { parseMonth } from '../../../common/months';
import type { DashboardFinance } from '../../dataProvider/custom/session';
import { visuallyHidden } from '../../lib/visuallyHidden';
import { axisMoney } from './axisMoney';
import { axisTicks, heightPercent } from './chartScale';

const monthFormats: Record<string, Intl.DateTimeFormat> = {};

/** "2026-11" → "Kas 26" (short month, two-digit year) in the interface language. */
function monthLabel(text: string, locale: string): string {
  const month = parseMonth(text);
  if (!month) return text;
  monthFormats[locale] ??= new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
  return monthFormats[locale].format(new Date(Date.UTC(month.year, month.month - 1, 1)));
}

// Drawn with CSS boxes rather than a chart library: twelve pairs of bars cost a few elements, where the library
// was 94 KB of scripts and the dashboard's longest task on a phone (docs/benchmarks-bundle.md, fifth round).
// Heights are inline styles, so emotion makes one class for the whole chart, not one per bar.
const chart = {
  '--axis': '76px',
  display: 'grid',
  gap: 1,
  '& .legend': { display: 'flex', justifyContent: 'center', gap: 2, typography: 'body2' },
  '& .swatch': { display: 'inline-block', width: 12, height: 12, mr: 0.75, verticalAlign: '-1px' },
  '& .plot': { position: 'relative', height: { xs: 170, sm: 230 }, ml: 'var(--axis)' },
  '& .line': { position: 'absolute', left: 0, right: 0, borderTop: 1, borderColor: 'divider' },
  '& .tick': {
    position: 'absolute',
    right: '100%',
    width: 'var(--axis)',
    pr: 1,
    transform: 'translateY(-50%)',
    textAlign: 'right',
    typography: 'caption',
    color: 'text.secondary',
    whiteSpace: 'nowrap',
  },
  '& .months': {
    position: 'absolute',
    inset: 0,
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(0, 1fr)',
    borderBottom: 1,
    borderColor: 'text.secondary',
  },
  '& .month': { display: 'flex', alignItems: 'flex-end', justifyContent: 'center', gap: '8%' },
  '& .bar': { width: '34%', minHeight: 0 },
  '& .labels': {
    display: 'grid',
    gridAutoFlow: 'column',
    gridAutoColumns: 'minmax(0, 1fr)',
    ml: 'var(--axis)',
    typography: 'caption',
    color: 'text.secondary',
    textAlign: 'center',
    whiteSpace: 'nowrap',
  },
  // A phone has room for every other month's name.
  '& .labels > :nth-of-type(even)': { visibility: { xs: 'hidden', sm: 'visible' } },
} as const;

/**
 * The last twelve months' income (collections + incomes) against expense, as bars; the same figures as a table for
 * screen readers, since a drawing has no text to read.
 */
export const IncomeExpenseChart = memo(function IncomeExpenseChart({
  months,
}: {
  months: DashboardFinance['months'];
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { palette } = useTheme();
  const rows = months.map((m) => ({ ...m, label: monthLabel(m.month, locale) }));
  const ticks = axisTicks(Math.max(0, ...months.flatMap((m) => [m.income, m.expense])));
  const top = ticks.at(-1)!;
  const income = translate('app.dashboard.income');
  const expense = translate('app.dashboard.expense');
  return (
    <>
      <Box role="img" aria-label={translate('app.dashboard.chart')} sx={chart}>
        <div className="legend">
          <span>
            <span className="swatch" style={{ background: palette.success.main }} />
            {income}
          </span>
          <span>
            <span className="swatch" style={{ background: palette.error.main }} />
            {expense}
          </span>
        </div>
        <div className="plot">
          {ticks.map((tick) => (
            <div key={tick} className="line" style={{ bottom: `${heightPercent(tick, top)}%` }}>
              <span className="tick">{axisMoney(tick, locale)}</span>
            </div>
          ))}
          <div className="months">
            {rows.map((row) => (
              <div
                key={row.month}
                className="month"
                title={`${row.label} · ${income}: ${formatMoney(row.income)} · ${expense}: ${formatMoney(row.expense)}`}
              >
                <div
                  className="bar"
                  style={{ height: `${heightPercent(row.income, top)}%`, background: palette.success.main }}
                />
                <div
                  className="bar"
                  style={{ height: `${heightPercent(row.expense, top)}%`, background: palette.error.main }}
                />
              </div>
            ))}
          </div>
        </div>
        <div className="labels">
          {rows.map((row) => (
            <span key={row.month}>{row.label}</span>
          ))}
        </div>
      </Box>
      <Table size="small" sx={visuallyHidden}>
        <caption>{translate('app.dashboard.chart_table')}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.dashboard.month')}</TableCell>
            <TableCell>{income}</TableCell>
            <TableCell>{expense}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.month}>
              <TableCell>{row.label}</TableCell>
              <TableCell>{formatMoney(row.income)}</TableCell>
              <TableCell>{formatMoney(row.expense)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
});
