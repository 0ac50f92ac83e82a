import { lazy } from 'react';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** "Nasıl kullanırım": short guides and a request to the platform operator, with the answers shown back. */
export const helpPage: PageConfig = {
  name: 'help',
  path: '/help',
  component: lazy(() => import('./HelpPage').then((m) => ({ default: m.HelpPage }))),
  access: 'signed-in',
  quickLink: { slug: 'nasıl-kullanirim' },
  messages,
};
