import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { formatMoney } from '../../../common/money';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/**
 * Virman: one amount out of one cash account and into another (GET /virman?page, POST /virman, DELETE /virman
 * {id}). Never edited: a wrong transfer is deleted and entered again.
 */
export const transfers: ResourceConfig = {
  name: 'transfers',
  area: 'accounting',
  menuGroup: 'accounting',
  menuOrder: 60,
  icon: SyncAltIcon,
  recordRepresentation: (record) =>
    `${record.from_account ?? ''} → ${record.to_account ?? ''} · ${formatMoney(record.amount ?? 0)}`,
  endpoints: {
    getList: { method: 'GET', path: '/virman', searchParam: 'key' },
    create: { method: 'POST', path: '/virman' },
    delete: { method: 'DELETE', path: '/virman', idIn: 'body' },
  },
  list: lazyNamed(() => import('./TransferList'), 'TransferList'),
};
