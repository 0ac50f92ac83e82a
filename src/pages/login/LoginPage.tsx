import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../common/messages';
import { LicenceExpiredError } from '../../authProvider';
import { http } from '../../dataProvider/http';
import { AuthCard } from '../../lib/AuthCard';
import { PhoneField } from '../../lib/PhoneField';

interface Info {
  demo: boolean;
  demo_phone: string | null;
  demo_password: string | null;
}

/** Phone + password. In demo mode the page shows the demo account's credentials. */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [info, setInfo] = useState<Info | null>(null);

  useEffect(() => {
    http
      .get<{ data: Info }>('/info')
      .then((response) => setInfo(response.data.data))
      .catch(() => setInfo(null));
  }, []);

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
        <PhoneField
          label={translate('app.login.phone')}
          value={phone}
          onChange={setPhone}
          required
          autoFocus
        />
        <TextField
          label={translate('app.login.password')}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          required
        />
        <Button type="submit" variant="contained" size="large" disabled={busy || !phone || !password}>
          {translate('app.login.submit')}
        </Button>
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
