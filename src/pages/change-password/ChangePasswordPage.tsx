import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import {
  Form,
  minLength,
  PasswordInput,
  required,
  SaveButton,
  Title,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { LoginAnswer } from '../../authProvider';
import { authStore } from '../../authProvider/storage';
import { http } from '../../dataProvider/http';
import { callApi, fieldErrorsOf } from '../../lib/callApi';

const sameAsNewPassword = (value: unknown, values: Record<string, unknown>) =>
  value === values.new_password ? undefined : 'app.validation.password_mismatch';

/** PUT /change/password: the other sessions end, this one continues with the fresh token of the answer. */
export function ChangePasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [lastChanged, setLastChanged] = useState<string | null>(null);
  // A new key empties the form after a successful change.
  const [formKey, setFormKey] = useState(0);

  const loadLastChanged = useCallback(() => {
    callApi(() => http.get<{ data: { password_changed_at: string | null } }>('/change/password'))
      .then((answer) => setLastChanged(answer.data.password_changed_at))
      .catch(() => setLastChanged(null));
  }, []);
  useEffect(loadLastChanged, [loadLastChanged]);

  const save = async (values: Record<string, unknown>) => {
    try {
      const answer = await callApi(() =>
        http.put<LoginAnswer>('/change/password', {
          old_password: values.old_password,
          new_password: values.new_password,
        }),
      );
      authStore.setSession(answer.token, answer.user);
      notify(answer.description, { type: 'success' });
      setFormKey((key) => key + 1);
      loadLastChanged();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return fieldErrorsOf(error);
    }
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
