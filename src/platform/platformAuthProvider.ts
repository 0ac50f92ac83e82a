import type { AuthProvider } from 'react-admin';
import { operatorStore } from '../authProvider/operatorStorage';

/** The operator signs in on /admin-login (the product's page); this app only keeps or drops the token. */
export const platformAuthProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => {
    operatorStore.clear();
    return Promise.resolve();
  },
  checkAuth: () => (operatorStore.token() ? Promise.resolve() : Promise.reject()),
  checkError: (error: { status?: number }) => {
    if (error?.status === 401 || error?.status === 403) {
      operatorStore.clear();
      return Promise.reject();
    }
    return Promise.resolve();
  },
  getPermissions: () => Promise.resolve('operator'),
};
