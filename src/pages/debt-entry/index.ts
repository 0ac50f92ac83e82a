import PostAddIcon from '@mui/icons-material/PostAdd';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Borç girişi: one screen per mode at /debt-entry/:mode; components check it as `debt-entry`. */
export const debtEntryPage: PageConfig = {
  name: 'debt-entry',
  path: '/debt-entry/:mode',
  component: lazyNamed(() => import('./DebtEntryPage'), 'DebtEntryPage'),
  access: [{ resource: 'debt-entry', action: 'create' }],
  menuOrder: 10,
  area: 'debit',
  menu: [{ label: 'app.debt_entry.menu', group: 'debts', icon: PostAddIcon, to: '/debt-entry/single' }],
  quickLink: { slug: 'tekil-borc-giris', to: '/debt-entry/single' },
};
