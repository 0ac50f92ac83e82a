import {
  DateField,
  Edit,
  FunctionField,
  Labeled,
  List,
  type RaRecord,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin';
import { RecordTable } from '../lib/RecordTable';

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="answered"
      source="answered"
      label="platform.answered.label"
      alwaysOn
      choices={[
        { id: 'false', name: translate('platform.answered.no') },
        { id: 'true', name: translate('platform.answered.yes') },
      ]}
    />,
  ];
}

/** The help page's requests of every account, the waiting ones first; a row opens its answer form. */
export function SupportRequestList() {
  const translate = useTranslate();
  return (
    <List
      filters={useFilters()}
      filterDefaultValues={{ answered: 'false' }}
      sort={{ field: 'created_at', order: 'ASC' }}
      exporter={false}
    >
      <RecordTable rowClick="edit" bulkActionButtons={false}>
        <RecordTable.Col source="subject" />
        <RecordTable.Col source="assoc_name" />
        <RecordTable.Col source="user_name" />
        <RecordTable.Col source="created_at">
          <DateField source="created_at" showTime locales="tr-TR" />
        </RecordTable.Col>
        <RecordTable.Col source="answered_at">
          <FunctionField
            render={(record: RaRecord) =>
              translate(record.answered_at ? 'platform.answered.yes' : 'platform.answered.no')
            }
          />
        </RecordTable.Col>
      </RecordTable>
    </List>
  );
}

/** The request as sent, and the operator's answer (the user reads it on the help page). */
export function SupportRequestEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list" title="platform.answer_title">
      <SimpleForm>
        <Labeled>
          <TextField source="assoc_name" />
        </Labeled>
        <Labeled>
          <TextField source="user_name" />
        </Labeled>
        <Labeled>
          <TextField source="subject" />
        </Labeled>
        <Labeled>
          <TextField source="body" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <TextInput source="answer" multiline minRows={4} fullWidth validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
