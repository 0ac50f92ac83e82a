import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** `/apps/<slug>`: the quick search's page links, straight to their page or "Yakında". */
export const quickLinksPage: PageConfig = {
  name: 'quick-links',
  path: '/apps/:slug',
  component: lazyNamed(() => import('./QuickLinkPage'), 'QuickLinkPage'),
  access: 'signed-in',
};
