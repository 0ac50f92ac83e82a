import PaymentsIcon from '@mui/icons-material/Payments';
import { formatMoney } from '../../../common/money';
import { lazyNamed } from '../../lib/lazyNamed';
import { plainEndpoints } from '../endpoints';
import type { ResourceConfig } from '../types';

/**
 * Staff payments (personel ödemeleri): wages, advances, bonuses and other payments out of a cash account, written
 * to the ledger (GET/POST/PUT/DELETE /staff/payment), and each staff member's statement (GET /staff/{id}/payments).
 * Money out of a cash account, so area accounting (docs/domain.md, "Staff payments"), listed beside the expenses.
 */
export const staffPayments: ResourceConfig = {
  name: 'staff-payments',
  area: 'accounting',
  menuGroup: 'accounting',
  menuOrder: 45,
  icon: PaymentsIcon,
  recordRepresentation: (record) =>
    `${record.staff ?? ''} · ${record.date ?? ''} · ${formatMoney(record.amount ?? 0)}`,
  endpoints: plainEndpoints('/staff/payment', '/staff/payment'),
  list: lazyNamed(() => import('./StaffPaymentList'), 'StaffPaymentList'),
  pages: [
    {
      name: 'staff-payment-statement',
      path: '/staff-payments/statement/:staffId',
      component: lazyNamed(() => import('./StaffPaymentStatement'), 'StaffPaymentStatement'),
      access: [{ resource: 'accounting', action: 'list' }],
    },
  ],
};
