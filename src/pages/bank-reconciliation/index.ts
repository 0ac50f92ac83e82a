import RuleIcon from '@mui/icons-material/Rule';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Mutabakat: the books against a bank account day by day (docs/bank.md), beside Banka hareketleri. */
export const bankReconciliationPage: PageConfig = {
  name: 'bank-reconciliation',
  path: '/bank-reconciliation',
  component: lazyNamed(() => import('./BankReconciliationPage'), 'BankReconciliationPage'),
  access: [{ resource: 'accounting', action: 'list' }],
  menuOrder: 46,
  menu: [{ label: 'app.menu_pages.bank_reconciliation', group: 'accounting', icon: RuleIcon }],
  refusal: { title: 'app.bank_reconciliation.title', text: 'app.bank_reconciliation.not_allowed' },
};
