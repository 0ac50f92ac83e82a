import CategoryIcon from '@mui/icons-material/Category';
import { lazy } from 'react';
import type { ResourceConfig } from '../types';

/** Accounting types (gelir / gider türleri): 1 income (debts are income), 2 expense. Edited in a dialog. */
export const accountingTypes: ResourceConfig = {
  name: 'accounting-types',
  area: 'definitions',
  menuGroup: 'definitions',
  icon: CategoryIcon,
  recordRepresentation: 'name',
  endpoints: {
    getList: { method: 'GET', path: '/accounting/types', searchParam: 'key' },
    create: { method: 'POST', path: '/accounting/type' },
    update: { method: 'PUT', path: '/accounting/type', idIn: 'body' },
    delete: { method: 'DELETE', path: '/accounting/type', idIn: 'body' },
  },
  list: lazy(() => import('./AccountingTypeList').then((m) => ({ default: m.AccountingTypeList }))),
};
