import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  memoryStore,
  ResourceContextProvider,
  useI18nProvider,
  useLocaleState,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createDataProvider } from '../../src/dataProvider';
import { http } from '../../src/dataProvider/http';
import { createI18nProvider } from '../../src/i18n';
import { AppNotification } from '../../src/layout/AppNotification';
import { RegistryProvider } from '../../src/registry/context';
import { discoverRegistry } from '../../src/registry/discover';
import { fakeApi } from './fakeApi';

const registry = discoverRegistry();
const i18nProvider = createI18nProvider();

/**
 * Puts the shared provider back in Turkish. Test files share modules (isolate: false), so a test that rendered in
 * English would leave the next Turkish page blank on its first draw, until the store and the provider agree again.
 */
export const resetLanguage = () => i18nProvider.changeLocale('tr');

export interface RenderPageOptions {
  /** The URL the page is shown at, e.g. '/login'. */
  route?: string;
  /** The route pattern the page is mounted on when it reads URL parameters, e.g. '/import/:kind'. */
  path?: string;
  /** Other pages the test may navigate to, path → element. */
  routes?: Record<string, ReactElement>;
  authProvider?: AuthProvider;
  /** Default: the app's own dataProvider, answered by the test's fake axios adapter (fakeApi.ts). */
  dataProvider?: DataProvider;
  /** The interface language the user chose; default Turkish. */
  locale?: 'tr' | 'en';
  /** The resource the page belongs to (a list or form outside the app's routes): its ResourceContext. */
  resource?: string;
  /**
   * The server's answers, as fakeApi routes: the app's http client answers with them (the component setup puts
   * the real adapter back after each test); what the page sent is in the returned `calls`.
   */
  api?: Parameters<typeof fakeApi>[0];
}

/**
 * Shows its children once the user's language choice is in force: chosen, and its catalogue loaded (English is a
 * lazy chunk, so the choice comes a moment before its texts).
 */
function InLocale({ locale, children }: { locale: string; children: ReactElement }) {
  const [current, setLocale] = useLocaleState();
  const loaded = useI18nProvider().getLocale();
  useEffect(() => {
    if (current !== locale) setLocale(locale);
  }, [current, locale, setLocale]);
  return current === locale && loaded === locale ? children : null;
}

/** The registry the app builds, as App hands it to the menu, the page gate and the quick links. */
const InRegistry = ({ children }: { children: ReactNode }) => (
  <RegistryProvider registry={registry}>{children}</RegistryProvider>
);

/**
 * A page inside react-admin's context with the real (Turkish) i18nProvider, a router and the toast area; with
 * `resource` inside its ResourceContext, with `api` answered by a fake server whose `calls` are returned.
 */
export function renderPage(page: ReactElement, options: RenderPageOptions = {}) {
  const {
    route = '/',
    path = route,
    routes = {},
    authProvider,
    dataProvider = createDataProvider(registry),
    locale = 'tr',
    resource,
    api,
  } = options;
  const fake = api ? fakeApi(api) : undefined;
  if (fake) http.defaults.adapter = fake.adapter;
  const shown = resource ? <ResourceContextProvider value={resource}>{page}</ResourceContextProvider> : page;
  const rendered = render(
    <MemoryRouter initialEntries={[route]}>
      <AdminContext
        i18nProvider={i18nProvider}
        authProvider={authProvider}
        dataProvider={dataProvider}
        store={memoryStore()}
      >
        <Routes>
          <Route path={path} element={<InLocale locale={locale}>{shown}</InLocale>} />
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
    { wrapper: InRegistry },
  );
  return { ...rendered, calls: fake?.calls ?? [] };
}
