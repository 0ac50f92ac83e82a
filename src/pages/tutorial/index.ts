import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** The first steps of a new account. */
export const tutorialPage: PageConfig = {
  name: 'tutorial',
  path: '/tutorial',
  component: lazyNamed(() => import('./TutorialPage'), 'TutorialPage'),
  access: 'signed-in',
};
