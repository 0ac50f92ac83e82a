import { Box } from '@mui/material';
import {
  Create,
  Edit,
  email,
  maxLength,
  minLength,
  PasswordInput,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { PhoneInput } from '../../lib/PhoneInput';
import { useDescriptionNotify } from '../../lib/useDescriptionNotify';
import { SubUserPermissionGrid } from './SubUserPermissionGrid';

const passwordLength = minLength(8, 'app.validation.password_length');
const nameLength = maxLength(60);

function SubUserFields({ isCreate }: { isCreate: boolean }) {
  return (
    <SimpleForm>
      <Box sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
        <TextInput source="name" validate={[required(), nameLength]} autoFocus />
        <TextInput source="surname" validate={[required(), nameLength]} />
        <PhoneInput source="phone" />
        <TextInput source="email" type="email" validate={email()} autoComplete="off" />
        <PasswordInput
          source="password"
          autoComplete="new-password"
          validate={isCreate ? [required(), passwordLength] : passwordLength}
          helperText={isCreate ? 'app.sub_users.password_create_hint' : 'app.sub_users.password_edit_hint'}
        />
      </Box>
      <SubUserPermissionGrid />
    </SimpleForm>
  );
}

export function SubUserCreate() {
  const onSuccess = useDescriptionNotify('list');
  return (
    <Create mutationOptions={{ onSuccess }} redirect="list">
      <SubUserFields isCreate />
    </Create>
  );
}

export function SubUserEdit() {
  const onSuccess = useDescriptionNotify('list');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }} redirect="list">
      <SubUserFields isCreate={false} />
    </Edit>
  );
}
