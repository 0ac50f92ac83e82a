import { Box, Chip, Typography } from '@mui/material';
import type { ResidentTicket } from '../../dataProvider/custom/residentPage';
import { MessageBox } from './MessageBox';
import { formatMoment, MessageThread } from './MessageThread';
import { EmptyText, ResidentSection, SectionLoadState } from './ResidentSection';
import { fill, useResidentPage } from './residentContext';
import { useReplyToTicket, useResidentTickets } from './residentQueries';
import { TicketForm } from './TicketForm';

/** A resolved or closed ticket takes no more replies. */
const STILL_OPEN = ['open', 'in_progress'];

/**
 * The resident's requests with their threads, a reply box under each open one, and the form to open one (the
 * boxes and the form only while the resident has a flat: `canWrite`).
 */
export function ResidentTickets({ canWrite }: { canWrite: boolean }) {
  const { texts } = useResidentPage();
  const tickets = useResidentTickets();
  const records = tickets.data?.Records ?? [];
  return (
    <ResidentSection title={texts.tickets.title}>
      <SectionLoadState isPending={tickets.isPending} isError={tickets.isError} />
      {tickets.isSuccess && records.length === 0 && <EmptyText>{texts.tickets.empty}</EmptyText>}
      {records.map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} canWrite={canWrite} />
      ))}
      {canWrite && <TicketForm />}
    </ResidentSection>
  );
}

function TicketCard({ ticket, canWrite }: { ticket: ResidentTicket; canWrite: boolean }) {
  const { texts, locale } = useResidentPage();
  const reply = useReplyToTicket();
  const status = (texts.tickets.statuses as Record<string, string>)[ticket.status] ?? ticket.status;
  return (
    <Box component="article" sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}>
        {ticket.subject}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Chip size="small" label={texts.tickets.categories[ticket.category] ?? ticket.category} />
        <Chip size="small" variant="outlined" label={status} />
        <Typography variant="body2" color="text.secondary">
          {fill(texts.tickets.opened, { date: formatMoment(ticket.created_at, locale) })}
        </Typography>
      </Box>
      <MessageThread messages={ticket.messages} />
      {canWrite && STILL_OPEN.includes(ticket.status) && (
        <MessageBox
          label={texts.tickets.reply}
          onSend={(body) => reply.mutateAsync({ id: ticket.id, body })}
        />
      )}
    </Box>
  );
}
