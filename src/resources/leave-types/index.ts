import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Personel izinleri (the API's "staff permissions"), read as leave types: paid or not, counted against the annual
 * entitlement or not. Every account starts with the usual ones.
 */
export const leaveTypes: ResourceConfig = {
  name: 'leave-types',
  area: 'personnel_operations',
  menuGroup: 'people',
  menuOrder: 30,
  icon: EventNoteIcon,
  recordRepresentation: 'name',
  endpoints: {
    getList: { method: 'GET', path: '/staff/permissions', searchParam: 'key' },
    getOne: { method: 'GET', path: '/staff/permissions/:id' },
    create: { method: 'POST', path: '/staff/permissions' },
    update: { method: 'PUT', path: '/staff/permissions', idIn: 'body' },
    delete: { method: 'DELETE', path: '/staff/permissions', idIn: 'body' },
  },
  list: lazyNamed(() => import('./LeaveTypeList'), 'LeaveTypeList'),
};
