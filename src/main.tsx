import { type ComponentType, lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { authStore } from './authProvider/storage';
import { askDashboardEarly } from './dataProvider/earlyDashboard';
import { LoadFailedShell } from './layout/LoadFailedShell';
import { LoadingShell } from './layout/LoadingShell';
import { lazyNamed } from './lib/lazyNamed';
import { PUBLIC_PATHS } from './pages/publicPaths';
import { standalonePageAt } from './pages/standalone';

// Each of these is a chunk of its own: a standalone page (a resident's link opened on a phone) never downloads
// react-admin and the rest of the back office, and neither does the sign-in screen.
const loadApp = () => import('./App');
const StandaloneRoute = lazyNamed(() => import('./pages/StandaloneRoute'), 'StandaloneRoute');
const SignInScreen = lazy(() =>
  import('./pages/login/SignInScreen').then((m) => {
    m.askInfoEarly();
    return { default: m.SignInScreen };
  }),
);

const standalone = standalonePageAt(window.location.pathname);
const signedIn = Boolean(authStore.token());

// Without a session, /login and every address the back office would send to /login show the small sign-in
// screen; the back office follows it once the user signs in or leaves for another page. The address asked for
// is kept where react-admin keeps it (the router's state), so signing in opens it.
const { pathname, search } = window.location;
const signInFirst = !standalone && !signedIn && (pathname === '/login' || !PUBLIC_PATHS.includes(pathname));
if (signInFirst && pathname !== '/login') {
  window.history.replaceState({ usr: { nextPathname: pathname, nextSearch: search } }, '', '/login');
}

// The back office needs the layout, and on `/` the dashboard, as soon as App: fetched beside App's chunk,
// rather than each after the one that renders it (the same chunks their lazy components load).
const loadBackOffice = (to: string) =>
  Promise.all([
    loadApp(),
    import('./layout/Layout'),
    to === '/' ? import('./pages/dashboard/Dashboard') : null,
  ]).then(([app]) => app);

type BackOffice = ComponentType<{ notice?: string }>;

/**
 * The back office once its chunks are here, or, when one could not be fetched (the connection dropped, a deploy
 * replaced the files), the screen that says so and reloads the page. Nothing keeps the failure: a later call
 * fetches again.
 */
const orLoadFailed = (loading: Promise<typeof import('./App')>): Promise<BackOffice> =>
  loading.then(
    ({ RoutedApp }) => RoutedApp,
    () => LoadFailedShell,
  );

// A session opening `/`: the dashboard's figures are asked for now, beside the back office's code.
if (!standalone && signedIn && pathname === '/') askDashboardEarly();

// Without the sign-in screen, fetched before the first render: a session's back office, or App alone for a public
// page (registration, a forgotten password, the licence).
const firstScreen =
  standalone || signInFirst ? null : orLoadFailed(signedIn ? loadBackOffice(pathname) : loadApp());
const App = firstScreen && lazy(() => firstScreen.then((BackOffice) => ({ default: BackOffice })));

// From the first keystroke on the sign-in screen; a failure here is left to the opening, which fetches again.
const fetchEarly = () => void loadBackOffice('/').catch(() => undefined);

function Root() {
  const [opened, setOpened] = useState<{ BackOffice: BackOffice; notice?: string } | null>(null);
  if (standalone) return <StandaloneRoute page={standalone} />;
  if (App) return <App />;
  if (!opened) {
    // The sign-in screen stays until the back office's chunks are here (they are fetched from the first
    // keystroke); what still suspends after that shows the loading shell, never a blank page. When they could not
    // be fetched, the address changes all the same, so that reloading the page opens it.
    const open = (to: string, notice?: string) =>
      void orLoadFailed(loadBackOffice(to)).then((BackOffice) => {
        window.history.pushState(null, '', to);
        setOpened({ BackOffice, notice });
      });
    return <SignInScreen onOpen={open} onTyping={fetchEarly} />;
  }
  return <opened.BackOffice notice={opened.notice} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={<LoadingShell />}>
      <Root />
    </Suspense>
  </StrictMode>,
);
