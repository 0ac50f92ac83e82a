import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CurrentUser } from '../../common/types';
import { useSwitchBranch } from '../lib/useSwitchBranch';

/**
 * The main user switches between the main account (0) and its branches; each switch gets a scoped token. The app
 * bar draws it only for a main user with branches (`canSwitchBranch`), from a chunk of its own: MUI's select
 * stays out of everyone's first screen. It fills the box the app bar keeps for it.
 */
export function BranchSwitcher({ user }: { user: CurrentUser }) {
  const translate = useTranslate();
  const switchBranch = useSwitchBranch();
  const current = user.is_branch ? user.account_id : 0;

  const switchTo = (branchId: number) => {
    if (branchId !== current) void switchBranch(branchId);
  };

  return (
    <TextField
      select
      size="small"
      margin="none"
      variant="outlined"
      // No floating label: on the blue app bar it would stick out of the white field, unreadable.
      slotProps={{
        select: { SelectDisplayProps: { 'aria-label': translate('app.appbar.branch') } },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <AccountTreeIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      value={current}
      onChange={(event) => switchTo(Number(event.target.value))}
      sx={{
        width: '100%',
        bgcolor: 'background.paper',
        borderRadius: 1,
        '& .MuiInputAdornment-root': { display: { xs: 'none', sm: 'flex' } },
      }}
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
