import { Alert, Box, Button, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import type { HttpError } from 'react-admin';
import { useResidentPage } from './residentContext';

interface MessageBoxProps {
  label: string;
  /** Sends the text; resolves to the server's answer, whose description is shown. */
  onSend: (body: string) => Promise<{ description: string }>;
}

/** A text box with its "Gönder" button, for a ticket's reply or a message to the management. */
export function MessageBox({ label, onSend }: MessageBoxProps) {
  const { texts } = useResidentPage();
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ severity: 'success' | 'error' | 'warning'; text: string } | null>(
    null,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setAnswer({ severity: 'warning', text: texts.empty_text });
      return;
    }
    setSending(true);
    try {
      const { description } = await onSend(body.trim());
      setBody('');
      setAnswer({ severity: 'success', text: description });
    } catch (error) {
      setAnswer({ severity: 'error', text: (error as HttpError).message });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <TextField
        label={label}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={sending}>
          {sending ? texts.sending : texts.send}
        </Button>
      </Box>
      <Box role="status">{answer && <Alert severity={answer.severity}>{answer.text}</Alert>}</Box>
    </Box>
  );
}
