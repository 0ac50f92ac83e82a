import { lazy } from 'react';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** The platform operator's sign-in. */
export const adminLoginPage: PageConfig = {
  name: 'admin-login',
  path: '/admin-login',
  component: lazy(() => import('./AdminLoginPage').then((m) => ({ default: m.AdminLoginPage }))),
  noLayout: true,
  access: 'public',
  messages,
};
