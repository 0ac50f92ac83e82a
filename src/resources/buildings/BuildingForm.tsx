import type { ReactElement } from 'react';
import {
  Create,
  Edit,
  maxLength,
  minValue,
  NumberInput,
  number,
  required,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DeleteWithCodeButton } from '../../lib/DeleteWithCodeButton';
import { useDescriptionNotify } from '../../lib/useDescriptionNotify';

/** Save, and delete through the SMS code dialog (react-admin's own delete button would skip the code). */
function BuildingEditToolbar() {
  const { canAccess: canDelete } = useCanAccess({ resource: 'buildings', action: 'delete' });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {canDelete && <DeleteWithCodeButton redirectToList />}
    </Toolbar>
  );
}

/** On an existing building the hint says how many flats are recorded: the limit cannot go below them. */
function LimitHint() {
  const record = useRecordContext<{ apartment_count?: number }>();
  const translate = useTranslate();
  return record?.apartment_count === undefined
    ? translate('app.buildings.limit_hint')
    : translate('app.buildings.limit_recorded', { count: record.apartment_count });
}

function BuildingFields({ toolbar }: { toolbar?: ReactElement }) {
  return (
    <SimpleForm toolbar={toolbar}>
      <TextInput source="name" validate={[required(), maxLength(100)]} autoFocus />
      <NumberInput
        source="apartment_limit"
        validate={[required(), number(), minValue(1)]}
        step={1}
        min={1}
        helperText={<LimitHint />}
      />
    </SimpleForm>
  );
}

export function BuildingCreate() {
  const onSuccess = useDescriptionNotify('list');
  return (
    <Create mutationOptions={{ onSuccess }} redirect="list">
      <BuildingFields />
    </Create>
  );
}

export function BuildingEdit() {
  const onSuccess = useDescriptionNotify('list');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={{ onSuccess }} redirect="list">
      <BuildingFields toolbar={<BuildingEditToolbar />} />
    </Edit>
  );
}
