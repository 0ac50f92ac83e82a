import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** The account's settings, its licence, and closing every session. */
export const settingsPage: PageConfig = {
  name: 'settings',
  path: '/settings',
  component: lazyNamed(() => import('./SettingsPage'), 'SettingsPage'),
  access: [{ resource: 'settings', action: 'show' }],
  quickLink: { slug: 'ayarlar' },
};
