import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazyNamed } from '../../lib/lazyNamed';
import { plainEndpoints } from '../endpoints';
import type { ResourceConfig } from '../types';

/**
 * Cash and bank accounts (kasalar): name, phone, address, an opening balance and the live balance the server
 * computes from every movement. Definitions rights write them (server/routes/cashAccounts.ts); they sit under
 * "Muhasebe" in the menu. Edited in a dialog over the list: the API has no call that reads one account. An account
 * may sit under a parent ("Banka" › "Ziraat"), one level deep; the list shows it under its parent.
 */
export const accounts: ResourceConfig = {
  name: 'accounts',
  area: 'definitions',
  menuGroup: 'accounting',
  menuOrder: 10,
  icon: AccountBalanceWalletIcon,
  recordRepresentation: 'name',
  quickLink: { slug: 'kasalar' },
  endpoints: {
    ...plainEndpoints('/accounts', '/account'),
    emptyAsNull: ['phone', 'address', 'opening_balance', 'parent_id', 'iban'],
  },
  list: lazyNamed(() => import('./AccountList'), 'AccountList'),
};
