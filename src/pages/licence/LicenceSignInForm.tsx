import { Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { stripSpaces } from '../../../common/phone';
import { useAppDataProvider } from '../../dataProvider/useData';
import { SignInFields } from '../login/SignInFields';

/**
 * The owner of an ended licence signs in to the licence screen only (POST /licence): the token it answers opens
 * the licence, package and order calls, nothing else.
 */
export function LicenceSignInForm({ onSignedIn }: { onSignedIn(token: string): void }) {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await dataProvider.licenceSignIn({ phone: stripSpaces(phone), password });
      onSignedIn(answer.token);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" onSubmit={submit} spacing={2} noValidate>
      <SignInFields
        translate={translate}
        phone={phone}
        onPhone={setPhone}
        password={password}
        onPassword={setPassword}
        busy={busy}
      />
    </Stack>
  );
}
