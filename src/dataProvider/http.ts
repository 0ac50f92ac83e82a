import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { authStore } from '../authProvider/storage';
import { API_ROOT } from './apiRoot';

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean };

/**
 * The one HTTP client: Bearer token from localStorage `auth`; on a 401 it calls /jwt/refresh-token once
 * (the refresh token is an httpOnly cookie), stores the new token and retries; if that fails the 401 stands
 * and authProvider.checkError sends the user to /login.
 */
export function createHttp(baseURL: string = API_ROOT): AxiosInstance {
  const http = axios.create({ baseURL, withCredentials: true });
  let refreshing: Promise<string | null> | null = null;

  const refresh = () => {
    // An empty JSON body, not null: axios would label a null body form-urlencoded, which the API refuses (415).
    refreshing ??= axios
      .post<{ token: string }>(`${baseURL}/jwt/refresh-token`, {}, { withCredentials: true })
      .then((response) => {
        authStore.setToken(response.data.token);
        return response.data.token;
      })
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  http.interceptors.request.use((config) => {
    // Without a session, the licence-only token of an ended licence's owner (the licence screen's calls).
    const token = authStore.token() ?? authStore.licenceToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  http.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    const isAuthCall = config?.url?.startsWith('/login') || config?.url?.startsWith('/jwt');
    if (error.response?.status !== 401 || !config || config._retried || isAuthCall || !authStore.token()) {
      throw error;
    }
    // Another tab may have renewed the session meanwhile: its token is used, since the refresh cookie it spent would
    // now count as used twice and end the session (server/services/tokens.ts).
    const stored = authStore.token();
    const token =
      stored && config.headers.get('Authorization') !== `Bearer ${stored}` ? stored : await refresh();
    if (!token) throw error;
    config._retried = true;
    config.headers.set('Authorization', `Bearer ${token}`);
    return http.request(config);
  });
  return http;
}

export const http = createHttp();
