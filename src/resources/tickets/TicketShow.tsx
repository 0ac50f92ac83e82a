import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ListButton, Show, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { instantText } from '../../lib/instantText';
import { MessageThread, type ThreadMessage } from '../../lib/MessageThread';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { TicketReplyForm } from './TicketReplyForm';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function TicketDetail() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess: canReply } = useCanAccess({ resource: 'tickets', action: 'edit' });
  // The list's row (without its thread) shows until the ticket itself is read.
  const field = useScopedTranslate('resources.tickets.fields');
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {record.subject}
        </Typography>
        <Chip label={translate(`app.tickets.status.${record.status}`)} />
        <Chip variant="outlined" label={translate(`app.tickets.category.${record.category}`)} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {[
          record.resident_name && `${field('resident_name')}: ${record.resident_name}`,
          record.flat && `${field('flat')}: ${record.flat}`,
          `${field('created_at')}: ${instantText(record.created_at)}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <Section title={translate('app.tickets.thread')}>
        <MessageThread
          messages={(record.messages ?? []) as ThreadMessage[]}
          label={translate('app.tickets.thread')}
          residentLabel={translate('app.tickets.resident')}
        />
      </Section>
      {canReply && (
        <Section title={translate('app.tickets.reply')}>
          <TicketReplyForm
            key={`${record.id}-${record.status}`}
            ticketId={Number(record.id)}
            status={record.status}
            hasResident={record.resident_id !== null}
          />
        </Section>
      )}
    </Stack>
  );
}

/** A ticket with its thread and the reply box. */
export function TicketShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      component="div"
    >
      <TicketDetail />
    </Show>
  );
}
