import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Recurring SMS sends (her ay): made on the compose page ("every month"), listed, edited in a dialog and deleted
 * here. The server sends each month's occurrence once (sms-tick).
 */
export const smsJobs: ResourceConfig = {
  name: 'sms-jobs',
  area: 'sms',
  menuGroup: 'sms',
  menuOrder: 20,
  icon: ScheduleSendIcon,
  recordRepresentation: 'name',
  endpoints: {
    getList: { method: 'GET', path: '/sms/jobs' },
    update: { method: 'PUT', path: '/sms/jobs', idIn: 'body' },
    delete: { method: 'DELETE', path: '/sms/jobs', idIn: 'body' },
  },
  list: lazyNamed(() => import('./SmsJobList'), 'SmsJobList'),
};
