import PaymentsIcon from '@mui/icons-material/Payments';
import PercentIcon from '@mui/icons-material/Percent';
import PostAddIcon from '@mui/icons-material/PostAdd';
import SavingsIcon from '@mui/icons-material/Savings';
import TuneIcon from '@mui/icons-material/Tune';
import type { ComponentType } from 'react';
import { canAccess } from '../../common/permissions';
import type { CurrentUser } from '../../common/types';
import { accessSubject } from '../authProvider';
import type { MenuGroup } from '../resources/types';

/** A menu entry for a custom page (not a registry resource), shown to the users its `access` allows. */
export interface MenuPage {
  to: string;
  /** i18n key of the entry's text. */
  label: string;
  group: MenuGroup;
  icon: ComponentType;
  /** The rights that open the page, any one of them: a resource or an area name and an action. */
  access: { resource: string; action: string }[];
}

export const MENU_PAGES: MenuPage[] = [
  {
    to: '/debt-entry/single',
    label: 'app.debt_entry.menu',
    group: 'debts',
    icon: PostAddIcon,
    access: [{ resource: 'debt-entry', action: 'create' }],
  },
  {
    to: '/collections',
    label: 'app.menu_pages.collections',
    group: 'accounting',
    icon: PaymentsIcon,
    access: [{ resource: 'accounting', action: 'create' }],
  },
  {
    to: '/balance',
    label: 'app.menu_pages.balance',
    group: 'accounting',
    icon: SavingsIcon,
    access: [
      { resource: 'residents', action: 'list' },
      { resource: 'accounting', action: 'list' },
    ],
  },
  {
    to: '/interest',
    label: 'app.menu_pages.interest_report',
    group: 'reports',
    icon: PercentIcon,
    access: [{ resource: 'reports', action: 'list' }],
  },
  {
    to: '/interest?tab=settings',
    label: 'app.menu_pages.interest_settings',
    group: 'debts',
    icon: TuneIcon,
    access: [{ resource: 'debit', action: 'show' }],
  },
];

/** The custom pages a user may open, for the menu. Pure, so the rule is testable. */
export function visiblePages(pages: MenuPage[], user: CurrentUser | null | undefined): MenuPage[] {
  const subject = accessSubject(user);
  return pages.filter((page) => page.access.some((right) => canAccess(subject, right)));
}
