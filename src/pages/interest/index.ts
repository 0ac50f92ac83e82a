import PercentIcon from '@mui/icons-material/Percent';
import TuneIcon from '@mui/icons-material/Tune';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig } from '../types';

/** Gecikme tazminatı: the report (reports area) and its settings (debit area), one tab each. */
export const interestPage: PageConfig = {
  name: 'interest',
  path: '/interest',
  component: lazyNamed(() => import('./InterestPage'), 'InterestPage'),
  access: [
    { resource: 'reports', action: 'list' },
    { resource: 'debit', action: 'show' },
  ],
  menuOrder: 40,
  menu: [
    {
      label: 'app.menu_pages.interest_report',
      group: 'reports',
      icon: PercentIcon,
      access: [{ resource: 'reports', action: 'list' }],
    },
    {
      label: 'app.menu_pages.interest_settings',
      group: 'debts',
      icon: TuneIcon,
      to: '/interest?tab=settings',
      access: [{ resource: 'debit', action: 'show' }],
    },
  ],
  refusal: { title: 'app.interest.title', text: 'app.interest.not_allowed' },
};
