import AlarmIcon from '@mui/icons-material/Alarm';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Hatırlatmalar: the reminder rules, tomorrow's preview with its credits, the manual run and the history. */
export const remindersPage: PageConfig = {
  name: 'reminders',
  path: '/reminders',
  component: lazyNamed(() => import('./RemindersPage'), 'RemindersPage'),
  access: [{ resource: 'sms', action: 'list' }],
  menuOrder: 71,
  menu: [{ label: 'app.menu_pages.reminders', group: 'sms', icon: AlarmIcon }],
  refusal: { text: 'app.reminders.not_allowed' },
};
