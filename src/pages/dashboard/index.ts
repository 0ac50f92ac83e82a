import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/**
 * The home page, react-admin's `dashboard`: open to every signed-in user, its counts only to those who may see
 * the property area (the component checks `{ resource: 'dashboard' }`).
 */
export const dashboardPage = {
  name: 'dashboard',
  path: '/',
  component: lazyNamed(() => import('./Dashboard'), 'Dashboard'),
  access: 'signed-in',
  area: 'resident_and_apartments',
} satisfies PageConfig;
