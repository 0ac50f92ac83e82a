import { authStore } from '../authProvider/storage';
import { API_ROOT } from './apiRoot';
import { DASHBOARD_RANGE } from './custom/dashboardRange';

let early: Promise<unknown> | null = null;

/**
 * For a signed-in visitor of `/`, from the page's first script: the dashboard's figures are asked for while the back
 * office's code still downloads, not after it has run (docs/benchmarks-bundle.md, fifth round). A plain fetch, since
 * the HTTP client is part of that code. Only a successful answer is kept; any other (an expired token, a user
 * without the right) is left to the dataProvider's own read, which renews the session and shows errors.
 */
export function askDashboardEarly(): void {
  const token = authStore.token();
  if (!token) return;
  early = fetch(`${API_ROOT}/dashboard?${new URLSearchParams(DASHBOARD_RANGE)}`, {
    headers: { Authorization: `Bearer ${token}` },
    credentials: 'include',
  })
    .then((answer) => (answer.ok ? answer.json() : null))
    .catch(() => null);
}

/** The early answer, once (null when there was none or it failed); later reads go to the server. */
export function takeEarlyDashboard(): Promise<unknown> | null {
  const answer = early;
  early = null;
  return answer;
}
