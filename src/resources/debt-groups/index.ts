import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig, ResourceEndpoints } from '../types';

/** Debt groups (type 1) and dues groups (type 2) share the /groups endpoints; `type` tells them apart. */
export function groupEndpoints(type: 1 | 2): ResourceEndpoints {
  return {
    getList: { method: 'GET', path: '/groups', query: { type }, searchParam: 'key' },
    create: { method: 'POST', path: '/group', body: { type } },
    update: { method: 'PUT', path: '/group', idIn: 'body', body: { type } },
    delete: { method: 'DELETE', path: '/group', idIn: 'body' },
  };
}

/** The list page of both kinds of group (it reads its resource's name to tell them apart). */
export const GroupListPage = lazyNamed(() => import('./GroupList'), 'GroupList');

/**
 * Debt groups (borç grupları, groups of type 1): an amount charged to the apartments in the group (lift,
 * parking). Apartments join them on their detail page. Created and edited in a dialog over the list: the API has
 * no call that reads one group.
 */
export const debtGroups: ResourceConfig = {
  name: 'debt-groups',
  area: 'definitions',
  menuGroup: 'definitions',
  menuOrder: 10,
  icon: PlaylistAddIcon,
  recordRepresentation: 'name',
  endpoints: groupEndpoints(1),
  list: GroupListPage,
};
