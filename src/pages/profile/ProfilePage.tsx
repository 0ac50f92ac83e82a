import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import {
  email,
  Form,
  LinearProgress,
  maxLength,
  required,
  SaveButton,
  TextInput,
  Title,
  useCanAccess,
  useGetIdentity,
  useLogoutIfAccessDenied,
  useNotify,
  useTranslate,
} from 'react-admin';
import { phoneText } from '../../../common/phone';
import { isValidTckn } from '../../../common/tckn';
import type { CurrentUser } from '../../../common/types';
import { DEFAULT_LOGO } from '../../authProvider';
import { authStore } from '../../authProvider/storage';
import { useDataQuery, useDataWrite } from '../../dataProvider/useData';
import { AccountExportCard } from './AccountExportCard';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** Optional T.C. Kimlik No, checked here with the same rule the server applies. */
const tckn = (value: unknown) => (value && !isValidTckn(String(value)) ? 'app.validation.tckn' : undefined);

/** The signed-in user's details and the account's logo (GET /me, PUT /user, PUT and DELETE /logo). */
export function ProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { refetch: refetchIdentity } = useGetIdentity();
  const me = useDataQuery('me', undefined, { silent: true });
  // What this page changed since the read: the answers of the writes.
  const [changedUser, setChangedUser] = useState<CurrentUser | null>(null);
  const user = changedUser ?? me.data?.data ?? null;

  useEffect(() => {
    const error = me.error;
    if (!error) return;
    // A missing token logs out with 'Giriş Yapınız!' (authProvider.checkError); other errors are shown.
    void logoutIfAccessDenied(error).then((loggedOut) => {
      if (!loggedOut) notify(error.message, { type: 'error' });
    });
  }, [me.error, logoutIfAccessDenied, notify]);

  // The app bar shows the name and the logo from the identity: fetch it again after a change.
  const changed = (next: CurrentUser) => {
    authStore.setUser(next);
    setChangedUser(next);
    void refetchIdentity();
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="app.profile.title" />
      {user ? (
        <Stack spacing={2} sx={{ maxWidth: 640 }}>
          <ProfileLogo user={user} onChange={(logo) => changed({ ...user, logo })} />
          <ProfileForm user={user} onSaved={changed} />
          {user.role === 'main' && <AccountExportCard />}
        </Stack>
      ) : (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      )}
    </Box>
  );
}

function ProfileLogo({ user, onChange }: { user: CurrentUser; onChange(logo: string | null): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const upload = useDataWrite('uploadLogo', { stale: ['me'] });
  const removal = useDataWrite('removeLogo', { stale: ['me'] });
  const busy = upload.busy || removal.busy;
  // The logo belongs to the account; changing it needs the settings area (the server checks the same).
  const { canAccess: canEdit } = useCanAccess({ resource: 'settings', action: 'edit' });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const logo = event.target.files?.[0];
    // Choosing the same file again must fire another change.
    event.target.value = '';
    if (!logo) return;
    if (!LOGO_TYPES.includes(logo.type)) return notify('app.profile.logo_wrong_type', { type: 'error' });
    if (logo.size > MAX_LOGO_BYTES) return notify('app.profile.logo_too_large', { type: 'error' });
    const { answer } = await upload.run({ logo });
    if (answer) onChange(answer.data.logo);
  };

  const remove = async () => {
    const { answer } = await removal.run(undefined);
    if (answer) onChange(answer.data.logo);
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.profile.logo')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <Box
            component="img"
            src={user.logo || DEFAULT_LOGO}
            alt={translate('app.profile.logo_alt', { name: user.assoc_name })}
            sx={{ width: 96, height: 96, objectFit: 'contain', borderRadius: 1, bgcolor: 'grey.100' }}
          />
          {canEdit && (
            <Stack spacing={1}>
              <input
                ref={input}
                type="file"
                accept={LOGO_TYPES.join(',')}
                hidden
                onChange={(event) => void choose(event)}
                aria-label={translate('app.profile.upload_logo')}
              />
              <Stack direction="row" spacing={1}>
                <Button
                  variant="outlined"
                  startIcon={<UploadIcon />}
                  onClick={() => input.current?.click()}
                  disabled={busy}
                >
                  {translate('app.profile.upload_logo')}
                </Button>
                {user.logo && (
                  <Button
                    color="error"
                    startIcon={<DeleteIcon />}
                    onClick={() => void remove()}
                    disabled={busy}
                  >
                    {translate('app.profile.remove_logo')}
                  </Button>
                )}
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {translate('app.profile.logo_hint')}
              </Typography>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function ProfileForm({ user, onSaved }: { user: CurrentUser; onSaved(user: CurrentUser): void }) {
  const translate = useTranslate();
  const isOwner = user.role === 'main';
  const profile = useDataWrite('saveProfile', { stale: ['me'] });

  const save = async (values: Record<string, unknown>) => {
    const result = await profile.run({
      name: values.name,
      surname: values.surname,
      email: values.email || null,
      national_id: values.national_id || null,
      assoc_name: values.assoc_name,
    });
    // react-admin shows the per-field messages under the matching inputs.
    if (result.errors) return result.errors;
    onSaved(result.answer.data);
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.profile.details')}
        </Typography>
        <Form record={user} onSubmit={save}>
          <Stack>
            <TextInput source="name" label="app.profile.name" validate={[required(), maxLength(60)]} />
            <TextInput source="surname" label="app.profile.surname" validate={[required(), maxLength(60)]} />
            <TextInput
              source="email"
              label="app.profile.email"
              type="email"
              validate={[email(), maxLength(254)]}
            />
            <TextInput source="phone" label="app.profile.phone" format={phoneText} readOnly />
            <TextInput
              source="national_id"
              label="app.profile.national_id"
              validate={tckn}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11 } }}
            />
            <TextInput
              source="assoc_name"
              label="app.profile.assoc_name"
              validate={[required(), maxLength(120)]}
              readOnly={!isOwner}
              helperText={isOwner ? false : 'app.profile.assoc_name_owner_only'}
            />
            <Box>
              <SaveButton />
            </Box>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
