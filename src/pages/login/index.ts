import type { PageConfig } from '../types';
import { LoginPage } from './LoginPage';

/** Sign-in, react-admin's `loginPage`: loaded with the app, the first page most visitors see. */
export const loginPage = {
  name: 'login',
  path: '/login',
  component: LoginPage,
  noLayout: true,
  access: 'public',
} satisfies PageConfig;
