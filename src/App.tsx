import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './authProvider';
import { createDataProvider } from './dataProvider';
import { i18nProvider } from './i18n';
import { Layout } from './layout/Layout';
import { createStore } from './lib/store';
import { Dashboard } from './pages/dashboard/Dashboard';
import { LoginPage } from './pages/login/LoginPage';
import { registry } from './resources/registry';
import { theme } from './theme';

const dataProvider = createDataProvider(registry);
const store = createStore();

const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  lazy(() => load().then((module) => ({ default: module[name] as React.ComponentType })));

const RegisterPage = page(() => import('./pages/register/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = page(
  () => import('./pages/forgot-password/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const AdminLoginPage = page(() => import('./pages/admin-login/AdminLoginPage'), 'AdminLoginPage');
const LicencePage = page(() => import('./pages/licence/LicencePage'), 'LicencePage');
const ProfilePage = page(() => import('./pages/profile/ProfilePage'), 'ProfilePage');
const ChangePasswordPage = page(
  () => import('./pages/change-password/ChangePasswordPage'),
  'ChangePasswordPage',
);
const SettingsPage = page(() => import('./pages/settings/SettingsPage'), 'SettingsPage');
const TutorialPage = page(() => import('./pages/tutorial/TutorialPage'), 'TutorialPage');
const QuickLinkPage = page(() => import('./pages/quick-links/QuickLinkPage'), 'QuickLinkPage');
const ImportPage = page(() => import('./pages/import/ImportPage'), 'ImportPage');
const CollectionPage = page(() => import('./pages/collections/CollectionPage'), 'CollectionPage');
const BalancePage = page(() => import('./pages/balance/BalancePage'), 'BalancePage');
const InterestPage = page(() => import('./pages/interest/InterestPage'), 'InterestPage');
const ApartmentStatement = page(
  () => import('./resources/apartments/ApartmentStatement'),
  'ApartmentStatement',
);
const DebtEntryPage = page(() => import('./pages/debt-entry/DebtEntryPage'), 'DebtEntryPage');

export function App() {
  return (
    <Admin
      title="Site Yönetimi"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      layout={Layout}
      dashboard={Dashboard}
      loginPage={LoginPage}
      theme={theme}
      requireAuth
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
      <CustomRoutes noLayout>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/admin-login" element={<AdminLoginPage />} />
        <Route path="/licence" element={<LicencePage />} />
        <Route path="/apartments/:id/statement" element={<ApartmentStatement />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/change-password" element={<ChangePasswordPage />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/tutorial" element={<TutorialPage />} />
        <Route path="/apps/:slug" element={<QuickLinkPage />} />
        <Route path="/import/:kind" element={<ImportPage />} />
        <Route path="/collections" element={<CollectionPage />} />
        <Route path="/balance" element={<BalancePage />} />
        <Route path="/interest" element={<InterestPage />} />
        <Route path="/debt-entry/:mode" element={<DebtEntryPage />} />
      </CustomRoutes>
    </Admin>
  );
}
