import {
  Create,
  Edit,
  maxLength,
  minValue,
  NumberInput,
  number,
  required,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { useDescriptionNotify } from '../../lib/useDescriptionNotify';

function BuildingFields() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(100)]} autoFocus />
      <NumberInput source="apartment_limit" validate={[required(), number(), minValue(0)]} step={1} min={0} />
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
      <BuildingFields />
    </Edit>
  );
}
