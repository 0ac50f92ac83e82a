import { type ReactElement, type ReactNode, useMemo, useState } from 'react';
import {
  type DataTableProps,
  ExportButton,
  FilterButton,
  List,
  type RaRecord,
  TopToolbar,
  useCanAccess,
  useListContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import {
  CreateInDialogButton,
  DeleteWithDescriptionButton,
  EditInDialogButton,
  openOnRowClick,
} from './DialogListParts';
import { type ExportColumn, xlsxExporter } from './excelExport';
import { LabelledSearchInput } from './LabelledSearchInput';
import { useWideScreen } from './PhoneFilters';
import { RecordDialog, type RecordDialogProps } from './RecordDialog';
import { RecordTable } from './RecordTable';

const searchOnly = [<LabelledSearchInput key="q" source="q" alwaysOn />];

/** Row buttons stay on one line. */
const nowrap = () => ({ whiteSpace: 'nowrap' }) as const;

/** The list's table, its rows in the order `arrange` gives them. */
function ArrangedTable({
  arrange,
  ...props
}: DataTableProps & { arrange?: (records: RaRecord[]) => RaRecord[] }) {
  const { data } = useListContext();
  return <RecordTable {...props} data={arrange && data ? arrange(data) : undefined} />;
}

/**
 * The list page of a small definition whose records are created and edited in a dialog over it (cash accounts,
 * groups, accounting types, non-members): search, "Yeni" and an Excel export of at most 500 rows above; a click
 * on a row or its pencil opens the dialog, its bin deletes with the server's description. The children are the
 * list's columns; `fields` are the dialog's inputs.
 */
export function DialogList({
  filters = searchOnly,
  exportColumns,
  fields,
  defaults,
  transform,
  afterSave,
  nameOf,
  editable = true,
  above,
  empty,
  sort,
  arrange,
  children,
}: {
  filters?: ReactElement[];
  /** The export's columns with their (Turkish) headers. */
  exportColumns: ExportColumn[];
  fields: ReactNode;
  /** Values of a new record. */
  defaults?: Record<string, unknown>;
  /** The body the API takes, made from the dialog's values. */
  transform?: RecordDialogProps['transform'];
  /** Runs once a record is saved, before its dialog closes. */
  afterSave?: RecordDialogProps['afterSave'];
  /** What the edit dialog's title names (default: the record's `name`). */
  nameOf?: RecordDialogProps['nameOf'];
  /** false: records are only created and deleted (a virman is never edited). */
  editable?: boolean;
  /** Shown between the filters and the table, inside the list's context (the totals of what matches). */
  above?: ReactNode;
  /** Shown instead of the table when nothing matches (default: react-admin's "no results"). */
  empty?: ReactElement;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** The page's rows in the order they are shown (sub-accounts under their parent). */
  arrange?: (records: RaRecord[]) => RaRecord[];
  children: ReactNode;
}) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { canAccess: mayEdit } = useCanAccess({ resource, action: 'edit' });
  const canEdit = editable && mayEdit;
  const { canAccess: canDelete } = useCanAccess({ resource, action: 'delete' });
  const [open, setOpen] = useState<RaRecord | 'new' | null>(null);
  const sheetName = translate(`resources.${resource}.name`, { smart_count: 2 });
  const exporter = useMemo(() => xlsxExporter(exportColumns, sheetName), [exportColumns, sheetName]);
  // A phone shows only a list's search; its other filters (`alwaysOn` when wide) are offered by this button.
  const wide = useWideScreen();
  return (
    <>
      <List
        filters={filters}
        actions={
          <TopToolbar>
            {!wide && <FilterButton />}
            <CreateInDialogButton onOpen={setOpen} />
            <ExportButton maxResults={500} />
          </TopToolbar>
        }
        exporter={exporter}
        empty={false}
        sort={sort}
      >
        {above}
        <ArrangedTable
          arrange={arrange}
          empty={empty}
          bulkActionButtons={false}
          rowClick={canEdit ? openOnRowClick(setOpen) : false}
        >
          {children}
          <RecordTable.Col label={false} align="right" cellSx={nowrap}>
            {canEdit && <EditInDialogButton onOpen={setOpen} />}
            {canDelete && <DeleteWithDescriptionButton />}
          </RecordTable.Col>
        </ArrangedTable>
      </List>
      <RecordDialog
        resource={resource}
        record={open}
        onClose={() => setOpen(null)}
        defaults={defaults}
        transform={transform}
        afterSave={afterSave}
        nameOf={nameOf}
      >
        {fields}
      </RecordDialog>
    </>
  );
}
