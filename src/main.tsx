import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchPath, Route, Routes } from 'react-router-dom';
import { authStore } from './authProvider/storage';
import { standalonePages } from './pages/standalone';

// The back office loads as its own chunk, so a standalone page (a resident's link opened on a phone) never
// downloads react-admin and the rest of the app.
const App = lazy(() => import('./App').then((m) => ({ default: m.App })));

const standalone = standalonePages.find((page) => matchPath(page.path, window.location.pathname));

// A visitor already signed in needs the layout, and on `/` the dashboard, as soon as App: fetched now, beside
// App's chunk, rather than each after the one that renders it (the same chunks their lazy components load).
if (!standalone && authStore.token()) {
  void import('./layout/Layout');
  if (window.location.pathname === '/') void import('./pages/dashboard/Dashboard');
}

function Root() {
  if (!standalone) return <App />;
  const Page = standalone.component;
  return (
    <Routes>
      <Route path={standalone.path} element={<Page />} />
    </Routes>
  );
}

// Real paths (/buildings, /apps/tahsilat) instead of react-admin's default hash router: the server serves
// index.html for every non-API path, so links can be bookmarked and shared.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <Suspense fallback={null}>
        <Root />
      </Suspense>
    </BrowserRouter>
  </StrictMode>,
);
