import { lazy } from 'react';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** Bildirimler: what the bell counts (new tickets and replies, resident messages …), read and unread. */
export const notificationsPage: PageConfig = {
  name: 'notifications',
  path: '/notifications',
  component: lazy(() => import('./NotificationsPage').then((m) => ({ default: m.NotificationsPage }))),
  access: 'signed-in',
  messages,
};
