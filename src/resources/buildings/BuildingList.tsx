import { useMemo } from 'react';
import {
  CreateButton,
  EditButton,
  ExportButton,
  List,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { DeleteWithCodeButton } from '../../lib/DeleteWithCodeButton';
import { xlsxExporter } from '../../lib/excelExport';
import { RecordTable } from '../../lib/RecordTable';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function BuildingListActions() {
  const { canAccess: canCreate } = useCanAccess({ resource: 'buildings', action: 'create' });
  return (
    <TopToolbar>
      {canCreate && <CreateButton />}
      <ExportButton />
    </TopToolbar>
  );
}

/** The buildings as an Excel sheet with the list's Turkish headers (no ids: they mean nothing to a manager). */
function useBuildingExporter() {
  const translate = useTranslate();
  return useMemo(() => {
    const field = (name: string) => translate(`resources.buildings.fields.${name}`);
    return xlsxExporter(
      [
        { source: 'name', label: field('name') },
        { source: 'apartment_count', label: field('apartment_count') },
        { source: 'apartment_limit', label: field('apartment_limit') },
      ],
      translate('app.buildings.export_file'),
    );
  }, [translate]);
}

export function BuildingList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'buildings', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'buildings', action: 'delete' });
  const exporter = useBuildingExporter();
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      actions={<BuildingListActions />}
      exporter={exporter}
    >
      <RecordTable bulkActionButtons={false} rowClick={canEdit ? 'edit' : false}>
        <RecordTable.Col source="name" />
        {/* The flats recorded beside the limit: a full building, or one still to be filled, shows at once. */}
        <RecordTable.NumberCol source="apartment_count" disableSort />
        <RecordTable.NumberCol source="apartment_limit" />
        <RecordTable.Col label={false} align="right">
          {canEdit && <EditButton />}
          {canDelete && <DeleteWithCodeButton />}
        </RecordTable.Col>
      </RecordTable>
    </List>
  );
}
