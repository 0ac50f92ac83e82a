import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/**
 * Lisans ve paketler: the licence's state, the packages to order and the orders. Outside the layout and public,
 * because it is also the screen of an ended licence (the owner renews from it with a licence-only token). The
 * orders list (menu "Siparişler"), the dashboard's licence card and the licence notice lead here.
 */
export const licencePage: PageConfig = {
  name: 'licence',
  path: '/licence',
  component: lazyNamed(() => import('./LicencePage'), 'LicencePage'),
  noLayout: true,
  access: 'public',
};
