import AssessmentIcon from '@mui/icons-material/Assessment';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * SMS raporları: every message sent, with its delivery status and failure reason, filtered and exported to
 * Excel; a second tab lists the sends (campaigns) with their counts (sms-campaigns), where a later send is cancelled.
 */
export const smsReports: ResourceConfig = {
  name: 'sms-reports',
  area: 'sms',
  menuGroup: 'sms',
  menuOrder: 30,
  icon: AssessmentIcon,
  endpoints: {
    getList: { method: 'GET', path: '/sms/reports', searchParam: 'key' },
  },
  list: lazyNamed(() => import('./SmsReportPage'), 'SmsReportPage'),
};
