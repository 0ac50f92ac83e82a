import type { AxiosInstance } from 'axios';
import type { AuthProvider, HttpError } from 'react-admin';
import { JWT_ERRORS, MESSAGES } from '../../common/messages';
import type { CurrentUser } from '../../common/types';
import { http as defaultHttp } from '../dataProvider/http';
import type { Registry } from '../registry/types';
import { accessSubject, createAccess } from './access';
import { signIn } from './signIn';
import { authStore } from './storage';

/** The writing actions, as the server counts them (`routeWrites`). */
const SUPPORT_REFUSED = ['create', 'edit', 'delete', 'send'];

export { type Access, accessSubject, createAccess } from './access';
export { LicenceExpiredError, type LoginAnswer } from './signIn';

export const DEFAULT_LOGO = '/default-logo.svg';

/** The back office's authProvider: its access checks read the registry App built and passes in. */
export function createAuthProvider(registry: Registry, http: AxiosInstance = defaultHttp): AuthProvider {
  const access = createAccess(registry);
  return {
    async login(credentials: { phone: string; password: string }) {
      await signIn(http, credentials);
      // No address of its own: react-admin opens the page the user asked for before signing in, else the dashboard.
      return undefined;
    },
    async logout() {
      authStore.clear();
      return '/login';
    },
    async checkAuth() {
      if (!authStore.token()) throw { redirectTo: '/login', message: false };
    },
    async checkError(error: HttpError | { status?: number; message?: string }) {
      const status = error?.status;
      if (status === 401 || error?.message === JWT_ERRORS.missing || error?.message === JWT_ERRORS.invalid) {
        // react-admin then calls logout(), which clears the session; clearing it here would stop react-admin
        // from showing the message, since it only notifies a user who is still signed in.
        throw {
          redirectTo: '/login',
          message: error?.message === JWT_ERRORS.missing ? MESSAGES.pleaseLogIn : false,
        };
      }
      // A 403 is a permission refusal: the user stays signed in and sees the server's message.
    },
    async getIdentity() {
      let user = authStore.user();
      try {
        const { data } = await http.get<{ data: CurrentUser }>('/me');
        user = data.data;
        authStore.setUser(user);
      } catch (error) {
        if ((error as { response?: { status?: number } }).response?.status === 401) throw error;
      }
      if (!user) throw new Error(MESSAGES.pleaseLogIn);
      return { id: user.id, fullName: `${user.name} ${user.surname}`, avatar: user.logo || DEFAULT_LOGO };
    },
    async getPermissions() {
      return authStore.user();
    },
    async canAccess({ resource, action }) {
      const user = authStore.user();
      // A support session writes nothing (docs/security.md): its write buttons are hidden, not refused after save.
      if (user?.support_session && SUPPORT_REFUSED.includes(action)) return false;
      return access.canAccess(accessSubject(user), { resource, action });
    },
  };
}
