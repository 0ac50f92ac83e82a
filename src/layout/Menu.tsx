import DashboardIcon from '@mui/icons-material/Dashboard';
import { Box, ListSubheader } from '@mui/material';
import { Menu as RaMenu, useGetResourceLabel, usePermissions, useTranslate } from 'react-admin';
import { canAccessResourceArea } from '../../common/permissions';
import type { CurrentUser } from '../../common/types';
import { type Access, accessSubject } from '../authProvider/access';
import { useAccess, useRegistry } from '../registry/context';
import type { MenuGroup, PageConfig, PageMenuEntry, ResourceConfig } from '../registry/types';

const GROUP_ORDER: MenuGroup[] = [
  'property',
  'definitions',
  'debts',
  'accounting',
  'reports',
  'sms',
  'people',
  'features',
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
        canAccessResourceArea(accessSubject(user), r.area, 'list'),
    ),
  })).filter((entry) => entry.resources.length > 0);
}

/** A page's menu entry with where it leads. */
export interface PageLink extends PageMenuEntry {
  to: string;
}

/** The pages' menu entries a user may see: the entry's own rights if it has some, else the page's. */
export function visiblePageLinks(
  pages: PageConfig[],
  user: CurrentUser | null | undefined,
  { mayOpen }: Access,
): PageLink[] {
  return pages.flatMap((page) =>
    (page.menu ?? [])
      .filter((entry) => mayOpen(entry.access ?? page.access, user))
      .map((entry) => ({ ...entry, to: entry.to ?? page.path })),
  );
}

/** The menu is derived from the resource and page registries and shows only what the user may see. */
export function Menu() {
  const { resources, pages } = useRegistry();
  const access = useAccess();
  const { permissions } = usePermissions<CurrentUser | null>();
  const translate = useTranslate();
  const label = useGetResourceLabel();
  const resourceGroups = visibleMenu(resources, permissions);
  const pageLinks = visiblePageLinks(pages, permissions, access);
  const groups = GROUP_ORDER.map((group) => ({
    group,
    links: pageLinks.filter((link) => link.group === group),
    resources: resourceGroups.find((entry) => entry.group === group)?.resources ?? [],
  })).filter((entry) => entry.links.length > 0 || entry.resources.length > 0);
  return (
    // Long labels ("Income / expense types") wrap onto a second line instead of being cut.
    <RaMenu sx={{ '& .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible' } }}>
      <RaMenu.Item to="/" primaryText={translate('app.menu.dashboard')} leftIcon={<DashboardIcon />} />
      {groups.map(({ group, links, resources }) => (
        // The menu is an ARIA menu (react-admin's MenuList): its sections are labelled groups of menu items.
        <Box key={group} role="group" aria-labelledby={`menu-group-${group}`}>
          <ListSubheader
            component="div"
            // Not stuck to the top while the menu scrolls: its clear background drew it over the entries.
            disableSticky
            id={`menu-group-${group}`}
            sx={{ lineHeight: '32px', bgcolor: 'transparent' }}
          >
            {translate(`app.menu.${group}`)}
          </ListSubheader>
          {links.map((link) => {
            const Icon = link.icon;
            return (
              <RaMenu.Item
                key={link.to}
                to={link.to}
                primaryText={translate(link.label)}
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
