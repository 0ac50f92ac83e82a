import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ListButton, Show, TopToolbar, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { dataKey } from '../../dataProvider/useData';
import { MessageThread, type ThreadMessage } from '../../lib/MessageThread';
import { ConversationMessageDelete } from './ConversationMessageDelete';
import { ConversationMessageForm } from './ConversationMessageForm';

function ConversationDetail() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess: canWrite } = useCanAccess({ resource: 'conversations', action: 'create' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'conversations', action: 'delete' });
  const queryClient = useQueryClient();
  /** The resident whose thread (not only the list's row) has loaded. */
  const threadRead = record?.messages !== undefined ? record.id : undefined;
  // Reading the thread read its notifications for this user (issue 26): the bell's count loads again.
  useEffect(() => {
    if (threadRead !== undefined) void queryClient.invalidateQueries({ queryKey: dataKey('notifications') });
  }, [threadRead, queryClient]);
  if (!record) return null;
  // The list's row (without its thread) shows until the thread itself is read.
  const messages = (record.messages ?? []) as ThreadMessage[];
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h5" component="h1">
        {record.name}
      </Typography>
      <Card component="section">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('app.conversations.thread')}
          </Typography>
          {messages.length === 0 ? (
            <Typography color="text.secondary">{translate('app.conversations.empty')}</Typography>
          ) : (
            <MessageThread
              messages={messages}
              label={translate('app.conversations.thread')}
              residentLabel={translate('app.conversations.resident')}
              action={canDelete ? (message) => <ConversationMessageDelete id={message.id} /> : undefined}
            />
          )}
        </CardContent>
      </Card>
      {canWrite && (
        <Card component="section">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {translate('app.conversations.write')}
            </Typography>
            <ConversationMessageForm residentId={Number(record.id)} />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

/** A resident's thread (reading it marks their messages read) and the message box. */
export function ConversationShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
      component="div"
    >
      <ConversationDetail />
    </Show>
  );
}
