import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useRecordContext, useRefresh } from 'react-admin';
import { fieldErrorsOf } from '../../dataProvider/errors';
import { useDataMutation } from '../../dataProvider/useData';
import { formatIsoDay } from '../../lib/instantText';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

/** Who reads a resident's debts may send their statement (the route's PAYER_DEBTS_ACCESS). */
function useCanSendStatement() {
  const { canAccess: debit } = useCanAccess({ resource: 'debit', action: 'list' });
  const { canAccess: accounting } = useCanAccess({ resource: 'accounting', action: 'list' });
  return Boolean(debit || accounting);
}

type Outcome = { severity: 'success' | 'error'; text: string };

/**
 * The resident's e-mail (docs/mail.md): the address, a warning when it bounced (their messages then go by SMS),
 * whether they stopped announcement e-mail, and "Ekstreyi e-posta ile gönder" with the server's answer shown
 * under it: where it went, or why not (no address, bounced, the provider's refusal).
 */
export function ResidentMailSection() {
  const record = useRecordContext();
  const t = useScopedTranslate('app.residents.mail');
  const refresh = useRefresh();
  const canSend = useCanSendStatement();
  const sending = useDataMutation('mailStatement');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!record) return null;

  const send = async () => {
    setOutcome(null);
    try {
      const answer = await sending.mutateAsync({ id: Number(record.id) });
      const sent = answer.data.status === 'sent';
      setOutcome({ severity: sent ? 'success' : 'error', text: answer.description });
      // A bounce marks the address on the resident: show the warning the record now carries.
      if (answer.data.status === 'bounced') refresh();
    } catch (error) {
      // The field's own sentence says what is missing ("… e-posta adresi kayıtlı değil …").
      setOutcome({ severity: 'error', text: fieldErrorsOf(error).email ?? (error as Error).message });
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography>{record.email ? t('address', { email: record.email }) : t('no_address')}</Typography>
      {record.email && record.email_bounced_at && (
        <Alert severity="warning">{t('bounced', { date: formatIsoDay(record.email_bounced_at) })}</Alert>
      )}
      <Typography>{t(record.email_opt_out ? 'opted_out' : 'opted_in')}</Typography>
      {canSend && (
        <Box>
          <Button
            variant="outlined"
            startIcon={<SendIcon />}
            onClick={() => void send()}
            disabled={sending.isPending}
          >
            {t('send_statement')}
          </Button>
        </Box>
      )}
      <Box role="status">{outcome && <Alert severity={outcome.severity}>{outcome.text}</Alert>}</Box>
    </Stack>
  );
}
