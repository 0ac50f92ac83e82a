import SmsIcon from '@mui/icons-material/Sms';
import { Box, Button, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Create,
  email,
  maxLength,
  minLength,
  PasswordInput,
  regex,
  required,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useDataWrite } from '../../dataProvider/useData';
import { PhoneInput } from '../../lib/PhoneInput';
import { useDescriptionNotify } from '../../lib/useDescriptionNotify';
import { useRefreshCurrentUser } from './useRefreshCurrentUser';

const digits = (value: string) => (value ?? '').replace(/\D/g, '').slice(0, 6);

function SendCodeButton({ resend, onSent }: { resend: boolean; onSent(): void }) {
  const translate = useTranslate();
  const { run, busy } = useDataWrite('requestBranchCode', {
    fallback: 'app.delete_code.sent',
    notifyType: 'info',
  });
  const send = async () => {
    const { answer } = await run({ purpose: 'create' });
    if (answer) onSent();
  };
  return (
    <Button
      variant={resend ? 'text' : 'contained'}
      startIcon={<SmsIcon />}
      onClick={send}
      disabled={busy}
      sx={{ alignSelf: 'flex-start' }}
    >
      {translate(resend ? 'app.branches.resend_code' : 'app.branches.send_code')}
    </Button>
  );
}

/**
 * Opening a branch: first a code is sent by SMS to the account owner, then the branch's details and that code
 * go to POST /branch. The server's field errors show under the fields; success goes back to the list.
 */
export function BranchCreate() {
  const translate = useTranslate();
  const [codeSent, setCodeSent] = useState(false);
  const notifySuccess = useDescriptionNotify('list');
  const refreshUser = useRefreshCurrentUser();
  const onSuccess = (data: unknown) => {
    notifySuccess(data);
    void refreshUser();
  };
  return (
    <Create mutationOptions={{ onSuccess }} redirect="list">
      {codeSent ? (
        <SimpleForm>
          <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
            <TextInput
              source="assoc_name"
              validate={[required(), maxLength(120)]}
              autoFocus
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
            <TextInput source="name" validate={[required(), maxLength(60)]} />
            <TextInput source="surname" validate={[required(), maxLength(60)]} />
            <PhoneInput source="phone" />
            <TextInput source="email" type="email" validate={email()} autoComplete="off" />
            <PasswordInput
              source="password"
              autoComplete="new-password"
              validate={[required(), minLength(8, 'app.validation.password_length')]}
            />
            <TextInput
              source="code"
              parse={digits}
              validate={[required(), regex(/^\d{6}$/, 'app.branches.code_invalid')]}
              helperText="app.branches.code_hint"
              autoComplete="one-time-code"
              // No maxLength: a pasted "123 456" must survive until parse keeps its digits.
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Box>
          <SendCodeButton resend onSent={() => undefined} />
        </SimpleForm>
      ) : (
        <CardContent>
          <Stack spacing={2} sx={{ maxWidth: 560 }}>
            <Typography>{translate('app.branches.create_intro')}</Typography>
            <SendCodeButton resend={false} onSent={() => setCodeSent(true)} />
          </Stack>
        </CardContent>
      )}
    </Create>
  );
}
