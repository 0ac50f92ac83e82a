// First, so that its requests start before React DOM and MUI run (see the module).
import './firstRequests';
import { type ComponentType, lazy, StrictMode, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { backOfficeLoading, loadBackOffice, standalone } from './firstRequests';
import { LoadFailedShell } from './layout/LoadFailedShell';
import { LoadingShell } from './layout/LoadingShell';
import { lazyNamed } from './lib/lazyNamed';

const StandaloneRoute = lazyNamed(() => import('./pages/StandaloneRoute'), 'StandaloneRoute');
const SignInScreen = lazy(() =>
  import('./pages/login/SignInScreen').then((m) => {
    m.askInfoEarly();
    return { default: m.SignInScreen };
  }),
);

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

const firstScreen = backOfficeLoading && orLoadFailed(backOfficeLoading);
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
