import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, ListSubheader } from '@mui/material';
import { Menu as RaMenu, useGetResourceLabel, usePermissions, useTranslate } from 'react-admin';
import { canAccess } from '../../common/permissions';
import type { CurrentUser } from '../../common/types';
import { accessSubject } from '../authProvider';
import type { MenuGroup, ResourceConfig } from '../resources/types';
import { MENU_PAGES, type MenuPage, visiblePages } from './menuPages';

const GROUP_ORDER: MenuGroup[] = [
  'property',
  'definitions',
  'debts',
  'accounting',
  'reports',
  'sms',
  'people',
  'settings',
];

/** The resources a user may list, grouped as the menu shows them. Pure, so the menu's rule is testable. */
export function visibleMenu(registry: ResourceConfig[], user: CurrentUser | null | undefined) {
  return GROUP_ORDER.map((group) => ({
    group,
    resources: registry.filter(
      (r) =>
        r.menuGroup === group &&
        !r.hideFromMenu &&
        r.list &&
        canAccess(accessSubject(user), { resource: r.name, action: 'list' }),
    ),
  })).filter((entry) => entry.resources.length > 0);
}

/** The menu is derived from the registry (and the custom pages' list) and shows only what the user may see. */
export function Menu({ registry, pages = MENU_PAGES }: { registry: ResourceConfig[]; pages?: MenuPage[] }) {
  const { permissions } = usePermissions<CurrentUser | null>();
  const translate = useTranslate();
  const label = useGetResourceLabel();
  const resourceGroups = visibleMenu(registry, permissions);
  const allowedPages = visiblePages(pages, permissions);
  const groups = GROUP_ORDER.map((group) => ({
    group,
    pages: allowedPages.filter((page) => page.group === group),
    resources: resourceGroups.find((entry) => entry.group === group)?.resources ?? [],
  })).filter((entry) => entry.pages.length > 0 || entry.resources.length > 0);
  return (
    <RaMenu>
      <RaMenu.Item to="/" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} />
      {groups.map(({ group, pages: groupPages, resources }) => (
        <Box key={group} component="nav" aria-label={translate(`app.menu.${group}`)}>
          <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
            {translate(`app.menu.${group}`)}
          </ListSubheader>
          {groupPages.map((page) => {
            const Icon = page.icon;
            return (
              <RaMenu.Item
                key={page.to}
                to={page.to}
                primaryText={translate(page.label)}
                leftIcon={<Icon />}
              />
            );
          })}
          {resources.map((resource) => {
            const Icon = resource.icon;
            return (
              <RaMenu.Item
                key={resource.name}
                to={`/${resource.name}`}
                primaryText={label(resource.name, 2)}
                leftIcon={<Icon />}
              />
            );
          })}
        </Box>
      ))}
    </RaMenu>
  );
}
