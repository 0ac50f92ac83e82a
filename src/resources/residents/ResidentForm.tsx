import type { ReactElement } from 'react';
import {
  BooleanInput,
  Create,
  Edit,
  maxLength,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { PhoneInput } from '../../lib/PhoneInput';
import { useDescriptionNotify } from '../../lib/useDescriptionNotify';
import { PhoneOwnerWarning } from './PhoneOwnerWarning';
import { ResidentDeleteButton } from './ResidentDeleteButton';
import { birthDay, GENDERS, optionalEmail, optionalPhone, parseDateText } from './shared';

function ResidentEditToolbar() {
  const { canAccess: canDelete } = useCanAccess({ resource: 'residents', action: 'delete' });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && <ResidentDeleteButton />}
    </Toolbar>
  );
}

function ResidentFields({ toolbar }: { toolbar?: ReactElement }) {
  const translate = useTranslate();
  const genders = GENDERS.map((id) => ({ id, name: translate(`app.residents.gender.${id}`) }));
  return (
    <SimpleForm toolbar={toolbar} sx={{ maxWidth: 480 }}>
      <TextInput source="name" validate={[required(), maxLength(60)]} autoFocus autoComplete="off" />
      <TextInput source="surname" validate={[required(), maxLength(60)]} autoComplete="off" />
      <PhoneInput source="phone" validate={optionalPhone} helperText="app.residents.phone_hint" />
      <PhoneOwnerWarning />
      <TextInput
        source="email"
        type="email"
        validate={[optionalEmail, maxLength(254)]}
        helperText="app.residents.email_hint"
        autoComplete="off"
      />
      <TextInput
        source="birth_day"
        validate={birthDay}
        parse={parseDateText}
        placeholder="GG.AA.YYYY"
        helperText="app.residents.birth_day_hint"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
      />
      <SelectInput source="gender" choices={genders} emptyText="" />
      {/* The building of a resident whose flat is not recorded yet: the building filter finds them by it. */}
      <ReferenceInput
        source="building_id"
        reference="buildings"
        perPage={500}
        sort={{ field: 'name', order: 'ASC' }}
      >
        <SelectInput
          optionText="name"
          emptyText=""
          // "No building" is stored as null; react-admin's empty choice is the empty string.
          parse={(value: number | '') => value || null}
          helperText="app.residents.building_hint"
        />
      </ReferenceInput>
      <BooleanInput source="sms_opt_out" helperText="app.residents.sms_opt_out_hint" />
      <BooleanInput source="commercial_consent" helperText="app.residents.commercial_consent_hint" />
      <BooleanInput source="email_opt_out" helperText="app.residents.email_opt_out_hint" />
    </SimpleForm>
  );
}

export function ResidentCreate() {
  const onSuccess = useDescriptionNotify('show');
  return (
    <Create mutationOptions={{ onSuccess }} redirect="show">
      <ResidentFields />
    </Create>
  );
}

export function ResidentEdit() {
  const onSuccess = useDescriptionNotify('show');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }} redirect="show">
      <ResidentFields toolbar={<ResidentEditToolbar />} />
    </Edit>
  );
}
