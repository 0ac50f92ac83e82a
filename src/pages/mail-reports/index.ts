import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/**
 * E-posta raporları: every e-mail sent (receipts, statements, announcements …) with its status and the provider's
 * answer (docs/mail.md, "Reports"); read with the SMS reports' right, so it sits in the SMS group.
 */
export const mailReportsPage: PageConfig = {
  name: 'mail-reports',
  path: '/mail-reports',
  component: lazyNamed(() => import('./MailReportsPage'), 'MailReportsPage'),
  access: [{ resource: 'sms', action: 'list' }],
  menuOrder: 72,
  menu: [{ label: 'app.menu_pages.mail_reports', group: 'sms', icon: EmailOutlinedIcon }],
  refusal: { text: 'app.mail_reports.not_allowed' },
};
