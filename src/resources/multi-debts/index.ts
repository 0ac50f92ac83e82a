import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Debt batches (toplu borçlar): every bulk entry, Excel import and dues job run, with its rule, count and totals.
 * The detail page lists its debts (GET /multi/debt?id&page); deleting one asks what becomes of its collections.
 */
export const multiDebts: ResourceConfig = {
  name: 'multi-debts',
  area: 'debit',
  menuGroup: 'debts',
  menuOrder: 20,
  icon: LibraryBooksIcon,
  recordRepresentation: 'description',
  endpoints: {
    getList: { method: 'GET', path: '/multi/debts', searchParam: 'key' },
  },
  list: lazyNamed(() => import('./MultiDebtList'), 'MultiDebtList'),
  show: lazyNamed(() => import('./MultiDebtShow'), 'MultiDebtShow'),
};
