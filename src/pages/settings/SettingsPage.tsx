import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import {
  BooleanInput,
  CheckboxGroupInput,
  Form,
  LinearProgress,
  maxLength,
  SaveButton,
  Title,
  useCanAccess,
  useLogout,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { normalizeDmy } from '../../../common/date';
import type { AccountSettings } from '../../dataProvider/custom/session';
import { useDataQuery, useDataWrite } from '../../dataProvider/useData';
import { CodeField, isCompleteCode } from '../../lib/CodeField';
import { SmsMessageInput } from '../../lib/SmsMessageInput';
import { useCountFormat } from '../../lib/useCountFormat';
import { DayInput } from '../../money/LedgerParts';
import { OnlinePaymentCard } from './OnlinePaymentCard';

/**
 * The safe levels of the matching ladder (docs/bank.md, "Matching"); name-and-amount (4) and keyword (5) matches
 * are only ever suggested, so they are not offered.
 */
const BANK_LEVELS = [0, 1, 2, 3].map((id) => ({ id, name: `app.settings.bank_levels.${id}` }));

/** The account's settings, its licence, and closing every session. Its page entry opens it with settings access. */
export function SettingsPage() {
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.settings.title" />
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <SettingsForm />
        <OnlinePaymentCard />
        <LicenceCard />
        <SessionResetCard />
      </Stack>
    </Box>
  );
}

function SettingsForm() {
  const translate = useTranslate();
  const { canAccess: canEdit = false } = useCanAccess({ resource: 'settings', action: 'edit' });
  const read = useDataQuery('accountSettings', undefined);
  // What the last save answered, shown instead of the first read.
  const [saved, setSaved] = useState<AccountSettings | null>(null);
  const settings = saved ?? read.data?.data ?? null;
  const saving = useDataWrite('saveAccountSettings', { stale: ['accountSettings'] });

  const save = async (values: Record<string, unknown>) => {
    const result = await saving.run({
      auto_payment_advance_payments: Boolean(values.auto_payment_advance_payments),
      birth_day: Boolean(values.birth_day),
      birth_day_message_template: (values.birth_day_message_template as string) || null,
      // Not on the form: sent back as read, so the first reminder rule stays as the Hatırlatmalar page left it.
      remin_debt: Boolean(values.remin_debt),
      remind_debt_with_since_day: Math.trunc(Number(values.remind_debt_with_since_day ?? 0)),
      send_payment_message: Boolean(values.send_payment_message),
      payment_message_template: (values.payment_message_template as string) || null,
      mail_receipts: Boolean(values.mail_receipts),
      mail_statements: Boolean(values.mail_statements),
      books_closed_through: normalizeDmy(String(values.books_closed_through ?? '').trim()) || null,
      bank_auto_levels: ((values.bank_auto_levels as number[] | undefined) ?? [])
        .map(Number)
        .sort((a, b) => a - b),
    });
    if (result.errors) return result.errors;
    setSaved(result.answer.data);
  };

  const field = (source: keyof AccountSettings) => ({
    source,
    label: `app.settings.fields.${source}`,
    readOnly: !canEdit,
  });

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.settings.messages')}
        </Typography>
        {!canEdit && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.settings.no_edit')}
          </Alert>
        )}
        {settings ? (
          <Form record={{ bank_auto_levels: [1], ...settings }} onSubmit={save}>
            <Stack>
              <BooleanInput {...field('auto_payment_advance_payments')} />
              <BooleanInput {...field('birth_day')} />
              <SmsMessageInput {...field('birth_day_message_template')} validate={maxLength(500)} />
              <Typography variant="body2" sx={{ my: 1 }}>
                {translate('app.settings.reminders_moved')}{' '}
                <Link component={RouterLink} to="/reminders">
                  {translate('app.settings.reminders_link')}
                </Link>
              </Typography>
              <BooleanInput {...field('send_payment_message')} />
              <SmsMessageInput
                {...field('payment_message_template')}
                validate={maxLength(500)}
                paymentFields
              />
              <BooleanInput {...field('mail_receipts')} helperText="app.settings.mail_receipts_hint" />
              <BooleanInput {...field('mail_statements')} helperText="app.settings.mail_statements_hint" />
              <DayInput
                {...field('books_closed_through')}
                helperText="app.settings.books_closed_hint"
                sx={{ maxWidth: 360 }}
              />
              <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
                {translate('app.settings.bank')}
              </Typography>
              <CheckboxGroupInput
                {...field('bank_auto_levels')}
                choices={BANK_LEVELS}
                row={false}
                helperText="app.settings.bank_levels_hint"
              />
              <Box>
                <SaveButton disabled={!canEdit} />
              </Box>
            </Stack>
          </Form>
        ) : (
          <LinearProgress />
        )}
      </CardContent>
    </Card>
  );
}

function LicenceCard() {
  const translate = useTranslate();
  const count = useCountFormat();
  // The card is informative: without an answer the page still works.
  const licence = useDataQuery('licence', undefined, { silent: true }).data?.data;

  if (!licence) return null;
  const rows: [string, string | number][] = [
    ['app.settings.licence_end', licence.licence_end],
    ['app.settings.days_left', count(licence.days_left)],
    [
      'app.settings.apartments',
      translate('app.settings.apartments_value', {
        count: count(licence.apartment_count),
        limit: count(licence.apartment_limit),
      }),
    ],
    ['app.settings.sms_credits', count(licence.sms_credits)],
  ];
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.settings.licence')}
        </Typography>
        {licence.is_expired && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('app.settings.licence_expired')}
          </Alert>
        )}
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {translate(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** GET /reset/request sends a code; GET /reset?code ends every session, this one included. */
function SessionResetCard() {
  const translate = useTranslate();
  const logout = useLogout();
  const [codeSent, setCodeSent] = useState(false);
  const [code, setCode] = useState('');
  const codeRequest = useDataWrite('requestSessionReset');
  const reset = useDataWrite('resetSessions');
  const busy = codeRequest.busy || reset.busy;

  const requestCode = async () => {
    if (!(await codeRequest.run(undefined)).answer) return;
    setCode('');
    setCodeSent(true);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    // authProvider.logout clears the stored session; react-admin's caches go with it.
    if ((await reset.run({ code })).answer) await logout({}, '/login', false);
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.settings.sessions')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('app.settings.sessions_explain')}
        </Typography>
        {codeSent ? (
          <Stack component="form" onSubmit={confirm} spacing={2} noValidate sx={{ maxWidth: 360 }}>
            <CodeField
              label={translate('app.settings.code')}
              value={code}
              onChange={setCode}
              helperText={translate('app.validation.code')}
              required
              autoFocus
            />
            <Stack direction="row" spacing={1}>
              <Button
                type="submit"
                color="error"
                variant="contained"
                disabled={busy || !isCompleteCode(code)}
              >
                {translate('app.settings.confirm')}
              </Button>
              <Button onClick={() => void requestCode()} disabled={busy}>
                {translate('app.settings.resend')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Button color="error" variant="outlined" onClick={() => void requestCode()} disabled={busy}>
            {translate('app.settings.close_sessions')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
