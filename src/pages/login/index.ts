import type { PageConfig } from '../types';
import { LoginPage } from './LoginPage';

/** Sign-in inside the back office, react-admin's `loginPage`; opened directly, /login is SignInScreen (main.tsx). */
export const loginPage = {
  name: 'login',
  path: '/login',
  component: LoginPage,
  noLayout: true,
  access: 'public',
} satisfies PageConfig;
