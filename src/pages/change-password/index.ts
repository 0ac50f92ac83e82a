import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Changing the signed-in user's password. */
export const changePasswordPage: PageConfig = {
  name: 'change-password',
  path: '/change-password',
  component: lazyNamed(() => import('./ChangePasswordPage'), 'ChangePasswordPage'),
  access: 'signed-in',
};
