import {
  CreateButton,
  DataTable,
  EditButton,
  ExportButton,
  List,
  SearchInput,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { DeleteWithCodeButton } from '../../lib/DeleteWithCodeButton';

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

export function BuildingList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'buildings', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'buildings', action: 'delete' });
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} actions={<BuildingListActions />}>
      <DataTable bulkActionButtons={false} rowClick={canEdit ? 'edit' : false}>
        <DataTable.Col source="name" />
        {/* The flats recorded beside the limit: a full building, or one still to be filled, shows at once. */}
        <DataTable.NumberCol source="apartment_count" disableSort />
        <DataTable.NumberCol source="apartment_limit" />
        <DataTable.Col label={false} align="right">
          {canEdit && <EditButton />}
          {canDelete && <DeleteWithCodeButton />}
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
