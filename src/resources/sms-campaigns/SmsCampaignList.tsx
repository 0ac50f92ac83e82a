import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import { Chip } from '@mui/material';
import {
  DeleteButton,
  List,
  type RaRecord,
  useCanAccess,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { SMS_AUDIENCES, type SmsAudience } from '../../../common/smsFields';
import { descriptionOf } from '../../dataProvider/descriptions';
import { instantText } from '../../lib/instantText';
import { RecordTable } from '../../lib/RecordTable';
import { useBilingual } from '../../lib/useBilingual';

const nowrap = () => ({ whiteSpace: 'nowrap' }) as const;
const messageCell = () => ({ whiteSpace: 'pre-wrap', minWidth: 200, maxWidth: 420 }) as const;

/** When the send goes (a later one) or went. */
const timeOf = (record: RaRecord) => instantText(record.scheduled_at ?? record.created_at);

/** "İptal et" on a later send that has not left: confirmed, then DELETE; the server's answer is the toast. */
function CancelCampaignButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const translate = useTranslate();
  if (record?.status !== 'scheduled') return null;
  const options = { time: timeOf(record), recipients: record.recipients, parts: record.parts };
  return (
    <DeleteButton
      mutationMode="pessimistic"
      redirect={false}
      label="app.sms_campaigns.cancel"
      aria-label={`${translate('app.sms_campaigns.cancel')}: ${timeOf(record)}`}
      icon={<CancelScheduleSendIcon />}
      confirmTitle="app.sms_campaigns.cancel_title"
      confirmContent="app.sms_campaigns.cancel_content"
      titleTranslateOptions={options}
      contentTranslateOptions={options}
      mutationOptions={{
        onSuccess: (data: unknown) =>
          notify(descriptionOf(data) ?? 'ra.notification.deleted', {
            type: 'success',
            messageArgs: { smart_count: 1 },
          }),
      }}
    />
  );
}

/** The sends, newest first, with how many of their messages were delivered, failed or still wait. */
export function SmsCampaignList() {
  const translate = useTranslate();
  const bilingual = useBilingual();
  // Calling a send off is a DELETE: the delete right of SMS, as the server declares.
  const { canAccess: canCancel } = useCanAccess({ resource: 'sms-campaigns', action: 'delete' });
  const audienceName = (audience: string) => {
    const known = SMS_AUDIENCES[audience as SmsAudience];
    return known ? bilingual(known) : audience;
  };
  return (
    <List
      resource="sms-campaigns"
      disableSyncWithLocation
      exporter={false}
      actions={false}
      empty={false}
      title={false}
    >
      <RecordTable bulkActionButtons={false} rowClick={false}>
        <RecordTable.Col source="time" disableSort render={timeOf} cellSx={nowrap} />
        <RecordTable.Col source="audience" disableSort render={(record) => audienceName(record.audience)} />
        <RecordTable.Col source="message" disableSort cellSx={messageCell} />
        <RecordTable.Col
          source="status"
          disableSort
          render={(record) => (
            <Chip
              size="small"
              variant={record.status === 'scheduled' ? 'filled' : 'outlined'}
              color={record.status === 'scheduled' ? 'warning' : 'default'}
              label={translate(`app.sms_campaigns.status.${record.status}`, { _: record.status })}
            />
          )}
        />
        <RecordTable.Col source="recipients" align="right" disableSort />
        <RecordTable.Col source="parts" align="right" disableSort />
        <RecordTable.Col
          source="results"
          disableSort
          render={(record) =>
            translate('app.sms_campaigns.results', {
              delivered: record.delivered,
              failed: record.failed,
              pending: record.pending,
            })
          }
        />
        <RecordTable.Col label={false} align="right" cellSx={nowrap}>
          {canCancel && <CancelCampaignButton />}
        </RecordTable.Col>
      </RecordTable>
    </List>
  );
}
