import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Dues jobs (aidat görevleri): each month on a set day the dues group's amount is charged to its apartments,
 * once per month (pg-boss on the server). Edited in a dialog over the list; "Şimdi çalıştır" bills a month now.
 */
export const debtJobs: ResourceConfig = {
  name: 'debt-jobs',
  area: 'debit',
  menuGroup: 'debts',
  menuOrder: 30,
  icon: EventRepeatIcon,
  recordRepresentation: 'name',
  endpoints: {
    getList: { method: 'GET', path: '/debt/job' },
    create: { method: 'POST', path: '/debt/job' },
    update: { method: 'PUT', path: '/debt/job', idIn: 'body' },
    delete: { method: 'DELETE', path: '/debt/job', idIn: 'body' },
    emptyAsNull: ['interest'],
  },
  list: lazyNamed(() => import('./DebtJobList'), 'DebtJobList'),
};
