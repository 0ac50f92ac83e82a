import LockIcon from '@mui/icons-material/Lock';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, ListItemIcon, ListItemText, MenuItem, type Theme } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import {
  Logout,
  AppBar as RaAppBar,
  TitlePortal,
  UserMenu,
  useCanAccess,
  useGetIdentity,
  usePermissions,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { CurrentUser } from '../../common/types';
import { lazyNamed } from '../lib/lazyNamed';
import { Bookmarks } from './Bookmarks';
import { LanguageMenuButton } from './LanguageMenuButton';
import { NotificationBell } from './NotificationBell';
import { QuickSearchSlot } from './QuickSearchSlot';

// The quick search's box has its final size, so nothing moves when the real search takes the place of its plain
// field (QuickSearchSlot). The branch switcher (MUI's select) follows the first screen too, and only for the users
// who have one.
const BranchSwitcher = lazyNamed(() => import('./BranchSwitcher'), 'BranchSwitcher');
const quickSearchBox = { width: { xs: 110, sm: 260 }, minHeight: 40, mx: { xs: 0.5, sm: 2 }, flexShrink: 0 };

/** A main user with branches (or inside one) may switch between the main account and its branches. */
const canSwitchBranch = (user: CurrentUser | null | undefined): user is CurrentUser =>
  user?.role === 'main' && (user.branchs.length > 0 || user.is_branch);

/**
 * The branch switcher's place, for the users who have one: a fixed box, so nothing in the bar moves when its chunk
 * arrives. Not full width (the theme's default for fields): in the app bar it would push the title out and the bar
 * taller, over the top of the menu.
 */
function BranchSwitcherSlot() {
  const { permissions: user } = usePermissions<CurrentUser | null>();
  if (!canSwitchBranch(user)) return null;
  return (
    <Box sx={{ width: { xs: 110, sm: 200 }, minHeight: 40, flexShrink: 0, mx: { xs: 0.5, sm: 1 } }}>
      <Suspense fallback={null}>
        <BranchSwitcher user={user} />
      </Suspense>
    </Box>
  );
}

/** A page link of the profile menu, styled like its "Çıkış yap" item; choosing it closes the menu. */
function UserMenuLink({ to, label, icon }: { to: string; label: string; icon: ReactNode }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={RouterLink} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}

function AppUserMenu() {
  const { canAccess: canSeeSettings } = useCanAccess({ resource: 'settings', action: 'show' });
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The button shows the user's name: its accessible name starts with it (WCAG 2.5.3, label in name).
  const label = identity?.fullName
    ? `${identity.fullName} · ${translate('ra.auth.user_menu')}`
    : 'ra.auth.user_menu';
  return (
    <UserMenu label={label}>
      <UserMenuLink to="/profile" label="app.appbar.profile" icon={<PersonIcon fontSize="small" />} />
      <UserMenuLink
        to="/change-password"
        label="app.appbar.change_password"
        icon={<LockIcon fontSize="small" />}
      />
      {canSeeSettings && (
        <UserMenuLink to="/settings" label="app.appbar.settings" icon={<SettingsIcon fontSize="small" />} />
      )}
      <Logout />
    </UserMenu>
  );
}

/** On a phone the language button keeps only its icon, so the profile menu (and "Çıkış yap") stays on screen. */
const compactOnPhone = (theme: Theme) => ({
  [theme.breakpoints.only('xs')]: {
    '& .MuiButton-root': { fontSize: 0, minWidth: 0 },
    '& .MuiButton-startIcon': { mr: 0 },
    '& .MuiButton-endIcon': { display: 'none' },
  },
});

/** Quick search, the notifications bell, bookmarks, branch switcher, language and the profile menu with the account's logo. */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <Box component="span" sx={compactOnPhone}>
          <LanguageMenuButton />
        </Box>
      }
    >
      {/* The title takes all the room the tools leave (a spacer beside it halved that room and cut "Toplu borç:
          Büyük Daire Aidatı - Kasım 2…" at 1440 px); on a phone a long title wraps instead of being cut. */}
      <TitlePortal
        sx={{
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          fontSize: { xs: '1rem', sm: '1.25rem' },
          lineHeight: 1.2,
        }}
      />
      <Box sx={quickSearchBox}>
        <QuickSearchSlot />
      </Box>
      <NotificationBell />
      <BranchSwitcherSlot />
      <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
        <Bookmarks />
      </Box>
    </RaAppBar>
  );
}
