import {
  Create,
  DateField,
  Edit,
  FunctionField,
  List,
  NumberInput,
  type RaRecord,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { RecordTable } from '../lib/RecordTable';

/** The packages on sale and those retired; retiring is react-admin's delete (the server keeps the row). */
export function PackageList() {
  const translate = useTranslate();
  return (
    <List sort={{ field: 'id', order: 'ASC' }} exporter={false} perPage={50}>
      <RecordTable rowClick="edit" bulkActionButtons={false}>
        <RecordTable.Col source="name" />
        <RecordTable.Col source="kind">
          <FunctionField render={(record: RaRecord) => translate(`platform.kind.${record.kind}`)} />
        </RecordTable.Col>
        <RecordTable.NumberCol source="apartment_count" />
        <RecordTable.NumberCol source="month" />
        <RecordTable.NumberCol source="sms_credits" />
        <RecordTable.NumberCol source="price" options={{ minimumFractionDigits: 2 }} locales="tr-TR" />
        <RecordTable.Col source="retired_at">
          <DateField source="retired_at" locales="tr-TR" emptyText="—" />
        </RecordTable.Col>
      </RecordTable>
    </List>
  );
}

function PackageForm() {
  const translate = useTranslate();
  return (
    <SimpleForm>
      <SelectInput
        source="kind"
        validate={required()}
        choices={[
          { id: 'licence', name: translate('platform.kind.licence') },
          { id: 'sms', name: translate('platform.kind.sms') },
        ]}
      />
      <TextInput source="name" validate={required()} />
      <NumberInput source="apartment_count" min={1} />
      <NumberInput source="month" min={1} />
      <NumberInput source="sms_credits" min={1} />
      <NumberInput source="price" validate={required()} min={0} step={0.01} />
    </SimpleForm>
  );
}

export const PackageCreate = () => (
  <Create redirect="list">
    <PackageForm />
  </Create>
);

export const PackageEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <PackageForm />
  </Edit>
);
