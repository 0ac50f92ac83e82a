import BadgeIcon from '@mui/icons-material/Badge';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/** Personel: the association's staff (doorman, cleaner …) with their buildings, wage, IBAN and annual leave. */
export const staff: ResourceConfig = {
  name: 'staff',
  area: 'personnel_operations',
  menuGroup: 'people',
  menuOrder: 10,
  icon: BadgeIcon,
  recordRepresentation: 'name',
  quickLink: { slug: 'personel-islemleri' },
  endpoints: {
    getList: { method: 'GET', path: '/staffs', searchParam: 'name' },
    getOne: { method: 'GET', path: '/staff/:id' },
    create: { method: 'POST', path: '/staff' },
    update: { method: 'PUT', path: '/staff', idIn: 'body' },
    delete: { method: 'DELETE', path: '/staff', idIn: 'body' },
    emptyAsNull: ['phone', 'national_id', 'insurance_no', 'iban'],
  },
  list: lazyNamed(() => import('./StaffList'), 'StaffList'),
};
