import SavingsIcon from '@mui/icons-material/Savings';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Bakiye işlemleri: residents' advances and the payments and transfers. */
export const balancePage: PageConfig = {
  name: 'balance',
  path: '/balance',
  component: lazyNamed(() => import('./BalancePage'), 'BalancePage'),
  access: [
    { resource: 'residents', action: 'list' },
    { resource: 'accounting', action: 'list' },
  ],
  menuOrder: 30,
  menu: [{ label: 'app.menu_pages.balance', group: 'accounting', icon: SavingsIcon }],
  quickLink: { slug: 'bakiye-islemleri' },
  refusal: { title: 'app.advances.title', text: 'app.advances.not_allowed' },
};
