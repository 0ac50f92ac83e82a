import { lazy } from 'react';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** `/apps/<slug>`: the quick search's page links, straight to their page or "Yakında". */
export const quickLinksPage: PageConfig = {
  name: 'quick-links',
  path: '/apps/:slug',
  component: lazy(() => import('./QuickLinkPage').then((m) => ({ default: m.QuickLinkPage }))),
  access: 'signed-in',
  messages,
};
