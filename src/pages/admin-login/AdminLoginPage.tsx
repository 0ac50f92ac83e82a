import { Link, Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { stripSpaces } from '../../../common/phone';
import { operatorStore } from '../../authProvider/operatorStorage';
import { useDataWrite } from '../../dataProvider/useData';
import { AuthCard } from '../../lib/AuthCard';
import { SignInFields } from '../login/SignInFields';

/**
 * The platform operator's sign-in (POST /login/user/admin), then the operator's back office at /platform (a
 * separate app: a full page load mounts it). No operator's credentials are ever shown: `npm run
 * operator:create` makes an operator.
 */
export function AdminLoginPage() {
  const translate = useTranslate();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useDataWrite('adminLogin');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { answer } = await signIn.run({ phone: stripSpaces(phone), password });
    if (!answer) return;
    operatorStore.setToken(answer.token);
    window.location.assign('/platform');
  };

  return (
    <AuthCard title={translate('app.admin_login.title')}>
      <Stack component="form" onSubmit={submit} spacing={2} noValidate>
        <SignInFields
          translate={translate}
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
