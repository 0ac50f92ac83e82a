import { authStore } from '../authProvider/storage';
import { API_ROOT } from './apiRoot';
import { DASHBOARD_RANGE } from './custom/dashboardRange';
import type { DashboardCounts } from './custom/session';

/** The dashboard's answer, or null when it failed or was refused (an expired token, a user without the right). */
export type DashboardAnswer = { data: DashboardCounts } | null;

// Where the early script (src/earlyRequests.ts) leaves its request for the page's main script. It is built on its
// own, so the page is all the two share: undefined before either asked, null once the main script has taken it.
const LEFT_AT = '__dashboardRequest';
const page = () => window as { [LEFT_AT]?: Promise<DashboardAnswer> | null };

/**
 * A plain fetch, since the HTTP client is part of the back office's code. Only a successful answer is kept; any
 * other is left to the dataProvider's own read, which renews the session and shows errors.
 */
function request(token: string): Promise<DashboardAnswer> {
  return fetch(`${API_ROOT}/dashboard?${new URLSearchParams(DASHBOARD_RANGE)}`, {
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'include',
  })
    .then((answer) => (answer.ok ? (answer.json() as Promise<DashboardAnswer>) : null))
    .catch(() => null);
}

/**
 * From the early script: asks for the figures of the session kept in the browser and leaves the request for the
 * main script. False, asking nothing, without a session or when the main script has already asked (it ran first).
 */
export function startDashboardRequest(): boolean {
  const token = authStore.token();
  if (!token || page()[LEFT_AT] !== undefined) return false;
  page()[LEFT_AT] = request(token);
  return true;
}

/**
 * The request the early script started, or a new one (development serves no early script; a script that came
 * late has asked nothing). Null without a session.
 */
export function dashboardRequest(): Promise<DashboardAnswer> | null {
  const started = page()[LEFT_AT];
  page()[LEFT_AT] = null;
  if (started) return started;
  const token = authStore.token();
  return token ? request(token) : null;
}
