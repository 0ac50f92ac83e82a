import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** The Excel import wizard of apartments, residents and debts; each kind checks its own right. */
export const importPage: PageConfig = {
  name: 'import',
  path: '/import/:kind',
  component: lazyNamed(() => import('./ImportPage'), 'ImportPage'),
  access: [
    { resource: 'apartments', action: 'create' },
    { resource: 'residents', action: 'create' },
    { resource: 'debts', action: 'create' },
  ],
  refusal: { text: 'app.import.not_allowed' },
};
