import { useMemo } from 'react';
import { BooleanInput, maxLength, type RaRecord, required, TextInput, useTranslate } from 'react-admin';
import { DialogList } from '../../lib/DialogList';
import { RecordTable } from '../../lib/RecordTable';

const field = (name: string) => `resources.leave-types.fields.${name}`;

/** Leave types with whether each is paid and counted against the annual entitlement; edited in a dialog. */
export function LeaveTypeList() {
  const translate = useTranslate();
  const yesNo = (value: unknown) => translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  const exportColumns = useMemo(
    () => [
      { source: 'name', label: translate(field('name')) },
      ...['paid', 'counts_against_annual'].map((source) => ({
        source,
        label: translate(field(source)),
        value: (record: RaRecord) => translate(record[source] ? 'ra.boolean.true' : 'ra.boolean.false'),
      })),
    ],
    [translate],
  );
  return (
    <DialogList
      exportColumns={exportColumns}
      defaults={{ paid: true, counts_against_annual: false }}
      fields={
        <>
          <TextInput source="name" validate={[required(), maxLength(80)]} autoFocus />
          <BooleanInput source="paid" />
          <BooleanInput source="counts_against_annual" />
        </>
      }
    >
      <RecordTable.Col source="name" disableSort />
      <RecordTable.Col source="paid" disableSort render={(record) => yesNo(record.paid)} />
      <RecordTable.Col
        source="counts_against_annual"
        disableSort
        render={(record) => yesNo(record.counts_against_annual)}
      />
    </DialogList>
  );
}
