import { CssBaseline } from '@mui/material';
import { QueryClient } from '@tanstack/react-query';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useRef,
} from 'react';
import {
  AdminContext,
  CoreAdminUI,
  CustomRoutes,
  type DashboardComponent,
  LoadingPage,
  Resource,
  useNotify,
} from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { createAuthProvider } from './authProvider';
import { createAccess } from './authProvider/access';
import { createDataProvider } from './dataProvider';
import { createI18nProvider } from './i18n';
// The layout (app bar, menu, quick search) and the dashboard are in App's chunk: every back office screen draws
// the layout, and the dashboard is the first page of most visits (docs/decisions.md, "The back office's first
// screen is one chunk").
import { Layout as BackOfficeLayout } from './layout/Layout';
import { LoadingShell } from './layout/LoadingShell';
import { AccessDeniedNotice, PageGate } from './layout/PageGate';
import { PageTexts } from './layout/PageTexts';
import { AuthenticationError, ErrorPage, NotFound } from './layout/rarePages';
import { SignedInOnly } from './layout/SignedInOnly';
import { lazyNamed } from './lib/lazyNamed';
import { createStore } from './lib/store';
import { useMountedInTransition } from './lib/useMountedInTransition';
import { prefetchDashboard } from './pages/dashboard/dashboardAccess';
import { RegistryProvider } from './registry/context';
import { discoverRegistry } from './registry/discover';
import type { PageConfig } from './registry/types';
import { theme } from './theme';

// The registry is built here, once, and handed to everything that reads it: no provider, layout part or page
// imports it, so the folders it finds can import the providers without an import cycle.
const registry = discoverRegistry();
const { adminPages, pages } = registry;
const dataProvider = createDataProvider(registry);
const authProvider = createAuthProvider(registry);
const i18nProvider = createI18nProvider();
const store = createStore();
const queryClient = new QueryClient();
prefetchDashboard(queryClient, dataProvider, createAccess(registry));

// The toasts' component (MUI's Snackbar) follows the first screen; a notice sent before it arrives waits in
// react-admin's queue and shows then.
const AppNotification = lazyNamed(() => import('./layout/AppNotification'), 'AppNotification');

const InsideLayout = createContext(false);

function Layout({ children }: { children: ReactNode }) {
  // The loading shell stays while the layout mounts; later pages reuse the mounted layout. react-admin mounts the
  // layout when its session check answers, through react-query's store: the app bar, menu and dashboard mounting
  // in that task blocked a phone for about 0.2 s (0.6–0.8 s in Lighthouse's phone simulation).
  const mounted = useMountedInTransition();
  return (
    <SignedInOnly>
      <Suspense fallback={<LoadingShell />}>
        {mounted ? (
          <InsideLayout.Provider value>
            <BackOfficeLayout>{children}</BackOfficeLayout>
          </InsideLayout.Provider>
        ) : (
          <LoadingShell />
        )}
      </Suspense>
    </SignedInOnly>
  );
}

/**
 * react-admin's loading page shows nothing for its first second. Before the layout (react-admin still reading
 * the routes) that is a blank page, so the loading shell shows there; inside the layout the usual one is right.
 */
function AdminLoading() {
  return useContext(InsideLayout) ? <LoadingPage /> : <LoadingShell />;
}

/** A toast for the back office to show on arrival (the sign-in screen's "signed in"), once. */
function ArrivalNotice({ message }: { message: string }) {
  const notify = useNotify();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notify(message, { type: 'success' });
  }, [message, notify]);
  return null;
}

const LoginPage = adminPages.login.component;
/** react-admin renders its `loginPage` outside the layout: while its chunk loads, only this part waits. */
function SignInPage() {
  return (
    <Suspense fallback={null}>
      <PageTexts>
        <LoginPage />
      </PageTexts>
    </Suspense>
  );
}

/** A resource's page, drawn once every page's texts are here (the first screen has the menu's only). */
function withPageTexts(Page: ComponentType | undefined) {
  if (!Page) return undefined;
  return function ResourcePage() {
    return (
      <PageTexts>
        <Page />
      </PageTexts>
    );
  };
}
const resourcePages = registry.resources.map((config) => ({
  ...config,
  list: withPageTexts(config.list),
  create: withPageTexts(config.create),
  edit: withPageTexts(config.edit),
  show: withPageTexts(config.show),
}));

const routes = (list: PageConfig[]) =>
  list.map((page) => <Route key={page.path} path={page.path} element={<PageGate page={page} />} />);

/**
 * react-admin's `<Admin>` is `AdminContext` + `AdminUI`, and `AdminUI` imports its default layout, sign-in form,
 * error and not-found pages whether they are replaced or not. Composed here from the same parts, with the
 * product's pages and lazy ones for the rest, the sign-in page downloads none of them.
 */
export function App({ notice }: { notice?: string }) {
  return (
    <RegistryProvider registry={registry}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        theme={theme}
      >
        <CssBaseline enableColorScheme>
          <CoreAdminUI
            title="Site Yönetimi"
            layout={Layout}
            accessDenied={AccessDeniedNotice}
            authenticationError={AuthenticationError}
            catchAll={NotFound}
            error={ErrorPage}
            loading={AdminLoading}
            dashboard={adminPages.dashboard.component as DashboardComponent}
            loginPage={SignInPage}
            disableTelemetry
          >
            {resourcePages.map((config) => (
              <Resource
                key={config.name}
                name={config.name}
                icon={config.icon}
                list={config.list}
                create={config.create}
                edit={config.edit}
                show={config.show}
                recordRepresentation={config.recordRepresentation}
              />
            ))}
            <CustomRoutes noLayout>{routes(pages.filter((page) => page.noLayout))}</CustomRoutes>
            <CustomRoutes>{routes(pages.filter((page) => !page.noLayout))}</CustomRoutes>
          </CoreAdminUI>
          {notice && <ArrivalNotice message={notice} />}
          <Suspense fallback={null}>
            <AppNotification />
          </Suspense>
        </CssBaseline>
      </AdminContext>
    </RegistryProvider>
  );
}

/** The back office at the browser's address (main.tsx); tests mount `App` in a router of their own. */
export function RoutedApp({ notice }: { notice?: string }) {
  return (
    <BrowserRouter>
      <App notice={notice} />
    </BrowserRouter>
  );
}
