import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { LinearProgress, Title, useNotify } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ReconciliationArgs } from '../../dataProvider/custom/bankReconciliation';
import { recordsOf, useAppDataProvider, useDataQuery } from '../../dataProvider/useData';
import { lazyNamed } from '../../lib/lazyNamed';
import { saveFile } from '../../lib/saveFile';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { ReconciliationDays } from './ReconciliationDays';
import { type ReconciliationDraft, ReconciliationFilters } from './ReconciliationFilters';
import { BankOnlyList, BookOnlyList } from './ReconciliationUnmatched';
import { thisMonth } from './reconciliationFigures';

// The chart library is large: its own chunk, loaded once there is something to draw.
const ReconciliationChart = lazyNamed(() => import('./ReconciliationChart'), 'ReconciliationChart');

/**
 * Mutabakat: the books against one bank account (`?account_id=`), day by day, with where they first part, what
 * each side has that the other lacks, and the same as an Excel or PDF file from the server (docs/bank.md).
 */
export function BankReconciliationPage() {
  const t = useScopedTranslate('app.bank_reconciliation');
  const [search, setSearch] = useSearchParams();
  const accounts = useDataQuery('cashAccounts', undefined);
  const banks = recordsOf(accounts.data).filter((account) => account.type === 'bank');
  const [period, setPeriod] = useState(thisMonth);
  const asked = Number(search.get('account_id')) || null;
  const accountId = banks.some((bank) => bank.id === asked) ? asked : (banks[0]?.id ?? null);
  const args: ReconciliationArgs | null = accountId ? { account_id: accountId, ...period } : null;

  const apply = (draft: ReconciliationDraft) => {
    setPeriod({ start_date: draft.start_date, end_date: draft.end_date });
    setSearch({ account_id: draft.account_id }, { replace: true });
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        {accounts.isPending ? (
          <LinearProgress />
        ) : banks.length === 0 || !args ? (
          <Alert
            severity="info"
            action={
              <Link component={RouterLink} to="/accounts">
                {t('to_accounts')}
              </Link>
            }
          >
            {t('no_bank_account')}
          </Alert>
        ) : (
          <>
            <ReconciliationFilters
              key={`filters ${args.account_id} ${args.start_date} ${args.end_date}`}
              banks={banks}
              initial={{ ...period, account_id: String(args.account_id) }}
              onApply={apply}
            />
            <ReconciliationResult
              key={`result ${args.account_id} ${args.start_date} ${args.end_date}`}
              args={args}
            />
          </>
        )}
      </Stack>
    </Box>
  );
}

/** What the server answered for the chosen account and period. */
function ReconciliationResult({ args }: { args: ReconciliationArgs }) {
  const t = useScopedTranslate('app.bank_reconciliation');
  const [pages, setPages] = useState({ book: 1, bank: 1 });
  // The first pages are the server's default: asked without the page parameters.
  const answer = useDataQuery(
    'bankReconciliation',
    {
      ...args,
      ...(pages.book > 1 ? { book_page: pages.book } : {}),
      ...(pages.bank > 1 ? { bank_page: pages.bank } : {}),
    },
    { keepPrevious: true },
  );
  const result = answer.data?.data;
  if (!result) return answer.isPending ? <LinearProgress /> : null;
  return (
    <>
      <ExportButtons args={args} />
      {result.days.length === 0 ? (
        <Alert severity="info">{t('no_days')}</Alert>
      ) : (
        <Alert severity={result.first_difference_date ? 'warning' : 'success'} role="status">
          {result.first_difference_date
            ? t('first_difference', { date: result.first_difference_date })
            : t('all_agree')}
        </Alert>
      )}
      {result.days.length > 0 && (
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('days')}
            </Typography>
            <ReconciliationDays days={result.days} />
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              {t('chart')}
            </Typography>
            <Suspense fallback={<LinearProgress />}>
              <ReconciliationChart days={result.days} />
            </Suspense>
          </CardContent>
        </Card>
      )}
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <BookOnlyList
              rows={result.book_only}
              paging={{
                page: pages.book,
                total: result.book_only_total,
                onPage: (book) => setPages({ ...pages, book }),
              }}
            />
            <BankOnlyList
              rows={result.bank_only}
              accountId={args.account_id}
              paging={{
                page: pages.bank,
                total: result.bank_only_total,
                onPage: (bank) => setPages({ ...pages, bank }),
              }}
            />
          </Stack>
        </CardContent>
      </Card>
    </>
  );
}

/** The server's own Excel and PDF of the same reconciliation, saved under a Turkish file name. */
function ExportButtons({ args }: { args: ReconciliationArgs }) {
  const t = useScopedTranslate('app.bank_reconciliation');
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async (format: 'xlsx' | 'pdf') => {
    setBusy(true);
    try {
      const file = await dataProvider.bankReconciliationFile({ ...args, format });
      saveFile(file, `mutabakat-${args.start_date}-${args.end_date}.${format}`);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button startIcon={<DownloadIcon />} disabled={busy} onClick={() => void download('xlsx')}>
        {t('excel')}
      </Button>
      <Button startIcon={<PictureAsPdfIcon />} disabled={busy} onClick={() => void download('pdf')}>
        {t('pdf')}
      </Button>
    </Stack>
  );
}
