import { lazy } from 'react';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** The signed-in user's details and the account's logo. */
export const profilePage: PageConfig = {
  name: 'profile',
  path: '/profile',
  component: lazy(() => import('./ProfilePage').then((m) => ({ default: m.ProfilePage }))),
  access: 'signed-in',
  messages,
};
