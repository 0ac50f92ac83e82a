import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazyNamed } from '../../lib/lazyNamed';
import { plainEndpoints } from '../endpoints';
import type { ResourceConfig } from '../types';

/**
 * Current accounts (cari hesaplar): suppliers, contractors, utilities, with what the association still owes each.
 * Written with definitions rights (docs/domain.md, "Current accounts and invoices") but listed under "Muhasebe", beside
 * the expenses that pay them. Each has a statement page (GET /current/records) where its invoices are entered.
 */
export const currentAccounts: ResourceConfig = {
  name: 'current-accounts',
  area: 'definitions',
  menuGroup: 'accounting',
  menuOrder: 50,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
  endpoints: {
    ...plainEndpoints('/current/accounts', '/current/account'),
    emptyAsNull: ['phone', 'tax_number', 'address', 'description', 'iban', 'bank_code'],
  },
  list: lazyNamed(() => import('./CurrentAccountList'), 'CurrentAccountList'),
  pages: [
    {
      name: 'current-account-statement',
      path: '/current-accounts/:id/statement',
      component: lazyNamed(() => import('./CurrentAccountStatement'), 'CurrentAccountStatement'),
      access: [{ resource: 'accounting', action: 'list' }],
    },
  ],
};
