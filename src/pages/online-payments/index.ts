import CreditCardIcon from '@mui/icons-material/CreditCard';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Online ödemeler: the dues residents paid by card from their page (issue 24), with refunds and Excel. */
export const onlinePaymentsPage: PageConfig = {
  name: 'online-payments',
  path: '/online-payments',
  component: lazyNamed(() => import('./OnlinePaymentsPage'), 'OnlinePaymentsPage'),
  access: [{ resource: 'accounting', action: 'create' }],
  menuOrder: 22,
  menu: [{ label: 'app.menu_pages.online_payments', group: 'accounting', icon: CreditCardIcon }],
  refusal: { text: 'app.online_payments.not_allowed' },
};
