import type { AxiosInstance } from 'axios';
import type { AuthProvider, HttpError } from 'react-admin';
import { JWT_ERRORS, MESSAGES } from '../../common/messages';
import { stripSpaces } from '../../common/phone';
import type { CurrentUser } from '../../common/types';
import { toHttpError } from '../dataProvider/errors';
import { http as defaultHttp } from '../dataProvider/http';
import { accessSubject, canAccess } from './access';
import { authStore } from './storage';

export { accessSubject, canAccess } from './access';

export const DEFAULT_LOGO = '/default-logo.svg';

/** Thrown by login when the licence has ended: the login page shows the licence screen, no toast. */
export class LicenceExpiredError extends Error {
  readonly status = 403;
  constructor() {
    super(MESSAGES.licenceExpired);
  }
}

export interface LoginAnswer {
  description: string;
  token: string;
  user: CurrentUser;
}

export function createAuthProvider(http: AxiosInstance = defaultHttp): AuthProvider {
  return {
    async login({ phone, password }: { phone: string; password: string }) {
      try {
        const { data } = await http.post<LoginAnswer>('/login', { phone: stripSpaces(phone), password });
        authStore.setSession(data.token, data.user);
        // No address of its own: react-admin opens the page the user asked for before signing in, else the dashboard.
        return undefined;
      } catch (error) {
        const httpError = toHttpError(error as Parameters<typeof toHttpError>[0]);
        if (httpError.message === MESSAGES.licenceExpired) {
          authStore.setLicenceExpired(true);
          throw new LicenceExpiredError();
        }
        throw httpError;
      }
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
      return canAccess(accessSubject(authStore.user()), { resource, action });
    },
  };
}

export const authProvider = createAuthProvider();
