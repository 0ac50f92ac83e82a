import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/** Personel izinleri kayıtları: each leave with its working days (weekends and public holidays left out). */
export const vacations: ResourceConfig = {
  name: 'vacations',
  area: 'personnel_operations',
  menuGroup: 'people',
  menuOrder: 20,
  icon: BeachAccessIcon,
  endpoints: {
    // docs/domain.md, "Fixed texts": a failing vacation list shows an empty list.
    getList: { method: 'GET', path: '/vacations', silent: true },
    getOne: { method: 'GET', path: '/vacation/:id' },
    create: { method: 'POST', path: '/vacation' },
    update: { method: 'PUT', path: '/vacation', idIn: 'body', idField: 'vacation_id' },
    delete: { method: 'DELETE', path: '/vacation', idIn: 'body', idField: 'vacation_id' },
    emptyAsNull: ['note'],
  },
  list: lazyNamed(() => import('./VacationList'), 'VacationList'),
};
