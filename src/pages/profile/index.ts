import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** The signed-in user's details and the account's logo. */
export const profilePage: PageConfig = {
  name: 'profile',
  path: '/profile',
  component: lazyNamed(() => import('./ProfilePage'), 'ProfilePage'),
  access: 'signed-in',
};
