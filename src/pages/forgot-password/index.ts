import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Renewing a forgotten password with a code sent by SMS. */
export const forgotPasswordPage: PageConfig = {
  name: 'forgot-password',
  path: '/forgot-password',
  component: lazyNamed(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage'),
  noLayout: true,
  access: 'public',
};
