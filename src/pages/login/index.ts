import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/**
 * Sign-in inside the back office, react-admin's `loginPage`, where a signed-out visitor of another address (or
 * one who signs out) is sent. A chunk of its own, so its form stays out of a signed-in user's first screen;
 * /login opened without a session is SignInScreen, which main.tsx shows before the back office loads.
 */
export const loginPage = {
  name: 'login',
  path: '/login',
  component: lazyNamed(() => import('./LoginPage'), 'LoginPage'),
  noLayout: true,
  access: 'public',
} satisfies PageConfig;
