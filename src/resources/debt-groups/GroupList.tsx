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
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { formatMoney } from '../../../common/money';
import { DecimalTextInput } from '../../lib/DecimalTextInput';
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

const filters = [<LabelledSearchInput key="q" source="q" alwaysOn />];

function GroupListActions({ onOpen }: { onOpen: OpenDialog }) {
  return (
    <TopToolbar>
      <CreateInDialogButton onOpen={onOpen} />
      <ExportButton maxResults={500} />
    </TopToolbar>
  );
}

/**
 * Debt groups and dues groups: the same page for both resources (`debt-groups`, `dues-groups`), whose configs
 * send the group type. Amounts are shown in ₺ and typed with a decimal comma.
 */
export function GroupList() {
  const resource = useResourceContext() ?? 'debt-groups';
  const translate = useTranslate();
  const { canAccess: canEdit } = useCanAccess({ resource, action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const [open, setOpen] = useState<RaRecord | 'new' | null>(null);
  const exporter = useMemo(
    () =>
      xlsxExporter(
        [
          { source: 'name', label: translate(`resources.${resource}.fields.name`) },
          { source: 'amount', label: translate(`resources.${resource}.fields.amount`) },
        ],
        translate(`resources.${resource}.name`, { smart_count: 2 }),
      ),
    [resource, translate],
  );
  return (
    <>
      <List
        filters={filters}
        actions={<GroupListActions onOpen={setOpen} />}
        exporter={exporter}
        empty={false}
      >
        <DataTable bulkActionButtons={false} rowClick={canEdit ? openOnRowClick(setOpen) : false}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col
            source="amount"
            align="right"
            disableSort
            render={(record) => formatMoney(record.amount)}
          />
          <DataTable.Col label={false} align="right">
            {canEdit && <EditInDialogButton onOpen={setOpen} />}
            {canDelete && <DeleteWithDescriptionButton />}
          </DataTable.Col>
        </DataTable>
      </List>
      <RecordDialog resource={resource} record={open} onClose={() => setOpen(null)}>
        <TextInput source="name" validate={[required(), maxLength(100)]} autoFocus />
        <DecimalTextInput source="amount" maxDecimals={2} unit="₺" isRequired />
      </RecordDialog>
    </>
  );
}
