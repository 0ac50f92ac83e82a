import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { stripSpaces } from '../../../common/phone';
import { authStore } from '../../authProvider/storage';
import { http } from '../../dataProvider/http';
import { AuthCard } from '../../lib/AuthCard';
import { callApi, type Described } from '../../lib/callApi';
import { PhoneField } from '../../lib/PhoneField';

interface AdminLoginAnswer extends Described {
  token: string;
  operator: { id: number; name: string };
}

/** The platform operator's sign-in (POST /login/user/admin). The operator's own pages come later. */
export function AdminLoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [operator, setOperator] = useState<AdminLoginAnswer['operator'] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await callApi(() =>
        http.post<AdminLoginAnswer>('/login/user/admin', { phone: stripSpaces(phone), password }),
      );
      // The operator is nobody's account user: no stored user may outlive the switch.
      authStore.clear();
      authStore.setToken(answer.token);
      setOperator(answer.operator);
      notify(answer.description, { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const signOut = () => {
    authStore.clear();
    setOperator(null);
    setPassword('');
  };

  if (operator) {
    return (
      <AuthCard title={translate('app.admin_login.title')}>
        <Alert severity="success">{translate('app.admin_login.signed_in')}</Alert>
        <Typography>{translate('app.admin_login.welcome', { name: operator.name })}</Typography>
        <Button onClick={signOut} variant="outlined">
          {translate('ra.auth.logout')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={translate('app.admin_login.title')}>
      <Stack component="form" onSubmit={submit} spacing={2} noValidate>
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
        <Link component={RouterLink} to="/login">
          {translate('app.login.back')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
