import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';
import * as messages from './messages';

/**
 * A resident's personal page, opened from the link in an SMS (issue 11). Listed in ../standalone.ts, not in the
 * app's routes: main.tsx mounts it before react-admin loads, so a phone downloads only this page's chunk.
 */
export const residentPage: PageConfig = {
  name: 'resident-page',
  path: '/sakin/:token',
  component: lazyNamed(() => import('./ResidentPage'), 'ResidentPage'),
  noLayout: true,
  access: 'public',
  messages,
};
