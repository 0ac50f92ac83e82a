import { useMemo, useState } from 'react';
import {
  DataTable,
  ExportButton,
  List,
  maxLength,
  type RaRecord,
  required,
  TextInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { formatPhone } from '../../../common/phone';
import {
  CreateInDialogButton,
  DeleteWithDescriptionButton,
  EditInDialogButton,
  type OpenDialog,
  openOnRowClick,
} from '../../lib/DialogListParts';
import { xlsxExporter } from '../../lib/excelExport';
import { LabelledSearchInput } from '../../lib/LabelledSearchInput';
import { PhoneInput } from '../../lib/PhoneInput';
import { RecordDialog } from '../../lib/RecordDialog';

const filters = [<LabelledSearchInput key="q" source="q" alwaysOn />];

function NonMemberListActions({ onOpen }: { onOpen: OpenDialog }) {
  return (
    <TopToolbar>
      <CreateInDialogButton onOpen={onOpen} />
      <ExportButton maxResults={500} />
    </TopToolbar>
  );
}

/** People who are not residents (caretaker, firms) but get the site's SMS messages. */
export function NonMemberList() {
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'non-members', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'non-members', action: 'delete' });
  const [open, setOpen] = useState<RaRecord | 'new' | null>(null);
  const exporter = useMemo(
    () =>
      xlsxExporter(
        [
          { source: 'name', label: translate('resources.non-members.fields.name') },
          {
            source: 'phone',
            label: translate('resources.non-members.fields.phone'),
            value: (record) => formatPhone(record.phone),
          },
        ],
        translate('resources.non-members.name', { smart_count: 2 }),
      ),
    [translate],
  );
  return (
    <>
      <List
        filters={filters}
        actions={<NonMemberListActions onOpen={setOpen} />}
        exporter={exporter}
        empty={false}
      >
        <DataTable bulkActionButtons={false} rowClick={canEdit ? openOnRowClick(setOpen) : false}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="phone" disableSort render={(record) => formatPhone(record.phone)} />
          <DataTable.Col label={false} align="right">
            {canEdit && <EditInDialogButton onOpen={setOpen} />}
            {canDelete && <DeleteWithDescriptionButton />}
          </DataTable.Col>
        </DataTable>
      </List>
      <RecordDialog resource="non-members" record={open} onClose={() => setOpen(null)}>
        <TextInput source="name" validate={[required(), maxLength(120)]} autoFocus />
        <PhoneInput source="phone" />
      </RecordDialog>
    </>
  );
}
