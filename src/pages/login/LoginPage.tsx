import { Alert, Link, Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../common/messages';
import { LicenceExpiredError } from '../../authProvider';
import { useDataQuery } from '../../dataProvider/useData';
import { AuthCard } from '../../lib/AuthCard';
import { SignInFields } from './SignInFields';

/** Phone + password. In demo mode the page shows the demo account's credentials. */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const info = useDataQuery('appInfo', undefined, { silent: true }).data?.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await login({ phone, password });
      notify(MESSAGES.loginSuccess, { type: 'success' });
    } catch (error) {
      if (error instanceof LicenceExpiredError) navigate('/licence');
      else notify((error as Error).message || 'ra.auth.sign_in_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={translate('app.login.title')}>
      <Stack component="form" onSubmit={submit} spacing={2} noValidate>
        {info?.demo && info.demo_phone && (
          <Alert severity="info">
            {translate('app.login.demo_hint', { phone: info.demo_phone, password: info.demo_password })}
          </Alert>
        )}
        <SignInFields
          phone={phone}
          onPhone={setPhone}
          password={password}
          onPassword={setPassword}
          busy={busy}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Link component={RouterLink} to="/forgot-password">
            {translate('app.login.forgot')}
          </Link>
          <Link component={RouterLink} to="/register">
            {translate('app.login.register')}
          </Link>
        </Stack>
        <Link component={RouterLink} to="/admin-login" variant="body2" color="text.secondary">
          {translate('app.login.admin')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
