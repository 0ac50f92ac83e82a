import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Tahsilat: collecting a payment against the open debts of a resident or a flat. */
export const collectionsPage: PageConfig = {
  name: 'collections',
  path: '/collections',
  component: lazyNamed(() => import('./CollectionPage'), 'CollectionPage'),
  access: [{ resource: 'accounting', action: 'create' }],
  menuOrder: 20,
  menu: [{ label: 'app.menu_pages.collections', group: 'accounting', icon: PaymentsIcon }],
  quickLink: { slug: 'tahsilat' },
  refusal: { text: 'app.collection.not_allowed' },
};
