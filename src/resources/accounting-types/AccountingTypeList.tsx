import { useMemo } from 'react';
import { maxLength, type RaRecord, required, SelectInput, TextInput, useTranslate } from 'react-admin';
import { DialogList } from '../../lib/DialogList';
import { LabelledSearchInput } from '../../lib/LabelledSearchInput';
import { RecordTable } from '../../lib/RecordTable';

/** 1 income (gelir), 2 expense (gider), as the API numbers them. */
export const ACCOUNTING_KINDS = [
  { id: 1, name: 'app.accounting_types.income' },
  { id: 2, name: 'app.accounting_types.expense' },
];

const kindLabel = (type: unknown) => ACCOUNTING_KINDS.find((kind) => kind.id === Number(type))?.name ?? '';

const filters = [
  <LabelledSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="type" source="type" choices={ACCOUNTING_KINDS} alwaysOn />,
];

/** Income and expense types; debts are written and exemptions granted by income type. */
export function AccountingTypeList() {
  const translate = useTranslate();
  const exportColumns = useMemo(
    () => [
      { source: 'name', label: translate('resources.accounting-types.fields.name') },
      {
        source: 'type',
        label: translate('resources.accounting-types.fields.type'),
        value: (record: RaRecord) => translate(kindLabel(record.type)),
      },
    ],
    [translate],
  );
  return (
    <DialogList
      filters={filters}
      exportColumns={exportColumns}
      defaults={{ type: 1 }}
      fields={
        <>
          <TextInput source="name" validate={[required(), maxLength(100)]} autoFocus />
          <SelectInput source="type" choices={ACCOUNTING_KINDS} validate={required()} />
        </>
      }
    >
      <RecordTable.Col source="name" disableSort />
      <RecordTable.Col source="type" disableSort render={(record) => translate(kindLabel(record.type))} />
    </DialogList>
  );
}
