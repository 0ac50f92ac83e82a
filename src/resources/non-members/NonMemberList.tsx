import { useMemo } from 'react';
import { maxLength, type RaRecord, required, TextInput, useTranslate } from 'react-admin';
import { phoneText } from '../../../common/phone';
import { DialogList } from '../../lib/DialogList';
import { PhoneInput } from '../../lib/PhoneInput';
import { RecordTable } from '../../lib/RecordTable';

/** People who are not residents (caretaker, firms) but get the site's SMS messages. */
export function NonMemberList() {
  const translate = useTranslate();
  const exportColumns = useMemo(
    () => [
      { source: 'name', label: translate('resources.non-members.fields.name') },
      {
        source: 'phone',
        label: translate('resources.non-members.fields.phone'),
        value: (record: RaRecord) => phoneText(record.phone),
      },
      { source: 'email', label: translate('resources.non-members.fields.email') },
    ],
    [translate],
  );
  return (
    <DialogList
      exportColumns={exportColumns}
      fields={
        <>
          <TextInput source="name" validate={[required(), maxLength(120)]} autoFocus />
          <PhoneInput source="phone" />
          <TextInput source="email" type="email" validate={maxLength(254)} parse={(v: string) => v || null} />
        </>
      }
    >
      <RecordTable.Col source="name" disableSort />
      <RecordTable.Col source="phone" disableSort render={(record) => phoneText(record.phone)} />
      <RecordTable.Col source="email" disableSort />
    </DialogList>
  );
}
