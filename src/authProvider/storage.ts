import type { CurrentUser } from '../../common/types';

const TOKEN = 'auth';
const USER = 'user';
const LICENCE = 'licenceExpired';
const LICENCE_TOKEN = 'licenceToken';

/**
 * What the browser keeps between visits: the token (key `auth`, docs/domain.md, "Entities and states") and the current
 * user.
 */
export const authStore = {
  token: (): string | null => localStorage.getItem(TOKEN),
  setToken: (token: string) => localStorage.setItem(TOKEN, token),
  user(): CurrentUser | null {
    const text = localStorage.getItem(USER);
    if (!text) return null;
    try {
      return JSON.parse(text) as CurrentUser;
    } catch {
      return null;
    }
  },
  setUser: (user: CurrentUser) => localStorage.setItem(USER, JSON.stringify(user)),
  setSession(token: string, user: CurrentUser) {
    localStorage.setItem(TOKEN, token);
    localStorage.setItem(USER, JSON.stringify(user));
    localStorage.removeItem(LICENCE);
    localStorage.removeItem(LICENCE_TOKEN);
  },
  clear() {
    localStorage.removeItem(TOKEN);
    localStorage.removeItem(USER);
  },
  /**
   * The licence-only token of an owner whose licence has ended (POST /licence): it opens the licence and order
   * calls only, so it is kept apart from `auth` (nothing else thinks the user signed in); it lasts half an hour
   * and a sign-in removes it.
   */
  licenceToken: (): string | null => localStorage.getItem(LICENCE_TOKEN),
  setLicenceToken: (token: string | null) =>
    token ? localStorage.setItem(LICENCE_TOKEN, token) : localStorage.removeItem(LICENCE_TOKEN),
  licenceExpired: () => localStorage.getItem(LICENCE) === '1',
  setLicenceExpired: (expired: boolean) =>
    expired ? localStorage.setItem(LICENCE, '1') : localStorage.removeItem(LICENCE),
};
