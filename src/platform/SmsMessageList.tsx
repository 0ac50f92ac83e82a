import {
  DateField,
  FunctionField,
  List,
  type RaRecord,
  SearchInput,
  SelectInput,
  useTranslate,
} from 'react-admin';
import { RecordTable } from '../lib/RecordTable';

const STATUSES = ['sent', 'delivered', 'failed'] as const;

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="phone" source="phone" alwaysOn placeholder={translate('platform.sms.phone_search')} />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={STATUSES.map((status) => ({ id: status, name: translate(`platform.sms.status.${status}`) }))}
    />,
  ];
}

/**
 * The codes the platform sent before there was an account (registration, a forgotten password), newest first:
 * whether one reached the phone, for a customer who says it never came. The server hides the code itself.
 */
export function SmsMessageList() {
  const translate = useTranslate();
  return (
    <List filters={useFilters()} sort={{ field: 'created_at', order: 'DESC' }} exporter={false} perPage={50}>
      <RecordTable bulkActionButtons={false}>
        <RecordTable.Col source="created_at">
          <DateField source="created_at" showTime locales="tr-TR" />
        </RecordTable.Col>
        <RecordTable.Col source="phone" />
        <RecordTable.Col source="text" />
        <RecordTable.Col source="status">
          <FunctionField
            render={(record: RaRecord) =>
              `${translate(`platform.sms.status.${record.status}`, { _: String(record.status) })}${
                record.error ? `: ${record.error}` : ''
              }`
            }
          />
        </RecordTable.Col>
      </RecordTable>
    </List>
  );
}
