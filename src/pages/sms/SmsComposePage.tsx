import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { unknownSmsFields } from '../../../common/smsFields';
import type { SmsAudienceKind, SmsRequest } from '../../dataProvider/custom/smsSend';
import { useDataQuery } from '../../dataProvider/useData';
import { useCountFormat } from '../../lib/useCountFormat';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { AudienceTabs } from './AudienceTabs';
import { MessageBox, type MessageValue } from './MessageBox';
import { SchedulePicker } from './SchedulePicker';
import { SmsPreviewDialog } from './SmsPreviewDialog';
import {
  type AudienceState,
  audienceProblem,
  INITIAL_AUDIENCE,
  INITIAL_SCHEDULE,
  type Schedule,
  scheduleProblem,
  type scheduleServerErrors,
  smsRequest,
} from './smsRequest';

const EMPTY_MESSAGE: MessageValue = { text: '', templateId: null };

/** Credits left on the account (GET /sms/credits); nothing shown until known. */
function SmsCreditsNote() {
  const translate = useTranslate();
  const count = useCountFormat();
  const credits = useDataQuery('smsCredits', undefined, { silent: true }).data?.credits;
  return credits === undefined ? null : (
    <Typography color="text.secondary">
      {translate('app.sms_compose.credits', { credits: count(credits) })}
    </Typography>
  );
}

/**
 * Toplu SMS: choose the audience in its tab, write the message (from a template, with merge fields and the live
 * count), choose when, then preview what each recipient gets and send from the preview.
 */
export function SmsComposePage() {
  const t = useScopedTranslate('app.sms_compose');
  const [kind, setKind] = useState<SmsAudienceKind>('residents');
  const [audience, setAudience] = useState<AudienceState>(INITIAL_AUDIENCE);
  const [message, setMessage] = useState<MessageValue>(EMPTY_MESSAGE);
  const [schedule, setScheduleState] = useState<Schedule>(INITIAL_SCHEDULE);
  /** The server's refusal of the schedule's fields, shown under them until the schedule changes. */
  const [scheduleRefusal, setScheduleRefusal] = useState<ReturnType<typeof scheduleServerErrors>>({});
  const setSchedule = (next: Schedule) => {
    setScheduleState(next);
    setScheduleRefusal({});
  };
  const [previewing, setPreviewing] = useState<SmsRequest | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const problem =
    audienceProblem(kind, audience) ??
    (message.text.trim() === '' ? 'write_message' : null) ??
    (unknownSmsFields(message.text).length > 0 ? 'fix_fields' : null) ??
    scheduleProblem(schedule) ??
    (Object.keys(scheduleRefusal).length > 0 ? 'fix_schedule' : null);

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={t('title')} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        <SmsCreditsNote />
      </Stack>
      {sent && (
        <Alert severity="success" onClose={() => setSent(null)}>
          {sent}
        </Alert>
      )}
      <Card component="section" aria-labelledby="sms-audience-title">
        <CardContent>
          <Typography id="sms-audience-title" variant="h6" component="h2" gutterBottom>
            {t('audience')}
          </Typography>
          <AudienceTabs kind={kind} onKind={setKind} state={audience} onState={setAudience} />
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="sms-message-title">
        <CardContent>
          <Typography id="sms-message-title" variant="h6" component="h2" gutterBottom>
            {t('message')}
          </Typography>
          <Stack spacing={3}>
            <MessageBox
              value={message}
              onChange={(next) => {
                setMessage(next);
                setSent(null);
              }}
            />
            <SchedulePicker value={schedule} onChange={setSchedule} serverErrors={scheduleRefusal} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button
                variant="contained"
                disabled={problem !== null}
                aria-describedby={problem ? 'sms-preview-problem' : undefined}
                onClick={() => setPreviewing(smsRequest(kind, audience, message, schedule))}
              >
                {t('preview')}
              </Button>
              {problem && (
                <Typography id="sms-preview-problem" variant="body2" color="text.secondary">
                  {t(problem)}
                </Typography>
              )}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <SmsPreviewDialog
        request={previewing}
        onClose={() => setPreviewing(null)}
        onScheduleRefused={(errors) => {
          setPreviewing(null);
          setScheduleRefusal(errors);
        }}
        onSent={(description) => {
          setPreviewing(null);
          setSent(description);
          setMessage(EMPTY_MESSAGE);
          setSchedule(INITIAL_SCHEDULE);
        }}
      />
    </Stack>
  );
}
