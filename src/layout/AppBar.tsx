import LockIcon from '@mui/icons-material/Lock';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box } from '@mui/material';
import {
  LocalesMenuButton,
  Logout,
  MenuItemLink,
  AppBar as RaAppBar,
  TitlePortal,
  UserMenu,
  useCanAccess,
} from 'react-admin';
import { Bookmarks } from './Bookmarks';
import { BranchSwitcher } from './BranchSwitcher';
import { QuickSearch } from './QuickSearch';

function AppUserMenu() {
  const { canAccess: canSeeSettings } = useCanAccess({ resource: 'settings', action: 'show' });
  return (
    <UserMenu>
      <MenuItemLink to="/profile" primaryText="app.appbar.profile" leftIcon={<PersonIcon />} />
      <MenuItemLink to="/change-password" primaryText="app.appbar.change_password" leftIcon={<LockIcon />} />
      {canSeeSettings && (
        <MenuItemLink to="/settings" primaryText="app.appbar.settings" leftIcon={<SettingsIcon />} />
      )}
      <Logout />
    </UserMenu>
  );
}

/** Quick search, bookmarks, branch switcher, language and the profile menu with the account's logo. */
export function AppBar() {
  return (
    <RaAppBar userMenu={<AppUserMenu />} toolbar={<LocalesMenuButton />}>
      <TitlePortal />
      <Box sx={{ flex: 1 }} />
      <QuickSearch />
      <BranchSwitcher />
      <Bookmarks />
    </RaAppBar>
  );
}
