import PeopleIcon from '@mui/icons-material/People';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Residents (sakinler): owners, tenants and co-owners. List with filters and Excel export, create/edit, delete,
 * and the detail page with their apartments and relatives (ResidentShow.tsx). Links to apartments are made on
 * the apartment's page or by the Excel import.
 */
export const residents: ResourceConfig = {
  name: 'residents',
  area: 'resident_and_apartments',
  menuGroup: 'property',
  menuOrder: 30,
  icon: PeopleIcon,
  recordRepresentation: (record) => `${record.name ?? ''} ${record.surname ?? ''}`.trim(),
  quickLink: { slug: 'sakin-islemleri' },
  endpoints: {
    // Filters {building_id, name, phone, gender, debt_remaining} in the body (empty ones as null); the search box
    // is the name. debt_remaining: true = who still owe something, false = who owe nothing.
    getList: {
      method: 'POST',
      path: '/resident/all',
      searchParam: 'name',
      sortable: ['name', 'surname', 'id', 'debt_remaining'],
    },
    getOne: { method: 'GET', path: '/resident/single?id=:id' },
    create: { method: 'POST', path: '/resident' },
    update: { method: 'PUT', path: '/resident', idIn: 'body' },
    delete: { method: 'DELETE', path: '/resident', idIn: 'body' },
    // Optional fields left empty: the API takes null, not "" (gender must be male or female).
    emptyAsNull: ['phone', 'gender', 'birth_day'],
  },
  list: lazyNamed(() => import('./ResidentList'), 'ResidentList'),
  create: lazyNamed(() => import('./ResidentForm'), 'ResidentCreate'),
  edit: lazyNamed(() => import('./ResidentForm'), 'ResidentEdit'),
  show: lazyNamed(() => import('./ResidentShow'), 'ResidentShow'),
};
