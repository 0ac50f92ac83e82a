import { lazyNamed } from '../lib/lazyNamed';
import type { PageConfig } from '../registry/types';

/**
 * The platform operator's back office: a separate react-admin app at /platform, listed in
 * ../pages/standalone.ts so main.tsx mounts it instead of the product (its texts are its own catalogue).
 */
export const platformApp: PageConfig = {
  name: 'platform',
  path: '/platform/*',
  component: lazyNamed(() => import('./PlatformApp'), 'PlatformApp'),
  noLayout: true,
  access: 'public',
};
