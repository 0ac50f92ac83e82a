import HistoryIcon from '@mui/icons-material/History';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Sistem kayıtları: the account's audit log, who changed what with the values before and after. */
export const systemLogsPage: PageConfig = {
  name: 'system-logs',
  path: '/system-logs',
  component: lazyNamed(() => import('./SystemLogsPage'), 'SystemLogsPage'),
  access: [{ resource: 'settings', action: 'show' }],
  menuOrder: 60,
  menu: [{ label: 'app.menu_pages.system_logs', group: 'settings', icon: HistoryIcon }],
  refusal: { title: 'app.system_logs.title', text: 'app.system_logs.not_allowed' },
};
