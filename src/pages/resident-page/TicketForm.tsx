import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { TICKET_CATEGORIES, type TicketCategory } from '../../dataProvider/custom/residentPage';
import { useResidentPage } from './residentContext';
import { useOpenTicket } from './residentQueries';

const EMPTY = { subject: '', category: 'fault' as TicketCategory, body: '' };

/** Opening a request to the management: subject, category and the first message. */
export function TicketForm() {
  const { texts } = useResidentPage();
  const open = useOpenTicket();
  const [ticket, setTicket] = useState(EMPTY);
  const [missing, setMissing] = useState(false);
  // After a refused submit each empty required field says so itself, not only the notice below the form.
  const empty = (text: string) => missing && !text.trim();
  const requiredError = (text: string) =>
    empty(text) ? { error: true, helperText: texts.tickets.required } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { ...ticket, subject: ticket.subject.trim(), body: ticket.body.trim() };
    setMissing(!values.subject || !values.body);
    if (!values.subject || !values.body) return;
    open.mutate(values, { onSuccess: () => setTicket(EMPTY) });
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
        {texts.tickets.new}
      </Typography>
      <TextField
        label={texts.tickets.subject}
        value={ticket.subject}
        onChange={(event) => setTicket({ ...ticket, subject: event.target.value })}
        required
        {...requiredError(ticket.subject)}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        select
        label={texts.tickets.category}
        value={ticket.category}
        onChange={(event) => setTicket({ ...ticket, category: event.target.value as TicketCategory })}
        fullWidth
      >
        {TICKET_CATEGORIES.map((category) => (
          <MenuItem key={category} value={category}>
            {texts.tickets.categories[category]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={texts.tickets.body}
        value={ticket.body}
        onChange={(event) => setTicket({ ...ticket, body: event.target.value })}
        required
        {...requiredError(ticket.body)}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={open.isPending}>
          {open.isPending ? texts.sending : texts.tickets.open}
        </Button>
      </Box>
      <Box role="status">
        {missing && <Alert severity="warning">{texts.empty_text}</Alert>}
        {open.isSuccess && <Alert severity="success">{open.data.description}</Alert>}
        {open.isError && <Alert severity="error">{open.error.message}</Alert>}
      </Box>
    </Box>
  );
}
