import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyNamed } from '../../lib/lazyNamed';
import type { ResourceConfig } from '../types';

/** Receipts (makbuzlar): one numbered receipt per collection, newest first; each opens as a PDF. */
export const receipts: ResourceConfig = {
  name: 'receipts',
  area: 'accounting',
  menuGroup: 'accounting',
  menuOrder: 20,
  icon: ReceiptLongIcon,
  recordRepresentation: (record) => `Makbuz ${record.number}`,
  endpoints: {
    getList: { method: 'GET', path: '/receipts', searchParam: 'key' },
  },
  list: lazyNamed(() => import('./ReceiptList'), 'ReceiptList'),
};
