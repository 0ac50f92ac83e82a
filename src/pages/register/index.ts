import { lazy } from 'react';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** Creating an account: phone, SMS code, then the account's details. */
export const registerPage: PageConfig = {
  name: 'register',
  path: '/register',
  component: lazy(() => import('./RegisterPage').then((m) => ({ default: m.RegisterPage }))),
  noLayout: true,
  access: 'public',
  messages,
};
