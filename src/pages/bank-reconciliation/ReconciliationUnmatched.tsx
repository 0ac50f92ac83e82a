import { Chip, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../common/money';
import type { BankOnlyLine, BookOnlyMovement } from '../../dataProvider/custom/bankReconciliation';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { kurusOf } from './reconciliationFigures';

const STATUS_COLOR = {
  suggested: 'info',
  unmatched: 'warning',
  posted: 'success',
  ignored: 'default',
} as const;

/** One of the two lists, under its heading; an empty list says that nothing is missing. */
function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {empty ? <Typography color="text.secondary">{empty}</Typography> : children}
    </section>
  );
}

/** Movements of the books the bank does not show. */
export function BookOnlyList({ rows }: { rows: BookOnlyMovement[] }) {
  const translate = useTranslate();
  const t = useScopedTranslate('app.bank_reconciliation');
  return (
    <Section id="book-only" title={t('book_only')} empty={rows.length === 0 ? t('book_only_empty') : null}>
      <List dense disablePadding aria-labelledby="book-only">
        {rows.map((row) => (
          <ListItem key={row.id} disableGutters divider>
            <ListItemText
              primary={`${row.date} · ${formatMoney(kurusOf(row.amount))}`}
              secondary={[translate(`app.reports.kinds.${row.kind}`, { _: row.kind }), row.description]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}

/** Lines of the bank with nothing in the books, with their state and a way to Banka hareketleri. */
export function BankOnlyList({ rows, accountId }: { rows: BankOnlyLine[]; accountId: number }) {
  const t = useScopedTranslate('app.bank_reconciliation');
  return (
    <Section id="bank-only" title={t('bank_only')} empty={rows.length === 0 ? t('bank_only_empty') : null}>
      <List dense disablePadding aria-labelledby="bank-only">
        {rows.map((row) => (
          <ListItem key={row.id} disableGutters divider sx={{ flexWrap: 'wrap', columnGap: 1 }}>
            <ListItemText
              primary={`${row.value_date} · ${formatMoney(kurusOf(row.amount))}`}
              secondary={row.description}
              sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
            />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip size="small" color={STATUS_COLOR[row.status]} label={t(`status.${row.status}`)} />
              <Link
                component={RouterLink}
                to={`/bank-movements?account_id=${accountId}&status=${row.status}`}
                aria-label={`${t('open_line')}: ${row.value_date} ${formatMoney(kurusOf(row.amount))}`}
              >
                {t('open_line')}
              </Link>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
