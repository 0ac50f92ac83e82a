import { useCallback, useMemo } from 'react';
import {
  BooleanInput,
  maxLength,
  type RaRecord,
  required,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SMS_TEMPLATE_TYPES } from '../../../common/smsFields';
import { DialogList } from '../../lib/DialogList';
import { RecordTable } from '../../lib/RecordTable';
import { SmsMessageInput } from '../../lib/SmsMessageInput';
import { useBilingual } from '../../lib/useBilingual';

const PAYMENT_TYPE = 4;

/** Long messages wrap in their column instead of widening the table. */
const messageCell = () => ({ whiteSpace: 'pre-wrap', minWidth: 200, maxWidth: 420 }) as const;

/** The payment's own fields ({tutar}, {makbuz_no}) are offered only in a payment-receipt template. */
function TemplateMessageInput() {
  const type = useWatch({ name: 'sms_template_type' });
  return <SmsMessageInput source="message" validate={required()} paymentFields={type === PAYMENT_TYPE} />;
}

/** SMS şablonları: name, type, text and the İYS flag; created and edited in a dialog over the list. */
export function SmsTemplateList() {
  const translate = useTranslate();
  const bilingual = useBilingual();
  const typeChoices = useMemo(
    () => SMS_TEMPLATE_TYPES.map((type) => ({ id: type.id, name: bilingual(type) })),
    [bilingual],
  );
  const typeName = useCallback(
    (record: RaRecord) => typeChoices.find((choice) => choice.id === record.sms_template_type)?.name ?? '',
    [typeChoices],
  );
  const yesNo = useCallback(
    (record: RaRecord) => translate(`app.sms_templates.${record.commercial ? 'yes' : 'no'}`),
    [translate],
  );
  const exportColumns = useMemo(() => {
    const label = (source: string) => translate(`resources.sms-templates.fields.${source}`);
    return [
      { source: 'name', label: label('name') },
      { source: 'sms_template_type', label: label('sms_template_type'), value: typeName },
      { source: 'message', label: label('message') },
      { source: 'commercial', label: label('commercial'), value: yesNo },
    ];
  }, [translate, typeName, yesNo]);
  return (
    <DialogList
      exportColumns={exportColumns}
      defaults={{ sms_template_type: 1, commercial: false, message: '' }}
      transform={(values) => ({
        name: values.name,
        sms_template_type: values.sms_template_type,
        message: values.message,
        commercial: Boolean(values.commercial),
      })}
      fields={
        <>
          <TextInput source="name" validate={[required(), maxLength(100)]} autoFocus />
          <SelectInput source="sms_template_type" choices={typeChoices} validate={required()} />
          <TemplateMessageInput />
          <BooleanInput source="commercial" helperText="app.sms_templates.commercial_hint" />
        </>
      }
    >
      <RecordTable.Col source="name" disableSort />
      <RecordTable.Col source="sms_template_type" disableSort render={typeName} />
      <RecordTable.Col source="message" disableSort cellSx={messageCell} />
      <RecordTable.Col source="commercial" disableSort render={yesNo} />
    </DialogList>
  );
}
