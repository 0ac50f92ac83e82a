import CategoryIcon from '@mui/icons-material/Category';
import { lazyNamed } from '../../lib/lazyNamed';
import { plainEndpoints } from '../endpoints';
import type { ResourceConfig } from '../types';

/** Accounting types (gelir / gider türleri): 1 income (debts are income), 2 expense. Edited in a dialog. */
export const accountingTypes: ResourceConfig = {
  name: 'accounting-types',
  area: 'definitions',
  menuGroup: 'definitions',
  menuOrder: 30,
  icon: CategoryIcon,
  recordRepresentation: 'name',
  endpoints: plainEndpoints('/accounting/types', '/accounting/type'),
  list: lazyNamed(() => import('./AccountingTypeList'), 'AccountingTypeList'),
};
