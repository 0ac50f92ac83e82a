import { DateField, FunctionField, List, type RaRecord, useLocaleState, useTranslate } from 'react-admin';
import { auditTableName } from '../../common/auditTables';
import { RecordTable } from '../lib/RecordTable';

/** What operators did: support sessions, answers, order decisions, package changes; newest first. */
export function AuditLogList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List sort={{ field: 'at', order: 'DESC' }} exporter={false} perPage={50}>
      <RecordTable bulkActionButtons={false}>
        <RecordTable.Col source="at">
          <DateField source="at" showTime locales="tr-TR" />
        </RecordTable.Col>
        <RecordTable.Col source="operator_name" />
        <RecordTable.Col source="assoc_name" />
        <RecordTable.Col source="table">
          <FunctionField render={(record: RaRecord) => auditTableName(String(record.table), locale)} />
        </RecordTable.Col>
        <RecordTable.Col source="action">
          <FunctionField render={(record: RaRecord) => translate(`platform.action.${record.action}`)} />
        </RecordTable.Col>
        <RecordTable.Col source="record_id" />
      </RecordTable>
    </List>
  );
}
