import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { stripSpaces } from '../../../common/phone';
import { useDataWrite } from '../../dataProvider/useData';
import { AuthCard } from '../../lib/AuthCard';
import { CodeField, isCompleteCode } from '../../lib/CodeField';
import { PhoneField } from '../../lib/PhoneField';
import { PhoneStep } from '../register/PhoneStep';

/**
 * Forgot password, with the states of docs/domain.md, "Entities and states": sending the code sets codeSent and
 * repeatCode, a failure resets codeSent; repeating clears repeatCode and sends again; renewing sets resetDone on
 * success; "start over" sets resetDone and codeSent back to false.
 */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [repeatCode, setRepeatCode] = useState(false);
  const [resetDone, setResetDone] = useState(false);
  const codeSending = useDataWrite('sendPasswordCode');
  const renewal = useDataWrite('renewPassword');
  const { errors } = renewal;
  const busy = codeSending.busy || renewal.busy;

  const sendCode = async () => {
    const { answer } = await codeSending.run({ phone: stripSpaces(phone) });
    setCodeSent(answer !== null);
    if (answer) setRepeatCode(true);
  };

  const repeat = () => {
    setRepeatCode(false);
    setCode('');
    void sendCode();
  };

  const renew = async () => {
    const { answer } = await renewal.run({ phone: stripSpaces(phone), new_password: newPassword, code });
    setResetDone(answer !== null);
  };

  const resetAll = () => {
    setResetDone(false);
    setCodeSent(false);
    setRepeatCode(false);
    setCode('');
    setNewPassword('');
    setRepeatPassword('');
    renewal.setErrors({});
  };

  const submit = (action: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void action();
  };

  const shortPassword = newPassword.length > 0 && newPassword.length < 8;
  const mismatch = repeatPassword.length > 0 && repeatPassword !== newPassword;
  const canRenew = isCompleteCode(code) && newPassword.length >= 8 && repeatPassword === newPassword;

  return (
    <AuthCard title={translate('app.forgot_password.title')}>
      {resetDone && (
        <>
          <Alert severity="success">{translate('app.forgot_password.done')}</Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            {translate('app.login.back')}
          </Button>
        </>
      )}

      {!resetDone && !codeSent && (
        <PhoneStep
          hint={translate('app.forgot_password.explain')}
          submitLabel={translate('app.forgot_password.send_code')}
          phone={phone}
          onPhone={setPhone}
          busy={busy}
          onSubmit={() => void sendCode()}
        />
      )}

      {!resetDone && codeSent && (
        <Stack component="form" onSubmit={submit(renew)} spacing={2} noValidate>
          <PhoneField
            label={translate('app.login.phone')}
            value={phone}
            onChange={setPhone}
            slotProps={{ input: { readOnly: true } }}
          />
          <CodeField
            label={translate('app.forgot_password.code')}
            value={code}
            onChange={setCode}
            error={Boolean(errors.code)}
            helperText={errors.code ?? translate('app.validation.code')}
            required
            autoFocus
          />
          <TextField
            label={translate('app.forgot_password.new_password')}
            type="password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => setNewPassword(event.target.value)}
            error={shortPassword || Boolean(errors.new_password)}
            helperText={errors.new_password ?? translate('app.validation.password_length')}
            required
          />
          <TextField
            label={translate('app.forgot_password.repeat_password')}
            type="password"
            autoComplete="new-password"
            value={repeatPassword}
            onChange={(event) => setRepeatPassword(event.target.value)}
            error={mismatch}
            helperText={mismatch ? translate('app.validation.password_mismatch') : ' '}
            required
          />
          <Button type="submit" variant="contained" disabled={busy || !canRenew}>
            {translate('app.forgot_password.submit')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            {repeatCode && (
              <Button onClick={repeat} disabled={busy}>
                {translate('app.forgot_password.resend')}
              </Button>
            )}
            <Button onClick={resetAll} disabled={busy}>
              {translate('app.forgot_password.start_over')}
            </Button>
          </Stack>
        </Stack>
      )}

      {!resetDone && (
        <Link component={RouterLink} to="/login">
          {translate('app.login.back')}
        </Link>
      )}
    </AuthCard>
  );
}
