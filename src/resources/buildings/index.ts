import ApartmentIcon from '@mui/icons-material/Apartment';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/** Buildings (bloklar): the model of a plain resource, one config entry (docs/adding-a-resource.md). */
export const buildings: ResourceConfig = {
  name: 'buildings',
  area: 'resident_and_apartments',
  menuGroup: 'property',
  menuOrder: 10,
  icon: ApartmentIcon,
  recordRepresentation: 'name',
  endpoints: {
    getList: {
      method: 'GET',
      path: '/building',
      searchParam: 'key',
      sortable: ['id', 'name', 'apartment_limit'],
    },
    getOne: { method: 'GET', path: '/building/:id' },
    create: { method: 'POST', path: '/building' },
    update: { method: 'PUT', path: '/building', idIn: 'body' },
    delete: { method: 'DELETE', path: '/building', idIn: 'body' },
    deleteCode: { method: 'GET', path: '/building/delete/request?id=:id' },
  },
  list: lazyNamed(() => import('./BuildingList'), 'BuildingList'),
  create: lazyNamed(() => import('./BuildingForm'), 'BuildingCreate'),
  edit: lazyNamed(() => import('./BuildingForm'), 'BuildingEdit'),
};
