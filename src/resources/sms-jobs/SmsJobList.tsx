import { Typography } from '@mui/material';
import { useState } from 'react';
import {
  List,
  maxValue,
  minValue,
  NumberInput,
  type RaRecord,
  required,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { DeleteWithDescriptionButton, EditInDialogButton, openOnRowClick } from '../../lib/DialogListParts';
import { RecordDialog } from '../../lib/RecordDialog';
import { RecordTable } from '../../lib/RecordTable';
import { SmsMessageInput } from '../../lib/SmsMessageInput';
import { DayInput } from '../../money/LedgerParts';

/** Row buttons stay on one line. */
const nowrap = () => ({ whiteSpace: 'nowrap' }) as const;
const messageCell = () => ({ whiteSpace: 'pre-wrap', minWidth: 200, maxWidth: 420 }) as const;

const twoDigits = (value: unknown) => String(value ?? 0).padStart(2, '0');

const wholeNumber = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value))
    ? undefined
    : 'app.validation.integer';

/**
 * What PUT /sms/jobs takes: the whole job again, its recipients unchanged (they are chosen on the compose page).
 */
export const smsJobBody = (values: Record<string, unknown>) => ({
  name: values.name,
  job_type: 0,
  day: Number(values.day),
  hour: Number(values.hour),
  minute: Number(values.minute),
  last_date: values.last_date,
  message: values.message,
  resident_ids: values.resident_ids ?? [],
});

/** Tekrarlı SMS'ler: the monthly sends, edited in a dialog; a new one is made on the compose page. */
export function SmsJobList() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'sms-jobs', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'sms-jobs', action: 'delete' });
  const [open, setOpen] = useState<RaRecord | 'new' | null>(null);
  return (
    <>
      <List exporter={false} empty={false} actions={false}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
          {translate('app.sms_jobs.explain')}
        </Typography>
        <RecordTable bulkActionButtons={false} rowClick={canEdit ? openOnRowClick(setOpen) : false}>
          <RecordTable.Col source="name" disableSort />
          <RecordTable.Col source="day" align="right" disableSort />
          <RecordTable.Col
            source="time"
            disableSort
            render={(record) => `${twoDigits(record.hour)}:${twoDigits(record.minute)}`}
          />
          <RecordTable.Col source="last_date" disableSort />
          <RecordTable.Col source="recipients" align="right" disableSort />
          <RecordTable.Col
            source="next_at"
            disableSort
            render={(record) => record.next_at ?? translate('app.sms_jobs.ended')}
          />
          <RecordTable.Col source="message" disableSort cellSx={messageCell} />
          <RecordTable.Col label={false} align="right" cellSx={nowrap}>
            {canEdit && <EditInDialogButton onOpen={setOpen} />}
            {canDelete && <DeleteWithDescriptionButton />}
          </RecordTable.Col>
        </RecordTable>
      </List>
      <RecordDialog resource="sms-jobs" record={open} onClose={() => setOpen(null)} transform={smsJobBody}>
        <NumberInput
          source="day"
          min={1}
          max={31}
          step={1}
          validate={[required(), minValue(1), maxValue(31), wholeNumber]}
          helperText="app.sms_jobs.day_hint"
          autoFocus
        />
        <NumberInput
          source="hour"
          min={0}
          max={23}
          step={1}
          validate={[required(), minValue(0), maxValue(23), wholeNumber]}
        />
        <NumberInput
          source="minute"
          min={0}
          max={59}
          step={1}
          validate={[required(), minValue(0), maxValue(59), wholeNumber]}
        />
        <DayInput source="last_date" isRequired />
        <SmsMessageInput source="message" validate={required()} />
      </RecordDialog>
    </>
  );
}
