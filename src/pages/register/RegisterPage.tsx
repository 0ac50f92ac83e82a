import { Button, Link, Stack, Step, StepLabel, Stepper, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { MESSAGES } from '../../../common/messages';
import { stripSpaces } from '../../../common/phone';
import { authStore } from '../../authProvider/storage';
import { useDataWrite } from '../../dataProvider/useData';
import { AuthCard } from '../../lib/AuthCard';
import { CodeField, isCompleteCode } from '../../lib/CodeField';
import { PhoneStep } from './PhoneStep';

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
  const [step, setStep] = useState<StepIndex>(0);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  // docs/domain.md, "Entities and states": a failed check sets the code's state to 'Not Valid'.
  const [codeStatus, setCodeStatus] = useState<string | null>(null);
  const [details, setDetails] = useState<Details>(EMPTY_DETAILS);
  const codeSending = useDataWrite('sendRegisterCode');
  const codeCheck = useDataWrite('checkRegisterCode');
  const registration = useDataWrite('register');
  const { errors } = registration;
  const busy = codeSending.busy || codeCheck.busy || registration.busy;
  const codeInvalid = codeStatus === MESSAGES.codeNotValid;

  const sendCode = async () => {
    if (!(await codeSending.run({ phone: stripSpaces(phone) })).answer) return;
    setCode('');
    setCodeStatus(null);
    setStep(1);
  };

  const checkCode = async () => {
    const { answer } = await codeCheck.run({ phone: stripSpaces(phone), code });
    setCodeStatus(answer ? null : MESSAGES.codeNotValid);
    if (answer) setStep(2);
  };

  const register = async () => {
    registration.setErrors({});
    const result = await registration.run({
      phone: stripSpaces(phone),
      assoc_name: details.assoc_name.trim(),
      name: details.name.trim(),
      surname: details.surname.trim(),
      email: details.email.trim() || null,
      password: details.password,
    });
    if (!result.errors) {
      authStore.setSession(result.answer.token, result.answer.user);
      // A full reload starts the admin with the new session (permissions, menu, identity).
      window.location.assign('/');
      return;
    }
    // The verified code expired or was used: the user has to check a code again.
    if (result.errors.code) {
      setCodeStatus(MESSAGES.codeNotValid);
      setStep(1);
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
        <PhoneStep
          hint={translate('app.register.phone_hint')}
          submitLabel={translate('app.register.send_code')}
          phone={phone}
          onPhone={setPhone}
          busy={busy}
          onSubmit={() => void sendCode()}
        />
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
