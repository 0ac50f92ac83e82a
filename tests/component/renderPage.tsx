import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  memoryStore,
  useI18nProvider,
  useLocaleState,
} from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createDataProvider } from '../../src/dataProvider';
import { createI18nProvider } from '../../src/i18n';
import { AppNotification } from '../../src/layout/AppNotification';
import { RegistryProvider } from '../../src/registry/context';
import { discoverRegistry } from '../../src/registry/discover';

const registry = discoverRegistry();
const i18nProvider = createI18nProvider(registry);

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

/** A page inside react-admin's context with the real (Turkish) i18nProvider, a router and the toast area. */
export function renderPage(page: ReactElement, options: RenderPageOptions = {}) {
  const {
    route = '/',
    path = route,
    routes = {},
    authProvider,
    dataProvider = createDataProvider(registry),
    locale = 'tr',
  } = options;
  return render(
    <MemoryRouter initialEntries={[route]}>
      <AdminContext
        i18nProvider={i18nProvider}
        authProvider={authProvider}
        dataProvider={dataProvider}
        store={memoryStore()}
      >
        <Routes>
          <Route path={path} element={<InLocale locale={locale}>{page}</InLocale>} />
          {Object.entries(routes).map(([path, element]) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
    { wrapper: InRegistry },
  );
}
