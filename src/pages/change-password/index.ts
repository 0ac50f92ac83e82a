import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** Changing the signed-in user's password. */
export const changePasswordPage: PageConfig = {
  name: 'change-password',
  path: '/change-password',
  component: lazyNamed(() => import('./ChangePasswordPage'), 'ChangePasswordPage'),
  access: 'signed-in',
  messages,
};
