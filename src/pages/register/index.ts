import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Creating an account: phone, SMS code, then the account's details. */
export const registerPage: PageConfig = {
  name: 'register',
  path: '/register',
  component: lazyNamed(() => import('./RegisterPage'), 'RegisterPage'),
  noLayout: true,
  access: 'public',
};
