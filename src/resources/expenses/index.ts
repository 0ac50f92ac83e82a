import ReceiptIcon from '@mui/icons-material/Receipt';
import { formatMoney } from '../../../common/money';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Expenses (giderler): GET /expenses?type=2 with the total of what the filters match; POST, PUT and DELETE
 * /expense; an optional supplier (cari hesap) and an invoice file (PUT, GET, DELETE /expense/{id}/invoice).
 */
export const expenses: ResourceConfig = {
  name: 'expenses',
  area: 'accounting',
  menuGroup: 'accounting',
  menuOrder: 40,
  icon: ReceiptIcon,
  recordRepresentation: (record) => `${record.date ?? ''} · ${formatMoney(record.amount ?? 0)}`,
  endpoints: {
    getList: { method: 'GET', path: '/expenses', searchParam: 'key', query: { type: 2 } },
    create: { method: 'POST', path: '/expense' },
    update: { method: 'PUT', path: '/expense', idIn: 'body' },
    delete: { method: 'DELETE', path: '/expense', idIn: 'body' },
  },
  list: lazyNamed(() => import('./ExpenseList'), 'ExpenseList'),
};
