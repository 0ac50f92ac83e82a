import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Banka hareketleri: a bank statement imported, its lines matched, posted, ignored or undone (docs/bank.md). */
export const bankMovementsPage: PageConfig = {
  name: 'bank-movements',
  path: '/bank-movements',
  component: lazyNamed(() => import('./BankMovementsPage'), 'BankMovementsPage'),
  access: [{ resource: 'accounting', action: 'create' }],
  menuOrder: 25,
  menu: [{ label: 'app.menu_pages.bank_movements', group: 'accounting', icon: AccountBalanceIcon }],
  refusal: { text: 'app.bank_movements.not_allowed' },
};
