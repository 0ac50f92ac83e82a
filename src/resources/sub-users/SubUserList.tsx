import { DeleteButton, EditButton, List, useNotify } from 'react-admin';
import { phoneText } from '../../../common/phone';
import { descriptionOf } from '../../dataProvider/descriptions';
import { RecordTable } from '../../lib/RecordTable';

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
      <RecordTable bulkActionButtons={false} rowClick="edit">
        <RecordTable.Col source="name" disableSort />
        <RecordTable.Col source="surname" disableSort />
        <RecordTable.Col source="phone" disableSort render={(record) => phoneText(record.phone)} />
        <RecordTable.Col source="email" disableSort />
        <RecordTable.Col label={false} align="right">
          <EditButton />
          <DeleteButton mutationMode="pessimistic" mutationOptions={{ onSuccess: onDeleted }} />
        </RecordTable.Col>
      </RecordTable>
    </List>
  );
}
