import { useMemo, useState } from 'react';
import {
  DataTable,
  ExportButton,
  List,
  maxLength,
  type RaRecord,
  required,
  SelectInput,
  TextInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import {
  CreateInDialogButton,
  DeleteWithDescriptionButton,
  EditInDialogButton,
  type OpenDialog,
  openOnRowClick,
} from '../../lib/DialogListParts';
import { xlsxExporter } from '../../lib/excelExport';
import { LabelledSearchInput } from '../../lib/LabelledSearchInput';
import { RecordDialog } from '../../lib/RecordDialog';

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

function AccountingTypeListActions({ onOpen }: { onOpen: OpenDialog }) {
  return (
    <TopToolbar>
      <CreateInDialogButton onOpen={onOpen} />
      <ExportButton maxResults={500} />
    </TopToolbar>
  );
}

/** Income and expense types; debts are written and exemptions granted by income type. */
export function AccountingTypeList() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'accounting-types', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'accounting-types', action: 'delete' });
  const [open, setOpen] = useState<RaRecord | 'new' | null>(null);
  const exporter = useMemo(
    () =>
      xlsxExporter(
        [
          { source: 'name', label: translate('resources.accounting-types.fields.name') },
          {
            source: 'type',
            label: translate('resources.accounting-types.fields.type'),
            value: (record) => translate(kindLabel(record.type)),
          },
        ],
        translate('resources.accounting-types.name', { smart_count: 2 }),
      ),
    [translate],
  );
  return (
    <>
      <List
        filters={filters}
        actions={<AccountingTypeListActions onOpen={setOpen} />}
        exporter={exporter}
        empty={false}
      >
        <DataTable bulkActionButtons={false} rowClick={canEdit ? openOnRowClick(setOpen) : false}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="type" disableSort render={(record) => translate(kindLabel(record.type))} />
          <DataTable.Col label={false} align="right">
            {canEdit && <EditInDialogButton onOpen={setOpen} />}
            {canDelete && <DeleteWithDescriptionButton />}
          </DataTable.Col>
        </DataTable>
      </List>
      <RecordDialog
        resource="accounting-types"
        record={open}
        onClose={() => setOpen(null)}
        defaults={{ type: 1 }}
      >
        <TextInput source="name" validate={[required(), maxLength(100)]} autoFocus />
        <SelectInput source="type" choices={ACCOUNTING_KINDS} validate={required()} />
      </RecordDialog>
    </>
  );
}
