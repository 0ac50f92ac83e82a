import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { lazy } from 'react';
import type { ResourceConfig } from '../types';

/**
 * Debt groups (borç grupları, groups of type 1): an amount charged to the apartments in the group (lift,
 * parking). Apartments join them on their detail page. Created and edited in a dialog over the list: the API has
 * no call that reads one group.
 */
export const debtGroups: ResourceConfig = {
  name: 'debt-groups',
  area: 'definitions',
  menuGroup: 'definitions',
  icon: PlaylistAddIcon,
  recordRepresentation: 'name',
  endpoints: {
    getList: { method: 'GET', path: '/groups', query: { type: 1 }, searchParam: 'key' },
    create: { method: 'POST', path: '/group', body: { type: 1 } },
    update: { method: 'PUT', path: '/group', idIn: 'body', body: { type: 1 } },
    delete: { method: 'DELETE', path: '/group', idIn: 'body' },
  },
  list: lazy(() => import('./GroupList').then((m) => ({ default: m.GroupList }))),
};
