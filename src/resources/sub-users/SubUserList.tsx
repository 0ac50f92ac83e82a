import { DataTable, DeleteButton, EditButton, List, useNotify } from 'react-admin';
import { formatPhone } from '../../../common/phone';
import { descriptionOf } from '../../dataProvider/descriptions';

/** Sub-users of the account; deleting one asks for confirmation first. */
export function SubUserList() {
  const notify = useNotify();
  const onDeleted = (data: unknown) =>
    notify(descriptionOf(data) ?? 'ra.notification.deleted', {
      type: 'success',
      messageArgs: { smart_count: 1 },
    });
  return (
    // Staff accounts are not exported: their phones are sign-in names, not a contact list to hand out.
    <List exporter={false}>
      <DataTable bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="name" disableSort />
        <DataTable.Col source="surname" disableSort />
        <DataTable.Col source="phone" disableSort render={(record) => formatPhone(record.phone)} />
        <DataTable.Col source="email" disableSort />
        <DataTable.Col label={false} align="right">
          <EditButton />
          <DeleteButton mutationMode="pessimistic" mutationOptions={{ onSuccess: onDeleted }} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
