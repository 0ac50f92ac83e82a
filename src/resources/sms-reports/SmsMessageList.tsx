import { useMemo } from 'react';
import {
  ExportButton,
  FilterButton,
  List,
  type RaRecord,
  SelectInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { phoneText } from '../../../common/phone';
import { SMS_AUDIENCES, SMS_STATUSES } from '../../../common/smsFields';
import { xlsxExporter } from '../../lib/excelExport';
import { instantText } from '../../lib/instantText';
import { LabelledSearchInput } from '../../lib/LabelledSearchInput';
import { useWideScreen } from '../../lib/PhoneFilters';
import { RecordTable } from '../../lib/RecordTable';
import { type Bilingual, useBilingual } from '../../lib/useBilingual';
import { DayInput } from '../../money/LedgerParts';
import { SmsStatusChip } from './SmsStatusChip';

const textCell = () => ({ whiteSpace: 'pre-wrap', minWidth: 200, maxWidth: 420 }) as const;

/** When a message left, or when it was written if it has not left yet. */
const timeOf = (record: RaRecord) => instantText(record.sent_at ?? record.created_at);

/** A status or audience name from common/, as the user reads it; an unknown one as the server sent it. */
const nameIn =
  <K extends string>(names: Record<K, { tr: string; en: string }>, bilingual: Bilingual) =>
  (key: string) => {
    const known = names[key as K];
    return known ? bilingual(known) : key;
  };

/** Every message sent, newest first: filtered by days, status, audience and a search, and exported as shown. */
export function SmsMessageList() {
  const translate = useTranslate();
  const bilingual = useBilingual();
  const audienceName = nameIn(SMS_AUDIENCES, bilingual);
  // On a phone only the search stays above the messages; the other filters wait behind "Filtre ekle".
  const wide = useWideScreen();
  const filters = useMemo(
    () => [
      <LabelledSearchInput key="q" source="q" alwaysOn />,
      <DayInput
        key="start_date"
        source="start_date"
        label="app.sms_reports.start_date"
        alwaysOn={wide}
        sx={{ width: 170 }}
      />,
      <DayInput
        key="end_date"
        source="end_date"
        label="app.sms_reports.end_date"
        alwaysOn={wide}
        sx={{ width: 170 }}
      />,
      <SelectInput
        key="status"
        source="status"
        choices={Object.entries(SMS_STATUSES).map(([id, name]) => ({ id, name: bilingual(name) }))}
        alwaysOn={wide}
        sx={{ minWidth: 160 }}
      />,
      <SelectInput
        key="audience"
        source="audience"
        choices={Object.entries(SMS_AUDIENCES).map(([id, name]) => ({ id, name: bilingual(name) }))}
        alwaysOn={wide}
        sx={{ minWidth: 160 }}
      />,
    ],
    [bilingual, wide],
  );
  const exporter = useMemo(() => {
    const label = (source: string) => translate(`resources.sms-reports.fields.${source}`);
    const statusName = nameIn(SMS_STATUSES, bilingual);
    const audience = nameIn(SMS_AUDIENCES, bilingual);
    return xlsxExporter(
      [
        { source: 'time', label: label('time'), value: timeOf },
        { source: 'name', label: label('name') },
        { source: 'phone', label: label('phone'), value: (record) => phoneText(record.phone) },
        { source: 'text', label: label('text') },
        { source: 'parts', label: label('parts') },
        { source: 'status', label: label('status'), value: (record) => statusName(record.status) },
        { source: 'error', label: label('error') },
        { source: 'audience', label: label('audience'), value: (record) => audience(record.audience) },
      ],
      translate('app.sms_reports.title'),
    );
  }, [translate, bilingual]);
  return (
    <List
      resource="sms-reports"
      filters={filters}
      actions={
        <TopToolbar>
          {!wide && <FilterButton />}
          <ExportButton maxResults={5000} />
        </TopToolbar>
      }
      exporter={exporter}
      empty={false}
      title={false}
    >
      <RecordTable bulkActionButtons={false} rowClick={false}>
        <RecordTable.Col source="time" disableSort render={timeOf} />
        <RecordTable.Col source="name" disableSort />
        <RecordTable.Col source="phone" disableSort render={(record) => phoneText(record.phone)} />
        <RecordTable.Col source="text" disableSort cellSx={textCell} />
        <RecordTable.Col source="parts" align="right" disableSort />
        <RecordTable.Col
          source="status"
          disableSort
          render={(record) => <SmsStatusChip status={record.status} error={record.error} />}
        />
        <RecordTable.Col source="audience" disableSort render={(record) => audienceName(record.audience)} />
      </RecordTable>
    </List>
  );
}
