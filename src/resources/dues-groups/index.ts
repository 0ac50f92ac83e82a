import GroupWorkIcon from '@mui/icons-material/GroupWork';
import { lazy } from 'react';
import type { ResourceConfig } from '../types';

/**
 * Dues groups (aidat grupları, groups of type 2): the monthly dues of the apartments that have the group as their
 * group. Same page as the debt groups (src/resources/debt-groups/GroupList.tsx), another `type`.
 */
export const duesGroups: ResourceConfig = {
  name: 'dues-groups',
  area: 'definitions',
  menuGroup: 'definitions',
  icon: GroupWorkIcon,
  recordRepresentation: 'name',
  endpoints: {
    getList: { method: 'GET', path: '/groups', query: { type: 2 }, searchParam: 'key' },
    create: { method: 'POST', path: '/group', body: { type: 2 } },
    update: { method: 'PUT', path: '/group', idIn: 'body', body: { type: 2 } },
    delete: { method: 'DELETE', path: '/group', idIn: 'body' },
  },
  list: lazy(() => import('../debt-groups/GroupList').then((m) => ({ default: m.GroupList }))),
};
