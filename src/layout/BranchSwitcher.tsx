import { MenuItem, TextField } from '@mui/material';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import type { CurrentUser } from '../../common/types';
import type { LoginAnswer } from '../authProvider';
import { authStore } from '../authProvider/storage';
import { toHttpError } from '../dataProvider/errors';
import { http } from '../dataProvider/http';

/** The main user switches between the main account (0) and its branches; each switch gets a scoped token. */
export function BranchSwitcher() {
  const { permissions: user } = usePermissions<CurrentUser | null>();
  const translate = useTranslate();
  const notify = useNotify();
  if (!user || user.role !== 'main' || (user.branchs.length === 0 && !user.is_branch)) return null;
  const current = user.is_branch ? user.account_id : 0;

  const switchTo = async (branchId: number) => {
    if (branchId === current) return;
    try {
      const { data } = await http.post<LoginAnswer>('/login/branch', null, {
        params: { branch_id: branchId },
      });
      authStore.setSession(data.token, data.user);
      notify(data.description, { type: 'success' });
      // A different account: start from the dashboard with nothing cached from the previous one.
      window.location.assign('/');
    } catch (error) {
      notify(toHttpError(error as Parameters<typeof toHttpError>[0]).message, { type: 'error' });
    }
  };

  return (
    <TextField
      select
      size="small"
      label={translate('app.appbar.branch')}
      value={current}
      onChange={(event) => switchTo(Number(event.target.value))}
      sx={{ minWidth: 180, mx: 1, bgcolor: 'background.paper', borderRadius: 1 }}
    >
      <MenuItem value={0}>{translate('app.appbar.main_account')}</MenuItem>
      {user.branchs.map((branch) => (
        <MenuItem key={branch.id} value={branch.id}>
          {branch.assoc_name}
        </MenuItem>
      ))}
    </TextField>
  );
}
