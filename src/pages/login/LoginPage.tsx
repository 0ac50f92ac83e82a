import { useState } from 'react';
import { useLogin, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../common/messages';
import { LicenceExpiredError } from '../../authProvider/signIn';
import { useDataQuery } from '../../dataProvider/useData';
import { SignInForm } from './SignInForm';

/**
 * Phone + password, inside the back office (react-admin's `loginPage`): where a signed-out visitor of another
 * address, or one who signs out, is sent. Opened directly, /login is SignInScreen, before the back office loads.
 */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const info = useDataQuery('appInfo', undefined, { silent: true }).data?.data;

  const submit = async (credentials: { phone: string; password: string }) => {
    setBusy(true);
    try {
      await login(credentials);
      notify(MESSAGES.loginSuccess, { type: 'success' });
    } catch (error) {
      if (error instanceof LicenceExpiredError) navigate('/licence');
      else notify((error as Error).message || 'ra.auth.sign_in_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return <SignInForm translate={translate} info={info} busy={busy} onSubmit={submit} onNavigate={navigate} />;
}
