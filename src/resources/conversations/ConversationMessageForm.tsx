import { Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useCanAccess, useRefresh, useTranslate } from 'react-admin';
import { useDataWrite } from '../../dataProvider/useData';
import { SmsPartsCounter, UnicodeOffer } from '../../lib/SmsMessageInput';

/** The manager's message to a resident, optionally also by SMS (kept even when the SMS is refused). */
export function ConversationMessageForm({ residentId }: { residentId: number }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { canAccess: canSms } = useCanAccess({ resource: 'sms-campaigns', action: 'send' });
  const [message, setMessage] = useState('');
  const [bySms, setBySms] = useState(false);
  const counterId = useId();
  const write = useDataWrite('sendResidentMessage');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    const { answer } = await write.run({ resident_id: residentId, message, send_sms: bySms });
    if (answer) {
      setMessage('');
      setBySms(false);
      refresh();
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label={translate('app.conversations.write')}>
      <TextField
        label={translate('app.conversations.message_label')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={2}
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
      {canSms && (
        <FormControlLabel
          control={<Checkbox checked={bySms} onChange={(event) => setBySms(event.target.checked)} />}
          label={translate('app.conversations.also_sms')}
        />
      )}
      <div>
        <Button type="submit" variant="contained" disabled={write.busy || !message.trim()}>
          {translate('app.conversations.send')}
        </Button>
      </div>
    </Stack>
  );
}
