import { Alert, Container, CssBaseline, Stack, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { ResidentSummary } from '../../dataProvider/custom/residentPage';
import { palette } from '../../palette';
import { LinkInvalidNotice } from './LinkInvalidNotice';
import { ResidentAnnouncements } from './ResidentAnnouncements';
import { ResidentConversation } from './ResidentConversation';
import { ResidentDebts } from './ResidentDebts';
import { ResidentFlats } from './ResidentFlats';
import { ResidentHeader } from './ResidentHeader';
import { ResidentPolls } from './ResidentPolls';
import { ResidentReceipts } from './ResidentReceipts';
import { ResidentTickets } from './ResidentTickets';
import { type ResidentLocale, ResidentPageContext, textsOf, useResidentPage } from './residentContext';
import { isInvalidLink, useResidentSummary } from './residentQueries';

/** The back office's colours on MUI's plain theme: react-admin's theme would pull react-admin in. */
const theme = createTheme({ palette });

/**
 * A resident's own page at /sakin/:token, opened from an SMS on a phone: no sign-in, no menu, and none of the
 * back office's code (main.tsx mounts it outside react-admin). It brings its own react-query client, theme and
 * language choice.
 */
export function ResidentPage() {
  const { token = '' } = useParams();
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [locale, setLocale] = useState<ResidentLocale>('tr');
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const context = useMemo(() => ({ token, locale, setLocale, texts: textsOf(locale) }), [token, locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ResidentPageContext.Provider value={context}>
          <ResidentPageContent />
        </ResidentPageContext.Provider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

function ResidentPageContent() {
  const { texts } = useResidentPage();
  const summary = useResidentSummary();
  const assocName = summary.data?.data.assoc_name;
  useEffect(() => {
    // The browser's tab and history name the page, not the back office.
    document.title = assocName ? `${texts.title} · ${assocName}` : texts.title;
  }, [texts.title, assocName]);
  if (isInvalidLink(summary.error)) return <LinkInvalidNotice />;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 2, px: { xs: 1.5, sm: 3 } }}>
      {summary.isPending && <Typography>{texts.loading}</Typography>}
      {summary.isError && <Alert severity="error">{summary.error.message}</Alert>}
      {summary.data && <ResidentSections data={summary.data.data} />}
    </Container>
  );
}

/** A resident who has left every flat sees their receipts and past requests and messages, and no form. */
function ResidentSections({ data }: { data: ResidentSummary }) {
  const { texts } = useResidentPage();
  const hasFlat = data.has_flat;
  return (
    <Stack spacing={2}>
      <ResidentHeader name={data.name} assocName={data.assoc_name} />
      {!hasFlat && <Alert severity="info">{texts.no_flat}</Alert>}
      {hasFlat && <ResidentFlats flats={data.flats} />}
      {hasFlat && <ResidentDebts debts={data.debts} total={data.total_debt} />}
      <ResidentReceipts receipts={data.receipts} />
      {hasFlat && <ResidentAnnouncements announcements={data.announcements} />}
      {hasFlat && <ResidentPolls />}
      <ResidentTickets canWrite={hasFlat} />
      <ResidentConversation canWrite={hasFlat} />
    </Stack>
  );
}
