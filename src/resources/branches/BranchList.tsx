import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Button, List, usePermissions, useRecordContext } from 'react-admin';
import { phoneText } from '../../../common/phone';
import type { CurrentUser } from '../../../common/types';
import { DeleteWithCodeButton } from '../../lib/DeleteWithCodeButton';
import { RecordTable } from '../../lib/RecordTable';
import { useSwitchBranch } from '../../lib/useSwitchBranch';
import { useRefreshCurrentUser } from './useRefreshCurrentUser';

function BranchSwitchButton() {
  const record = useRecordContext();
  const { permissions: user } = usePermissions<CurrentUser | null>();
  const switchBranch = useSwitchBranch();
  if (!record) return null;
  const here = user?.is_branch === true && user.account_id === record.id;
  return (
    <Button
      label={here ? 'app.branches.current' : 'app.branches.switch'}
      disabled={here}
      onClick={() => void switchBranch(Number(record.id))}
    >
      <SwapHorizIcon />
    </Button>
  );
}

/** The main account's branches: switch into one, or close it with an SMS code. */
export function BranchList() {
  const refreshUser = useRefreshCurrentUser();
  return (
    // Staff accounts are not exported: their phones are sign-in names, not a contact list to hand out.
    <List exporter={false}>
      <RecordTable bulkActionButtons={false} rowClick={false}>
        <RecordTable.Col source="assoc_name" disableSort />
        <RecordTable.Col
          source="name"
          label="resources.branches.fields.full_name"
          disableSort
          render={(record) => `${record.name} ${record.surname}`}
        />
        <RecordTable.Col source="phone" disableSort render={(record) => phoneText(record.phone)} />
        <RecordTable.Col label={false} align="right">
          <BranchSwitchButton />
          <DeleteWithCodeButton onDeleted={refreshUser} />
        </RecordTable.Col>
      </RecordTable>
    </List>
  );
}
