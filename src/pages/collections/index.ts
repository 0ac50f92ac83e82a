import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** Tahsilat: collecting a payment against the open debts of a resident or a flat. */
export const collectionsPage: PageConfig = {
  name: 'collections',
  path: '/collections',
  component: lazy(() => import('./CollectionPage').then((m) => ({ default: m.CollectionPage }))),
  access: [{ resource: 'accounting', action: 'create' }],
  menuOrder: 20,
  menu: [{ label: 'app.menu_pages.collections', group: 'accounting', icon: PaymentsIcon }],
  quickLink: { slug: 'tahsilat' },
  refusal: { text: 'app.collection.not_allowed' },
  messages,
};
