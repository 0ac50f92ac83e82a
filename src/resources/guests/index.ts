import TransferWithinAStationIcon from '@mui/icons-material/TransferWithinAStation';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/** Guests (ziyaretçiler): who visited which flat, when they came and when they left. Edited in a dialog. */
export const guests: ResourceConfig = {
  name: 'guests',
  area: 'resident_and_apartments',
  menuGroup: 'property',
  menuOrder: 60,
  icon: TransferWithinAStationIcon,
  recordRepresentation: 'name',
  endpoints: {
    // type=1: docs/domain.md, "Limits and constants" (guests are one kind).
    getList: { method: 'GET', path: '/guests', query: { type: 1 } },
    getOne: { method: 'GET', path: '/guest/:id' },
    create: { method: 'POST', path: '/guest' },
    update: { method: 'PUT', path: '/guest/:id', idIn: 'path' },
    delete: { method: 'DELETE', path: '/guest/:id', idIn: 'path' },
    emptyAsNull: ['phone', 'plate', 'left_at', 'note'],
  },
  list: lazyNamed(() => import('./GuestList'), 'GuestList'),
};
