import { lazy } from 'react';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** Shown when the licence has ended: the support line, and back to sign in. */
export const licencePage: PageConfig = {
  name: 'licence',
  path: '/licence',
  component: lazy(() => import('./LicencePage').then((m) => ({ default: m.LicencePage }))),
  noLayout: true,
  access: 'public',
  messages,
};
