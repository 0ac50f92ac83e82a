import type { AxiosInstance } from 'axios';
import { MESSAGES } from '../../common/messages';
import { stripSpaces } from '../../common/phone';
import type { CurrentUser } from '../../common/types';
import { toHttpError } from '../dataProvider/errors';
import { authStore } from './storage';

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

/**
 * POST /login and keep the session. Apart from the authProvider (whose access checks read every registry) so
 * that the sign-in screen main.tsx shows before the back office loads can use it.
 */
export async function signIn(http: AxiosInstance, { phone, password }: { phone: string; password: string }) {
  try {
    const { data } = await http.post<LoginAnswer>('/login', { phone: stripSpaces(phone), password });
    authStore.setSession(data.token, data.user);
  } catch (error) {
    const httpError = toHttpError(error as Parameters<typeof toHttpError>[0]);
    if (httpError.message === MESSAGES.licenceExpired) {
      authStore.setLicenceExpired(true);
      throw new LicenceExpiredError();
    }
    throw httpError;
  }
}
