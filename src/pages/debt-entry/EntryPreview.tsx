import {
  Alert,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { EntryAnswer, SkippedApartment } from '../../dataProvider/custom/moneyAnswers';
import { usePage } from './usePage';

/**
 * What an entry writes (or wrote): every apartment with its responsible resident and amount, the sum, and the
 * apartments left out with the server's reason (exempt, nobody living there, no land share …).
 */
export function EntryPreview({ answer }: { answer: EntryAnswer }) {
  const translate = useTranslate();
  const { rows, skipped, total } = answer.data;
  const { start, end, pager } = usePage(rows.length);
  return (
    <Stack spacing={2}>
      <Table size="small" aria-label={translate('app.debt_entry.preview_caption')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.debt_entry.building')}</TableCell>
            <TableCell>{translate('app.debt_entry.identifier')}</TableCell>
            <TableCell>{translate('app.debt_entry.resident')}</TableCell>
            <TableCell align="right">{translate('app.debt_entry.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.slice(start, end).map((row) => (
            <TableRow key={row.apartment_id}>
              <TableCell>{row.building_name}</TableCell>
              <TableCell>{row.identifier}</TableCell>
              <TableCell>{row.resident_name}</TableCell>
              <TableCell align="right">{formatMoney(row.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}>
              {translate('app.debt_entry.sum', { smart_count: rows.length })}
            </TableCell>
            <TableCell
              align="right"
              data-testid="entry-total"
              sx={{ fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' }}
            >
              {formatMoney(total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      {pager}
      {skipped.length > 0 && <SkippedTable skipped={skipped} />}
    </Stack>
  );
}

function SkippedTable({ skipped }: { skipped: SkippedApartment[] }) {
  const translate = useTranslate();
  const { start, end, pager } = usePage(skipped.length);
  return (
    <Stack spacing={1}>
      <Alert severity="warning">
        {translate('app.debt_entry.skipped_note', { smart_count: skipped.length })}
      </Alert>
      <Typography variant="subtitle2" component="h3">
        {translate('app.debt_entry.skipped_title')}
      </Typography>
      <Table size="small" aria-label={translate('app.debt_entry.skipped_title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.debt_entry.building')}</TableCell>
            <TableCell>{translate('app.debt_entry.identifier')}</TableCell>
            <TableCell>{translate('app.debt_entry.reason')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {skipped.slice(start, end).map((row) => (
            <TableRow key={row.apartment_id}>
              <TableCell>{row.building_name}</TableCell>
              <TableCell>{row.identifier}</TableCell>
              <TableCell>{row.reason}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pager}
    </Stack>
  );
}
