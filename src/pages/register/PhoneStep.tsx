import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isTurkishMobile } from '../../../common/phone';
import { PhoneField } from '../../lib/PhoneField';

/** The first step of registration and of a forgotten password: a Turkish mobile number to send the code to. */
export function PhoneStep({
  hint,
  submitLabel,
  phone,
  onPhone,
  busy,
  onSubmit,
}: {
  hint: string;
  submitLabel: string;
  phone: string;
  onPhone(phone: string): void;
  busy: boolean;
  onSubmit(): void;
}) {
  const translate = useTranslate();
  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      spacing={2}
      noValidate
    >
      <Typography variant="body2">{hint}</Typography>
      <PhoneField label={translate('app.login.phone')} value={phone} onChange={onPhone} required autoFocus />
      <Button type="submit" variant="contained" disabled={busy || !isTurkishMobile(phone)}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
