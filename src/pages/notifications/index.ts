import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Bildirimler: what the bell counts (new tickets and replies, resident messages …), read and unread. */
export const notificationsPage: PageConfig = {
  name: 'notifications',
  path: '/notifications',
  component: lazyNamed(() => import('./NotificationsPage'), 'NotificationsPage'),
  access: 'signed-in',
};
