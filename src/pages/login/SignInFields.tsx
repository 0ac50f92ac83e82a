import { Button, TextField } from '@mui/material';
import type { TranslateFunction } from 'react-admin';
import { PhoneField } from '../../lib/PhoneField';

/** Phone, password and "Giriş yap": the sign-in of account users and of the platform operator. */
export function SignInFields({
  translate,
  phone,
  onPhone,
  password,
  onPassword,
  busy,
}: {
  /** react-admin's `useTranslate()`, or the sign-in screen's own (it shows before react-admin loads). */
  translate: TranslateFunction;
  phone: string;
  onPhone(phone: string): void;
  password: string;
  onPassword(password: string): void;
  busy: boolean;
}) {
  return (
    <>
      <PhoneField label={translate('app.login.phone')} value={phone} onChange={onPhone} required autoFocus />
      <TextField
        label={translate('app.login.password')}
        type="password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        autoComplete="current-password"
        required
      />
      <Button type="submit" variant="contained" size="large" disabled={busy || !phone || !password}>
        {translate('app.login.submit')}
      </Button>
    </>
  );
}
