import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

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
};

/**
 * The `test` provider's simulated bank, where the resident page's **Öde** leads when the account uses it (issue
 * 24): standalone like the resident page, and at the address the server's `redirect_url` names.
 */
export const testBankPage: PageConfig = {
  name: 'test-bank',
  path: '/r/:token/test-bank/:paymentId',
  component: lazyNamed(() => import('./TestBankPage'), 'TestBankPage'),
  noLayout: true,
  access: 'public',
};
