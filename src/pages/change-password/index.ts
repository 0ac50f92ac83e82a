import { lazy } from 'react';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** Changing the signed-in user's password. */
export const changePasswordPage: PageConfig = {
  name: 'change-password',
  path: '/change-password',
  component: lazy(() => import('./ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage }))),
  access: 'signed-in',
  messages,
};
