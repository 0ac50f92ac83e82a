import { Box, Typography } from '@mui/material';
import type { ResidentMessage } from '../../dataProvider/custom/residentPage';
import { type ResidentLocale, useResidentPage } from './residentContext';

const formats: Partial<Record<ResidentLocale, Intl.DateTimeFormat>> = {};

/** 2026-11-25T17:14:00Z → "25.11.2026 20:14" in Istanbul time, whatever the phone's zone. */
export function formatMoment(iso: string, locale: ResidentLocale): string {
  formats[locale] ??= new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  });
  return formats[locale].format(new Date(iso));
}

/** A thread of messages between the resident and the management, oldest first, each with its author and time. */
export function MessageThread({ messages }: { messages: ResidentMessage[] }) {
  const { texts, locale } = useResidentPage();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {messages.map((message, index) => (
        <Box
          component="li"
          // A thread is only ever appended to: the position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: messages have no id in a ticket's thread
          key={index}
          sx={{
            p: 1,
            borderRadius: 1,
            maxWidth: '90%',
            justifySelf: message.from_resident ? 'end' : 'start',
            bgcolor: message.from_resident ? '#e8f1fb' : 'grey.100',
            border: 1,
            borderColor: message.from_resident ? 'primary.light' : 'grey.300',
          }}
        >
          <Typography variant="caption" component="p" color="text.secondary">
            {message.from_resident ? texts.me : texts.management} · {formatMoment(message.created_at, locale)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{message.body}</Typography>
        </Box>
      ))}
    </Box>
  );
}
