import SmsIcon from '@mui/icons-material/Sms';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Toplu SMS: write one message to residents, buildings, groups, debtors or non-members, preview it, send it. */
export const smsPage: PageConfig = {
  name: 'sms',
  path: '/sms',
  component: lazyNamed(() => import('./SmsComposePage'), 'SmsComposePage'),
  access: [{ resource: 'sms', action: 'list' }],
  menuOrder: 70,
  menu: [{ label: 'app.menu_pages.sms_compose', group: 'sms', icon: SmsIcon }],
  quickLink: { slug: 'toplu-sms' },
  refusal: { text: 'app.sms_compose.not_allowed' },
};
