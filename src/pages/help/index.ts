import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** "Nasıl kullanırım": short guides and a request to the platform operator, with the answers shown back. */
export const helpPage: PageConfig = {
  name: 'help',
  path: '/help',
  component: lazyNamed(() => import('./HelpPage'), 'HelpPage'),
  access: 'signed-in',
  quickLink: { slug: 'nasıl-kullanirim' },
};
