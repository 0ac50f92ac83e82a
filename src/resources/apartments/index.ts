import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Apartments (daireler): list with filters, create/edit, delete confirmed by an SMS code, and the detail page
 * with owners and tenants, stock holders, debt groups and exemptions (ApartmentShow.tsx).
 */
export const apartments: ResourceConfig = {
  name: 'apartments',
  area: 'resident_and_apartments',
  menuGroup: 'property',
  menuOrder: 20,
  icon: MeetingRoomIcon,
  recordRepresentation: (record) => `${record.building_name ?? ''} ${record.identifier ?? ''}`.trim(),
  endpoints: {
    // Filters {building_id, group_id, identifier, area, land} in the body; page and search (key) in the query.
    getList: {
      method: 'POST',
      path: '/all/apartments',
      searchParam: 'key',
      searchIn: 'query',
      bodyFilters: ['building_id', 'group_id', 'identifier', 'area', 'land'],
      sortable: ['identifier', 'building_name', 'area', 'land', 'id'],
    },
    getOne: { method: 'GET', path: '/apartment?id=:id' },
    create: { method: 'POST', path: '/apartment' },
    update: { method: 'PUT', path: '/apartment', idIn: 'body' },
    delete: { method: 'DELETE', path: '/apartment', idIn: 'body' },
    deleteCode: { method: 'GET', path: '/apartment/delete/request?id=:id' },
    emptyAsNull: ['area', 'land', 'group_id'],
    // docs/domain.md, "Input rules": updating an apartment drops an empty group_id (the server keeps the current
    // group).
    dropWhenEmpty: ['group_id'],
  },
  list: lazyNamed(() => import('./ApartmentList'), 'ApartmentList'),
  create: lazyNamed(() => import('./ApartmentForm'), 'ApartmentCreate'),
  edit: lazyNamed(() => import('./ApartmentForm'), 'ApartmentEdit'),
  show: lazyNamed(() => import('./ApartmentShow'), 'ApartmentShow'),
  pages: [
    {
      // The flat's printable statement (hesap ekstresi), opened in a new tab without the menu.
      name: 'apartment-statement',
      path: '/apartments/:id/statement',
      component: lazyNamed(() => import('./ApartmentStatement'), 'ApartmentStatement'),
      noLayout: true,
      access: 'signed-in',
    },
  ],
};
