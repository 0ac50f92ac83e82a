import { Box, useMediaQuery, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocaleState } from 'react-admin';
import { formatMoney, kurusToNumber } from '../../../common/money';
import type { ReconciliationDay } from '../../dataProvider/custom/bankReconciliation';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { kurusOf, largestDifference } from './reconciliationFigures';

/** Short axis labels in the interface's language: ₺12 B in Turkish, ₺12K in English (where B would read billion). */
const compact = {
  tr: new Intl.NumberFormat('tr-TR', {
    style: 'currency',
    currency: 'TRY',
    notation: 'compact',
    maximumFractionDigits: 1,
  }),
  en: new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'TRY',
    notation: 'compact',
    maximumFractionDigits: 1,
  }),
};

/**
 * The difference over the period as a line; a drawing has no text, so its label says what it shows and where
 * the figures are (the day table above it).
 */
export function ReconciliationChart({ days }: { days: ReconciliationDay[] }) {
  const t = useScopedTranslate('app.bank_reconciliation');
  const theme = useTheme();
  const [locale] = useLocaleState();
  const axis = locale === 'en' ? compact.en : compact.tr;
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
        yAxis={[{ valueFormatter: (value: number) => axis.format(value), width: 84, label: t('difference') }]}
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
