import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, minLength, PasswordInput, required, SaveButton, Title, useTranslate } from 'react-admin';
import { authStore } from '../../authProvider/storage';
import { useDataQuery, useDataWrite } from '../../dataProvider/useData';

const sameAsNewPassword = (value: unknown, values: Record<string, unknown>) =>
  value === values.new_password ? undefined : 'app.validation.password_mismatch';

/** PUT /change/password: the other sessions end, this one continues with the fresh token of the answer. */
export function ChangePasswordPage() {
  const translate = useTranslate();
  const changedAt = useDataQuery('passwordChangedAt', undefined, { silent: true });
  const lastChanged = changedAt.data?.data.password_changed_at;
  const change = useDataWrite('changePassword');
  // A new key empties the form after a successful change.
  const [formKey, setFormKey] = useState(0);

  const save = async (values: Record<string, unknown>) => {
    const result = await change.run({
      old_password: values.old_password,
      new_password: values.new_password,
    });
    if (result.errors) return result.errors;
    // The other sessions ended: the date is read again with this session's fresh token.
    authStore.setSession(result.answer.token, result.answer.user);
    setFormKey((key) => key + 1);
    void changedAt.refetch();
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.password_change.title" />
      <Card sx={{ maxWidth: 480 }}>
        <CardContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('app.password_change.explain')}
          </Typography>
          {lastChanged && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('app.password_change.last_changed', { date: lastChanged })}
            </Typography>
          )}
          <Form key={formKey} onSubmit={save}>
            <Stack>
              <PasswordInput
                source="old_password"
                label="app.password_change.old_password"
                autoComplete="current-password"
                validate={required()}
              />
              <PasswordInput
                source="new_password"
                label="app.password_change.new_password"
                autoComplete="new-password"
                validate={[required(), minLength(8, 'app.validation.password_length')]}
              />
              <PasswordInput
                source="repeat_password"
                label="app.password_change.repeat_password"
                autoComplete="new-password"
                validate={[required(), sameAsNewPassword]}
              />
              <Box>
                <SaveButton label="app.password_change.title" />
              </Box>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
