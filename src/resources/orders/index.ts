import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/** Siparişler: the account's orders of licence and SMS packages, their status, the transfer details, receipts. */
export const orders: ResourceConfig = {
  name: 'orders',
  area: 'settings',
  menuGroup: 'settings',
  menuOrder: 90,
  icon: ShoppingCartIcon,
  recordRepresentation: 'reference',
  endpoints: {
    getList: { method: 'GET', path: '/orders' },
  },
  list: lazyNamed(() => import('./OrderList'), 'OrderList'),
};
