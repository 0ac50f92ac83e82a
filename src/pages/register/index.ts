import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** Creating an account: phone, SMS code, then the account's details. */
export const registerPage: PageConfig = {
  name: 'register',
  path: '/register',
  component: lazyNamed(() => import('./RegisterPage'), 'RegisterPage'),
  noLayout: true,
  access: 'public',
  messages,
};
