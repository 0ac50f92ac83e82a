import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/**
 * Muafiyetler: every flat's debt exemptions in one list, beside the apartment page's tab; read and written with the
 * residents and apartments rights, as the exemption routes declare.
 */
export const exemptionsPage: PageConfig = {
  name: 'exemptions',
  path: '/exemptions',
  component: lazyNamed(() => import('./ExemptionsPage'), 'ExemptionsPage'),
  access: [{ resource: 'resident_and_apartments', action: 'list' }],
  area: 'resident_and_apartments',
  menuOrder: 42,
  menu: [{ label: 'app.menu_pages.exemptions', group: 'definitions', icon: MoneyOffIcon }],
  refusal: { title: 'app.exemptions.title', text: 'app.exemptions.not_allowed' },
};
