import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { stripSpaces } from '../../../common/phone';
import { authStore } from '../../authProvider/storage';
import type { AdminLoginAnswer } from '../../dataProvider/custom/session';
import { useDataWrite } from '../../dataProvider/useData';
import { AuthCard } from '../../lib/AuthCard';
import { SignInFields } from '../login/SignInFields';

/** The platform operator's sign-in (POST /login/user/admin). The operator's own pages come later. */
export function AdminLoginPage() {
  const translate = useTranslate();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [operator, setOperator] = useState<AdminLoginAnswer['operator'] | null>(null);
  const signIn = useDataWrite('adminLogin');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { answer } = await signIn.run({ phone: stripSpaces(phone), password });
    if (!answer) return;
    // The operator is nobody's account user: no stored user may outlive the switch.
    authStore.clear();
    authStore.setToken(answer.token);
    setOperator(answer.operator);
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
        <SignInFields
          phone={phone}
          onPhone={setPhone}
          password={password}
          onPassword={setPassword}
          busy={signIn.busy}
        />
        <Link component={RouterLink} to="/login">
          {translate('app.login.back')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
