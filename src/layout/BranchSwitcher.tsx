import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import type { CurrentUser } from '../../common/types';
import { useSwitchBranch } from '../lib/useSwitchBranch';

/** The main user switches between the main account (0) and its branches; each switch gets a scoped token. */
export function BranchSwitcher() {
  const { permissions: user } = usePermissions<CurrentUser | null>();
  const translate = useTranslate();
  const switchBranch = useSwitchBranch();
  if (user?.role !== 'main' || (user.branchs.length === 0 && !user.is_branch)) return null;
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
      // Not full width (the theme's default): in the app bar it would push the title out and the bar taller,
      // over the top of the menu.
      fullWidth={false}
      sx={{
        width: { xs: 110, sm: 200 },
        flexShrink: 0,
        mx: { xs: 0.5, sm: 1 },
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
