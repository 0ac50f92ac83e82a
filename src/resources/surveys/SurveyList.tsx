import { Chip } from '@mui/material';
import {
  CreateButton,
  DeleteButton,
  EditButton,
  List,
  SearchInput,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { RecordTable } from '../../lib/RecordTable';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

function SurveyListActions() {
  const { canAccess: canCreate } = useCanAccess({ resource: 'surveys', action: 'create' });
  return <TopToolbar>{canCreate && <CreateButton />}</TopToolbar>;
}

/** Open until its last day, then ended. */
function SurveyStatus() {
  const record = useRecordContext<{ open: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.open ? 'success' : 'default'}
      label={translate(record.open ? 'app.surveys.open' : 'app.surveys.ended')}
    />
  );
}

/** The polls, newest first; a row opens the results. */
export function SurveyList() {
  const { canAccess: canEdit } = useCanAccess({ resource: 'surveys', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'surveys', action: 'delete' });
  return (
    <List
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      actions={<SurveyListActions />}
      exporter={false}
    >
      <RecordTable bulkActionButtons={false} rowClick="show">
        <RecordTable.Col source="title" />
        <RecordTable.Col source="end_date" disableSort />
        <RecordTable.NumberCol source="votes" disableSort />
        <RecordTable.Col source="open" disableSort>
          <SurveyStatus />
        </RecordTable.Col>
        <RecordTable.Col label={false} align="right">
          {canEdit && <EditButton />}
          {canDelete && <DeleteButton mutationMode="pessimistic" />}
        </RecordTable.Col>
      </RecordTable>
    </List>
  );
}
