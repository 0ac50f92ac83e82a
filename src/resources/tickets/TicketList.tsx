import { Chip } from '@mui/material';
import { CreateButton, List, SelectInput, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { instantText } from '../../lib/instantText';
import { RecordTable } from '../../lib/RecordTable';
import { categoryChoices, statusChoices } from './ticketChoices';

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn sx={{ minWidth: 160 }} />,
  <SelectInput key="category" source="category" choices={categoryChoices} alwaysOn sx={{ minWidth: 160 }} />,
];

function TicketListActions() {
  const { canAccess: canCreate } = useCanAccess({ resource: 'tickets', action: 'create' });
  return <TopToolbar>{canCreate && <CreateButton />}</TopToolbar>;
}

/** Talepler: newest activity first, filtered by status and category; a row opens the ticket's thread. */
export function TicketList() {
  const translate = useTranslate();
  return (
    <List filters={filters} actions={<TicketListActions />} exporter={false} empty={false}>
      <RecordTable bulkActionButtons={false} rowClick="show">
        <RecordTable.Col source="subject" disableSort />
        <RecordTable.Col
          source="category"
          disableSort
          render={(record) => translate(`app.tickets.category.${record.category}`)}
        />
        <RecordTable.Col
          source="status"
          disableSort
          render={(record) => <Chip size="small" label={translate(`app.tickets.status.${record.status}`)} />}
        />
        <RecordTable.Col source="resident_name" disableSort />
        <RecordTable.Col source="flat" disableSort />
        <RecordTable.Col
          source="updated_at"
          disableSort
          render={(record) => instantText(record.updated_at)}
        />
      </RecordTable>
    </List>
  );
}
