import SavingsIcon from '@mui/icons-material/Savings';
import { formatMoney } from '../../../common/money';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Incomes (gelirler): money that is not a collection of a debt (a donation, the roof antenna's rent, bank
 * interest). GET /payments?type=1 lists them with the total of what the filters match; POST, PUT and DELETE
 * /payment write them (docs/accounting.md). Created and edited in a dialog over the list.
 */
export const incomes: ResourceConfig = {
  name: 'incomes',
  area: 'accounting',
  menuGroup: 'accounting',
  menuOrder: 30,
  icon: SavingsIcon,
  recordRepresentation: (record) => `${record.date ?? ''} · ${formatMoney(record.amount ?? 0)}`,
  endpoints: {
    getList: { method: 'GET', path: '/payments', searchParam: 'key', query: { type: 1 } },
    create: { method: 'POST', path: '/payment' },
    update: { method: 'PUT', path: '/payment', idIn: 'body' },
    delete: { method: 'DELETE', path: '/payment', idIn: 'body' },
  },
  list: lazyNamed(() => import('./IncomeList'), 'IncomeList'),
};
