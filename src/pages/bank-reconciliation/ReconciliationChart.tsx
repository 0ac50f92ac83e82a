import { Box, useMediaQuery, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatMoney, kurusToNumber } from '../../../common/money';
import type { ReconciliationDay } from '../../dataProvider/custom/bankReconciliation';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { kurusOf, largestDifference } from './reconciliationFigures';

/** Short axis labels: ₺12 B rather than ₺12.000,00. */
const compact = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * The difference over the period as a line; a drawing has no text, so its label says what it shows and where
 * the figures are (the day table above it).
 */
export function ReconciliationChart({ days }: { days: ReconciliationDay[] }) {
  const t = useScopedTranslate('app.bank_reconciliation');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  const largest = largestDifference(days);
  const text = largest
    ? t('chart_text', {
        start: first,
        end: last,
        date: largest.date,
        largest: formatMoney(kurusOf(largest.difference)),
      })
    : t('chart_text_zero', { start: first, end: last });
  return (
    <Box role="img" aria-label={text} sx={{ width: '100%' }}>
      <LineChart
        height={phone ? 200 : 260}
        xAxis={[{ scaleType: 'point', data: days.map((day) => day.date.slice(0, 5)), label: t('date') }]}
        yAxis={[
          { valueFormatter: (value: number) => compact.format(value), width: 64, label: t('difference') },
        ]}
        series={[
          {
            data: days.map((day) => kurusToNumber(kurusOf(day.difference))),
            label: t('difference'),
            color: theme.palette.error.main,
            valueFormatter: (value: number | null) => (value === null ? '' : formatMoney(value)),
          },
        ]}
        margin={{ left: 8, right: 8 }}
      />
    </Box>
  );
}
