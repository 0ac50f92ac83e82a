import { registry } from '../resources/registry';
import { adminLoginPage } from './admin-login';
import { balancePage } from './balance';
import { changePasswordPage } from './change-password';
import { collectionsPage } from './collections';
import { dashboardPage } from './dashboard';
import { debtEntryPage } from './debt-entry';
import { forgotPasswordPage } from './forgot-password';
import { helpPage } from './help';
import { importPage } from './import';
import { interestPage } from './interest';
import { licencePage } from './licence';
import { loginPage } from './login';
import { notificationsPage } from './notifications';
import { profilePage } from './profile';
import { quickLinksPage } from './quick-links';
import { registerPage } from './register';
import { reportsPage } from './reports';
import { settingsPage } from './settings';
import { smsPage } from './sms';
import { standalonePages } from './standalone';
import { systemLogsPage } from './system-logs';
import { todoPage } from './todo';
import { tutorialPage } from './tutorial';
import type { PageConfig } from './types';

/** The two pages react-admin places itself (`loginPage`, `dashboard`) rather than as custom routes. */
export const adminPages = { login: loginPage, dashboard: dashboardPage };

/**
 * Every custom page of the product, in menu order. App's routes, the menu, the quick links, the catalogues and
 * `canAccess` derive from this list; a resource's own pages (the apartment statement) come from its folder.
 */
export const pages: PageConfig[] = [
  registerPage,
  forgotPasswordPage,
  adminLoginPage,
  licencePage,
  profilePage,
  changePasswordPage,
  settingsPage,
  tutorialPage,
  quickLinksPage,
  importPage,
  debtEntryPage,
  collectionsPage,
  balancePage,
  interestPage,
  reportsPage,
  systemLogsPage,
  smsPage,
  notificationsPage,
  todoPage,
  helpPage,
  ...registry.flatMap((resource) => resource.pages ?? []),
];

/** Every page including react-admin's two and the standalone ones: what the access and catalogue checks go over. */
export const allPages: PageConfig[] = [loginPage, dashboardPage, ...pages, ...standalonePages];
