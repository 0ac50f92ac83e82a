import { authStore } from './authProvider/storage';
import { askDashboardEarly } from './dataProvider/earlyDashboard';
import { PUBLIC_PATHS } from './pages/publicPaths';
import { standalonePageAt } from './pages/standalone';

// main.tsx imports this module before React DOM and MUI, so that the requests below start before those run
// (about 0.17 s earlier on a slow CPU, docs/benchmarks-bundle.md, sixth round). Nothing here may import React
// DOM, MUI, react-admin or the HTTP client (tests/unit/firstRequests.test.ts); React itself is small.

// Each of these is a chunk of its own: a standalone page (a resident's link opened on a phone) never downloads
// react-admin and the rest of the back office, and neither does the sign-in screen.
const loadApp = () => import('./App');

export const standalone = standalonePageAt(window.location.pathname);
const signedIn = Boolean(authStore.token());

// Without a session, /login and every address the back office would send to /login show the small sign-in
// screen; the back office follows it once the user signs in or leaves for another page. The address asked for
// is kept where react-admin keeps it (the router's state), so signing in opens it.
const { pathname, search } = window.location;
const signInFirst = !standalone && !signedIn && (pathname === '/login' || !PUBLIC_PATHS.includes(pathname));
if (signInFirst && pathname !== '/login') {
  window.history.replaceState({ usr: { nextPathname: pathname, nextSearch: search } }, '', '/login');
}

// App's chunk holds the layout and the dashboard (docs/decisions.md, "The back office's first screen is one
// chunk"). Any other page waits for every page's texts, which the dashboard does without (docs/decisions.md, "Each
// page's texts come with the page"): they come beside App there.
export const loadBackOffice = (to: string) =>
  Promise.all([loadApp(), to === '/' ? undefined : loadTexts()]).then(([app]) => app);

// An `import()` of its own: the bundler gives each the chunks to preload with it.
const loadTexts = () => import('./i18n/catalogues');

// A session opening `/`: the dashboard's figures are asked for now, beside the back office's code.
if (!standalone && signedIn && pathname === '/') askDashboardEarly();

/**
 * Without the sign-in screen, asked for before the first render: a session's back office, or App alone for a
 * public page (registration, a forgotten password, the licence). Null for the sign-in screen and standalone pages.
 */
export const backOfficeLoading =
  standalone || signInFirst ? null : signedIn ? loadBackOffice(pathname) : loadApp();
