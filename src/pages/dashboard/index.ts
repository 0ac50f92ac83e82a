import type { PageConfig } from '../types';
import { Dashboard } from './Dashboard';

/**
 * The home page, react-admin's `dashboard`: open to every signed-in user, its counts only to those who may see
 * the property area (the component checks `{ resource: 'dashboard' }`). Not a lazy page: it comes in App's chunk,
 * the first page of most visits (docs/decisions.md, "The back office's first screen is one chunk").
 */
export const dashboardPage = {
  name: 'dashboard',
  path: '/',
  component: Dashboard,
  access: 'signed-in',
  area: 'resident_and_apartments',
} satisfies PageConfig;
