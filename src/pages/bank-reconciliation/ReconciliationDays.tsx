import { alpha, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatMoney } from '../../../common/money';
import type { ReconciliationDay } from '../../dataProvider/custom/bankReconciliation';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { kurusOf } from './reconciliationFigures';

/**
 * On a phone each day is a card: the date as its title, every balance after its column's name (`data-label`),
 * so the three amounts stay on screen at 390 px without sideways scrolling.
 */
const phoneCards = {
  '@media (max-width: 599.95px)': {
    '& table, & tbody': { display: 'block' },
    '& thead': { display: 'none' },
    '& tr': {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: 1.5,
      rowGap: 0.25,
      px: 1.5,
      py: 1,
      borderBottom: 1,
      borderColor: 'divider',
    },
    '& td': { display: 'block', border: 0, p: 0, textAlign: 'left' },
    '& td.day-date': { flexBasis: '100%', fontWeight: 500 },
    '& td[data-label]::before': {
      content: 'attr(data-label) ": "',
      color: 'text.secondary',
      fontWeight: 400,
    },
  },
};

/** Tarih, Defter bakiyesi, Banka bakiyesi, Fark: a day whose difference is not zero stands out. */
export function ReconciliationDays({ days }: { days: ReconciliationDay[] }) {
  const t = useScopedTranslate('app.bank_reconciliation');
  return (
    <Box sx={phoneCards}>
      <Table size="small" aria-label={t('days')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('date')}</TableCell>
            <TableCell align="right">{t('book_balance')}</TableCell>
            <TableCell align="right">{t('bank_balance')}</TableCell>
            <TableCell align="right">{t('difference')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((day) => {
            const differs = kurusOf(day.difference) !== 0n;
            return (
              <TableRow
                key={day.date}
                data-differs={differs || undefined}
                sx={differs ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : undefined}
              >
                <TableCell className="day-date">{day.date}</TableCell>
                <TableCell align="right" data-label={t('book_balance')}>
                  {formatMoney(kurusOf(day.book_balance))}
                </TableCell>
                <TableCell align="right" data-label={t('bank_balance')}>
                  {day.bank_balance === null ? t('no_bank_balance') : formatMoney(kurusOf(day.bank_balance))}
                </TableCell>
                <TableCell
                  align="right"
                  data-label={t('difference')}
                  sx={differs ? { fontWeight: 700, color: 'error.dark' } : undefined}
                >
                  {formatMoney(kurusOf(day.difference))}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
