import { type DashboardAnswer, dashboardRequest } from './dashboardRequest';

let early: Promise<unknown> | null = null;
/** The early answer once it has come (the loading shell draws its figures from it). */
let arrived: DashboardAnswer = null;
const listeners = new Set<() => void>();
const show = (answer: typeof arrived) => {
  arrived = answer;
  for (const listener of listeners) listener();
};

/**
 * For a signed-in visitor of `/`, from the page's first script: the dashboard's figures, asked for while the back
 * office's code still downloads, not after it has run (docs/benchmarks-bundle.md, fifth round); the early script
 * has usually asked already (src/earlyRequests.ts).
 */
export function askDashboardEarly(): void {
  early =
    dashboardRequest()?.then((answer) => {
      show(answer);
      return answer;
    }) ?? null;
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
