import { Alert, Container, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { ResidentSummary } from '../../dataProvider/custom/residentPage';
import { LinkInvalidNotice } from './LinkInvalidNotice';
import { PaymentReturn } from './PaymentReturn';
import { ResidentAnnouncements } from './ResidentAnnouncements';
import { ResidentConversation } from './ResidentConversation';
import { ResidentDebts } from './ResidentDebts';
import { ResidentFlats } from './ResidentFlats';
import { ResidentHeader } from './ResidentHeader';
import { ResidentMailSwitch } from './ResidentMailSwitch';
import { ResidentPolls } from './ResidentPolls';
import { ResidentReceipts } from './ResidentReceipts';
import { ResidentShell } from './ResidentShell';
import { ResidentTickets } from './ResidentTickets';
import { useResidentPage } from './residentContext';
import { isInvalidLink, useResidentSummary } from './residentQueries';

/**
 * A resident's own page at /sakin/:token, opened from an SMS on a phone: no sign-in, no menu, and none of the
 * back office's code (main.tsx mounts it outside react-admin).
 */
export function ResidentPage() {
  const { token = '' } = useParams();
  return (
    <ResidentShell token={token}>
      <ResidentPageContent />
    </ResidentShell>
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
      <PaymentReturn />
      {!hasFlat && <Alert severity="info">{texts.no_flat}</Alert>}
      {hasFlat && <ResidentFlats flats={data.flats} />}
      {hasFlat && (
        <ResidentDebts
          debts={data.debts}
          total={data.total_debt}
          onlinePayment={data.online_payment ?? null}
        />
      )}
      <ResidentReceipts receipts={data.receipts} />
      {hasFlat && <ResidentAnnouncements announcements={data.announcements} />}
      {hasFlat && <ResidentPolls />}
      <ResidentTickets canWrite={hasFlat} />
      <ResidentConversation canWrite={hasFlat} />
      {hasFlat && <ResidentMailSwitch />}
    </Stack>
  );
}
