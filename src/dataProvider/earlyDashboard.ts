import { authStore } from '../authProvider/storage';
import { API_ROOT } from './apiRoot';
import { DASHBOARD_RANGE } from './custom/dashboardRange';
import type { DashboardCounts } from './custom/session';

let early: Promise<unknown> | null = null;
/** The early answer once it has come (the loading shell draws its figures from it). */
let arrived: { data: DashboardCounts } | null = null;
const listeners = new Set<() => void>();
const show = (answer: typeof arrived) => {
  arrived = answer;
  for (const listener of listeners) listener();
};

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
    .then((answer: { data: DashboardCounts } | null) => {
      show(answer);
      return answer;
    })
    .catch(() => null);
}

/** The early answer, once (null when there was none or it failed); later reads go to the server. */
export function takeEarlyDashboard(): Promise<unknown> | null {
  const answer = early;
  early = null;
  return answer;
}

/**
 * The early answer's figures for the loading shell: null before they came, and again once the dashboard has drawn
 * (`forget`), so that a shell drawn later (a page's code on its way) never shows figures older than the screen's.
 */
export const earlyFigures = {
  current: () => arrived?.data ?? null,
  forget: () => show(null),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
