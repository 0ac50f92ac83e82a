import { Chip, Link, List, ListItem, ListItemText, Pagination, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '../../../common/money';
import {
  type BankOnlyLine,
  type BookOnlyMovement,
  RECONCILIATION_PER_PAGE,
} from '../../dataProvider/custom/bankReconciliation';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { kurusOf } from './reconciliationFigures';

const STATUS_COLOR = {
  suggested: 'info',
  unmatched: 'warning',
  posted: 'success',
  ignored: 'default',
} as const;

/** Which page of a list is shown, how many rows it has in all, and how to turn to another page. */
export interface ListPaging {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/**
 * One of the two lists, under its heading; an empty list says that nothing is missing. A year of a large site has
 * hundreds of thousands of rows: the server sends a page of them, and the pager turns them.
 */
function Section({
  id,
  title,
  empty,
  paging,
  children,
}: {
  id: string;
  title: string;
  empty: string | null;
  paging: ListPaging;
  children: React.ReactNode;
}) {
  const t = useScopedTranslate('app.bank_reconciliation');
  const pages = Math.ceil(paging.total / RECONCILIATION_PER_PAGE);
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {empty ? <Typography color="text.secondary">{empty}</Typography> : children}
      {pages > 1 && (
        <Stack spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            {t('rows_total', { total: paging.total })}
          </Typography>
          <Pagination
            count={pages}
            page={paging.page}
            onChange={(_, page) => paging.onPage(page)}
            aria-label={`${title}: ${t('pages')}`}
            size="small"
          />
        </Stack>
      )}
    </section>
  );
}

/** Movements of the books the bank does not show. */
export function BookOnlyList({ rows, paging }: { rows: BookOnlyMovement[]; paging: ListPaging }) {
  const translate = useTranslate();
  const t = useScopedTranslate('app.bank_reconciliation');
  return (
    <Section
      id="book-only"
      title={t('book_only')}
      empty={paging.total === 0 ? t('book_only_empty') : null}
      paging={paging}
    >
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
export function BankOnlyList({
  rows,
  accountId,
  paging,
}: {
  rows: BankOnlyLine[];
  accountId: number;
  paging: ListPaging;
}) {
  const t = useScopedTranslate('app.bank_reconciliation');
  return (
    <Section
      id="bank-only"
      title={t('bank_only')}
      empty={paging.total === 0 ? t('bank_only_empty') : null}
      paging={paging}
    >
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
