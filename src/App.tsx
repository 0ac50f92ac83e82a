import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { AppNotification } from './layout/AppNotification';
import { Layout } from './layout/Layout';
import { AccessDeniedNotice, PageGate } from './layout/PageGate';
import { createStore } from './lib/store';
import { adminPages, pages } from './pages/registry';
import type { PageConfig } from './pages/types';
import { registry } from './resources/registry';
import { theme } from './theme';

const dataProvider = createDataProvider(registry);
const store = createStore();

const routes = (list: PageConfig[]) =>
  list.map((page) => <Route key={page.path} path={page.path} element={<PageGate page={page} />} />);

export function App() {
  return (
    <Admin
      title="Site Yönetimi"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={Layout}
      notification={AppNotification}
      accessDenied={AccessDeniedNotice}
      dashboard={adminPages.dashboard.component}
      loginPage={adminPages.login.component}
      theme={theme}
      disableTelemetry
    >
      {registry.map((config) => (
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
    </Admin>
  );
}
