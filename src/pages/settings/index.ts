import { lazy } from 'react';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** The account's settings, its licence, and closing every session. */
export const settingsPage: PageConfig = {
  name: 'settings',
  path: '/settings',
  component: lazy(() => import('./SettingsPage').then((m) => ({ default: m.SettingsPage }))),
  access: [{ resource: 'settings', action: 'show' }],
  quickLink: { slug: 'ayarlar' },
  messages,
};
