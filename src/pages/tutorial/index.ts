import { lazy } from 'react';
import type { PageConfig } from '../types';
import * as messages from './messages';

/** The first steps of a new account. */
export const tutorialPage: PageConfig = {
  name: 'tutorial',
  path: '/tutorial',
  component: lazy(() => import('./TutorialPage').then((m) => ({ default: m.TutorialPage }))),
  access: 'signed-in',
  messages,
};
