import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId } from 'react';
import { useCanAccess } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { SmsPreview, SmsRequest } from '../../dataProvider/custom/smsSend';
import { useDataQuery, useDataWrite } from '../../dataProvider/useData';
import { useCountFormat } from '../../lib/useCountFormat';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { LeftOutTable, RecipientTable } from './PreviewTables';
import { scheduleServerErrors } from './smsRequest';

/** The figures of the send: recipients, parts, credits needed against credits the account has. */
function PreviewTotals({ preview }: { preview: SmsPreview }) {
  const t = useScopedTranslate('app.sms_compose');
  const count = useCountFormat();
  const figures = [
    ['total_recipients', preview.total_recipients],
    ['total_parts', preview.total_parts],
    ['credits_needed', preview.total_parts],
    ['credits_available', preview.credits],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 2, m: 0 }}
    >
      {figures.map(([key, value]) => (
        <div key={key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(key)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {count(value)}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/**
 * Önizleme: what the server would send (the audience's preview with the same body), and the Send button that
 * posts the audience's send. Send stays disabled, with the reason beside it, for a user without the right to send
 * and when the credits are short. A refusal is shown here and keeps everything as it was.
 */
export function SmsPreviewDialog({
  request,
  onClose,
  onSent,
  onScheduleRefused,
}: {
  /** The body to preview; null: closed. */
  request: SmsRequest | null;
  onClose(): void;
  onSent(description: string): void;
  /** The server refused the send's date, time or last date: the dialog closes and the form marks those fields. */
  onScheduleRefused(errors: ReturnType<typeof scheduleServerErrors>): void;
}) {
  const t = useScopedTranslate('app.sms_compose');
  const count = useCountFormat();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  const reasonId = useId();
  const { canAccess: maySend } = useCanAccess({ resource: 'sms', action: 'send' });
  const query = useDataQuery('smsPreview', request, { silent: true });
  const sending = useDataWrite('sendSms', {
    quiet: true,
    failureShown: true,
    invalidates: ['smsCredits'],
    stale: ['smsPreview', 'smsDebtors'],
  });
  const preview = query.data?.data;

  const blocker = !preview
    ? null
    : !maySend
      ? t('no_send_right')
      : !preview.enough
        ? t('not_enough', {
            needed: count(preview.total_parts),
            available: count(preview.credits),
          })
        : preview.total_recipients === 0
          ? t('no_recipient')
          : null;

  const close = () => {
    sending.reset();
    onClose();
  };
  const send = async () => {
    if (!request) return;
    const { answer, errors } = await sending.run(request);
    if (answer) {
      sending.reset();
      onSent(answer.description);
      return;
    }
    const scheduleErrors = scheduleServerErrors(errors);
    if (Object.keys(scheduleErrors).length > 0) {
      sending.reset();
      onScheduleRefused(scheduleErrors);
    }
  };

  return (
    <Dialog
      open={request !== null}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t('preview_title')}</DialogTitle>
      <DialogContent dividers>
        {query.isPending && request !== null && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography role="status">{t('preview_loading')}</Typography>
          </Stack>
        )}
        {query.error && <Alert severity="error">{query.error.message}</Alert>}
        {preview && (
          <Stack spacing={2}>
            <PreviewTotals preview={preview} />
            {preview.commercial && <Alert severity="info">{t('commercial')}</Alert>}
            {preview.merged > 0 && (
              <Alert severity="info">{t('merged', { smart_count: preview.merged })}</Alert>
            )}
            {preview.recipients.length > 0 && (
              <Box>
                <Typography variant="h6" component="h3" gutterBottom>
                  {t('recipients')}
                </Typography>
                <RecipientTable recipients={preview.recipients} />
              </Box>
            )}
            {preview.left_out.length > 0 && (
              <Box>
                <Typography variant="h6" component="h3" gutterBottom>
                  {t('left_out', { smart_count: preview.left_out.length })}
                </Typography>
                <LeftOutTable people={preview.left_out} />
              </Box>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {(blocker || sending.failure) && (
          <Alert
            id={reasonId}
            severity={sending.failure ? 'error' : 'warning'}
            sx={{ flexBasis: '100%', m: 0 }}
          >
            {sending.failure ?? blocker}
            {!sending.failure && maySend && preview && !preview.enough && (
              <>
                {' '}
                <Link component={RouterLink} to="/licence">
                  {t('buy_credits')}
                </Link>
              </>
            )}
          </Alert>
        )}
        <Button onClick={close}>{t('close')}</Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={!preview || blocker !== null || sending.busy}
          aria-describedby={blocker ? reasonId : undefined}
        >
          {t('send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
