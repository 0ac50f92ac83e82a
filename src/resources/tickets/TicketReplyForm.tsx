import { Alert, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useCanAccess, useRefresh, useTranslate } from 'react-admin';
import type { TicketStatus } from '../../dataProvider/custom/conversations';
import { useDataWrite } from '../../dataProvider/useData';
import { SmsPartsCounter, UnicodeOffer } from '../../lib/SmsMessageInput';
import { TICKET_STATUSES } from './ticketChoices';

/**
 * The reply box of a ticket: the message, "also send by SMS" and the status after the reply. The reply is kept
 * even when the SMS is refused; the server's answer (sent, or why not) is the toast.
 */
export function TicketReplyForm({
  ticketId,
  status,
  hasResident,
}: {
  ticketId: number;
  status: TicketStatus;
  hasResident: boolean;
}) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { canAccess: canSms } = useCanAccess({ resource: 'sms-campaigns', action: 'send' });
  const [message, setMessage] = useState('');
  const [bySms, setBySms] = useState(false);
  const counterId = useId();
  const [next, setNext] = useState<TicketStatus>(status);
  const reply = useDataWrite('replyToTicket');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    const { answer } = await reply.run({
      ticket_id: ticketId,
      message,
      status: next,
      send_sms: bySms,
    });
    if (answer) {
      setMessage('');
      setBySms(false);
      refresh();
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label={translate('app.tickets.reply')}>
      <TextField
        label={translate('app.tickets.reply_label')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={3}
        required
        slotProps={{ htmlInput: { maxLength: 2000, 'aria-describedby': bySms ? counterId : undefined } }}
        fullWidth
      />
      {/* Sent by SMS too: what it costs, and the characters that would make it Unicode (70 a part). */}
      {bySms && (
        <div>
          <SmsPartsCounter id={counterId} text={message} />
          <UnicodeOffer text={message} onReplace={setMessage} />
        </div>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          label={translate('app.tickets.new_status')}
          value={next}
          onChange={(event) => setNext(event.target.value as TicketStatus)}
          sx={{ minWidth: 200 }}
        >
          {TICKET_STATUSES.map((id) => (
            <MenuItem key={id} value={id}>
              {translate(`app.tickets.status.${id}`)}
            </MenuItem>
          ))}
        </TextField>
        {canSms && hasResident && (
          <FormControlLabel
            control={<Checkbox checked={bySms} onChange={(event) => setBySms(event.target.checked)} />}
            label={translate('app.tickets.also_sms')}
          />
        )}
      </Stack>
      {!hasResident && <Alert severity="info">{translate('app.tickets.no_resident')}</Alert>}
      <div>
        <Button type="submit" variant="contained" disabled={reply.busy || !message.trim()}>
          {translate('app.tickets.send')}
        </Button>
      </div>
    </Stack>
  );
}
