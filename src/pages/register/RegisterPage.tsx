import { Button, Link, Stack, Step, StepLabel, Stepper, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '../../../common/messages';
import { isTurkishMobile, stripSpaces } from '../../../common/phone';
import type { LoginAnswer } from '../../authProvider';
import { authStore } from '../../authProvider/storage';
import { http } from '../../dataProvider/http';
import { AuthCard } from '../../lib/AuthCard';
import { CodeField, isCompleteCode } from '../../lib/CodeField';
import { callApi, type Described, fieldErrorsOf } from '../../lib/callApi';
import { PhoneField } from '../../lib/PhoneField';

const STEPS = ['app.register.step_phone', 'app.register.step_code', 'app.register.step_details'];
type StepIndex = 0 | 1 | 2;

interface Details {
  assoc_name: string;
  name: string;
  surname: string;
  email: string;
  password: string;
}

const EMPTY_DETAILS: Details = { assoc_name: '', name: '', surname: '', email: '', password: '' };

/** Registration in three steps: the phone gets an SMS code, the code is checked, then the account is created. */
export function RegisterPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [step, setStep] = useState<StepIndex>(0);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  // SPEC.md section 4: a failed check sets the code's state to 'Not Valid'.
  const [codeStatus, setCodeStatus] = useState<string | null>(null);
  const [details, setDetails] = useState<Details>(EMPTY_DETAILS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const codeInvalid = codeStatus === MESSAGES.codeNotValid;

  const sendCode = async () => {
    setBusy(true);
    try {
      const answer = await callApi(() =>
        http.get<Described>('/register/send/code', { params: { phone: stripSpaces(phone) } }),
      );
      notify(answer.description, { type: 'success' });
      setCode('');
      setCodeStatus(null);
      setStep(1);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const checkCode = async () => {
    setBusy(true);
    try {
      const answer = await callApi(() =>
        http.get<Described>('/register/control/code', { params: { phone: stripSpaces(phone), code } }),
      );
      notify(answer.description, { type: 'success' });
      setCodeStatus(null);
      setStep(2);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      setCodeStatus(MESSAGES.codeNotValid);
    } finally {
      setBusy(false);
    }
  };

  const register = async () => {
    setBusy(true);
    setErrors({});
    try {
      const answer = await callApi(() =>
        http.post<LoginAnswer>('/register', {
          phone: stripSpaces(phone),
          assoc_name: details.assoc_name.trim(),
          name: details.name.trim(),
          surname: details.surname.trim(),
          email: details.email.trim() || null,
          password: details.password,
        }),
      );
      authStore.setSession(answer.token, answer.user);
      notify(answer.description, { type: 'success' });
      // A full reload starts the admin with the new session (permissions, menu, identity).
      window.location.assign('/');
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      const fieldErrors = fieldErrorsOf(error);
      setErrors(fieldErrors);
      // The verified code expired or was used: the user has to check a code again.
      if (fieldErrors.code) {
        setCodeStatus(MESSAGES.codeNotValid);
        setStep(1);
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (action: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void action();
  };

  const detailField = (
    key: keyof Details,
    extra: { required?: boolean; type?: string; autoFocus?: boolean } = {},
  ) => (
    <TextField
      {...extra}
      label={translate(`app.register.${key}`)}
      value={details[key]}
      onChange={(event) => setDetails({ ...details, [key]: event.target.value })}
      error={Boolean(errors[key])}
      helperText={errors[key]}
      required={extra.required ?? true}
    />
  );

  const detailsComplete =
    Boolean(details.assoc_name.trim() && details.name.trim() && details.surname.trim()) &&
    details.password.length >= 8;
  const shortPassword = details.password.length > 0 && details.password.length < 8;

  return (
    <AuthCard title={translate('app.register.title')}>
      <Stepper activeStep={step} alternativeLabel>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{translate(label)}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {step === 0 && (
        <Stack component="form" onSubmit={submit(sendCode)} spacing={2} noValidate>
          <Typography variant="body2">{translate('app.register.phone_hint')}</Typography>
          <PhoneField
            label={translate('app.login.phone')}
            value={phone}
            onChange={setPhone}
            required
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={busy || !isTurkishMobile(phone)}>
            {translate('app.register.send_code')}
          </Button>
        </Stack>
      )}

      {step === 1 && (
        <Stack component="form" onSubmit={submit(checkCode)} spacing={2} noValidate>
          <CodeField
            label={translate('app.register.code')}
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeStatus(null);
            }}
            error={codeInvalid}
            helperText={
              codeInvalid
                ? translate('app.register.code_invalid')
                : translate('app.register.code_hint', { phone })
            }
            required
            autoFocus
          />
          <Button type="submit" variant="contained" disabled={busy || !isCompleteCode(code)}>
            {translate('app.register.verify')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Button onClick={() => void sendCode()} disabled={busy}>
              {translate('app.register.resend')}
            </Button>
            <Button onClick={() => setStep(0)} disabled={busy}>
              {translate('app.register.change_phone')}
            </Button>
          </Stack>
        </Stack>
      )}

      {step === 2 && (
        <Stack component="form" onSubmit={submit(register)} spacing={2} noValidate>
          {detailField('assoc_name', { autoFocus: true })}
          {detailField('name')}
          {detailField('surname')}
          {detailField('email', { required: false, type: 'email' })}
          <TextField
            label={translate('app.register.password')}
            type="password"
            autoComplete="new-password"
            value={details.password}
            onChange={(event) => setDetails({ ...details, password: event.target.value })}
            error={shortPassword || Boolean(errors.password)}
            helperText={errors.password ?? translate('app.validation.password_length')}
            required
          />
          <Button type="submit" variant="contained" disabled={busy || !detailsComplete}>
            {translate('app.register.submit')}
          </Button>
        </Stack>
      )}

      <Link component={RouterLink} to="/login">
        {translate('app.register.have_account')}
      </Link>
    </AuthCard>
  );
}
