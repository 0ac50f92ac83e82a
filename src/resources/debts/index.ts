import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * All debts (tüm borçlar): POST /debts?page with the filters in the body (empty ones as null) and the totals of
 * every matching debt in AdditionalData. Deleting a debt asks what becomes of its collections.
 */
export const debts: ResourceConfig = {
  name: 'debts',
  area: 'debit',
  menuGroup: 'debts',
  menuOrder: 10,
  icon: ReceiptLongIcon,
  recordRepresentation: (record) =>
    `${record.building_name ?? ''} ${record.identifier ?? ''} · ${record.description ?? ''}`.trim(),
  quickLink: { slug: 'tum-borclar' },
  endpoints: {
    getList: {
      method: 'POST',
      path: '/debts',
      searchParam: 'key',
      bodyFilters: [
        'building_id',
        'apartment_id',
        'resident_id',
        'accounting_type_id',
        'start_date',
        'end_date',
        'status',
      ],
    },
  },
  list: lazyNamed(() => import('./DebtList'), 'DebtList'),
};
