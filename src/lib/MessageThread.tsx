import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { instantText } from './instantText';

export interface ThreadMessage {
  id: number;
  body: string;
  from_resident: boolean;
  /** The writing user's name, or "Sakin". */
  author: string;
  /** ISO 8601. */
  created_at: string;
}

/**
 * A conversation, oldest first: the resident's messages on the left, the management's on the right, each with
 * its author and time. A list, so a screen reader tells how many messages there are.
 */
export function MessageThread({
  messages,
  label,
  residentLabel,
  action,
}: {
  messages: ThreadMessage[];
  label: string;
  residentLabel: string;
  /** A button beside each message (e.g. delete), if any. */
  action?: (message: ThreadMessage) => ReactNode;
}) {
  return (
    <Stack component="ol" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {messages.map((message) => (
        <Box
          component="li"
          key={message.id}
          sx={{ display: 'flex', justifyContent: message.from_resident ? 'flex-start' : 'flex-end' }}
        >
          <Paper
            variant="outlined"
            sx={{
              p: 1.5,
              maxWidth: { xs: '90%', sm: '75%' },
              bgcolor: message.from_resident ? 'background.paper' : 'action.hover',
            }}
          >
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {message.from_resident ? residentLabel : message.author} · {instantText(message.created_at)}
            </Typography>
            {action?.(message)}
          </Paper>
        </Box>
      ))}
    </Stack>
  );
}
