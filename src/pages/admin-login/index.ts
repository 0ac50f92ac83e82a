import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** The platform operator's sign-in. */
export const adminLoginPage: PageConfig = {
  name: 'admin-login',
  path: '/admin-login',
  component: lazyNamed(() => import('./AdminLoginPage'), 'AdminLoginPage'),
  noLayout: true,
  access: 'public',
};
