import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SavingsIcon from '@mui/icons-material/Savings';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { ComponentType } from 'react';
import type { ReportName } from '../../dataProvider/custom/reports';
import { lazyNamed } from '../../lib/lazyNamed';
import type { PageConfig, PageMenuEntry } from '../types';

const ICONS: Record<ReportName, ComponentType> = {
  balance: AccountBalanceIcon,
  'cash-book': MenuBookIcon,
  income: TrendingUpIcon,
  expense: TrendingDownIcon,
  ledger: ReceiptLongIcon,
  activity: AccountBalanceWalletIcon,
  advances: SavingsIcon,
  virman: CompareArrowsIcon,
  debtors: HourglassBottomIcon,
  budget: AssessmentIcon,
};

const entry = (name: ReportName): PageMenuEntry => ({
  label: `app.menu_pages.report_${name.replace('-', '_')}`,
  group: 'reports',
  icon: ICONS[name],
  to: `/reports/${name}`,
});

/** Raporlar: one page, `/reports/<report>`, with one menu entry per report. */
export const reportsPage: PageConfig = {
  name: 'reports',
  path: '/reports/:report',
  component: lazyNamed(() => import('./ReportsPage'), 'ReportsPage'),
  access: [{ resource: 'reports', action: 'list' }],
  menuOrder: 50,
  menu: (Object.keys(ICONS) as ReportName[]).map(entry),
  refusal: { title: 'app.reports.title', text: 'app.reports.not_allowed' },
};
