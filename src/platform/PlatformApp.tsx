import AssignmentIcon from '@mui/icons-material/Assignment';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory2';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import SmsIcon from '@mui/icons-material/Sms';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Admin, combineDataProviders, Resource, useTranslate } from 'react-admin';
import { createDataProvider } from '../dataProvider';
import { createPlatformDataProvider, PLATFORM_RESOURCES } from '../dataProvider/platform';
import { LOCALES } from '../i18n';
import { mergeMessages } from '../i18n/catalogue';
import { en as appEn } from '../i18n/en';
import { raTurkish } from '../i18n/raTurkish';
import { tr as appTr } from '../i18n/tr';
import * as adminLogin from '../pages/admin-login/messages';
import { theme } from '../theme';
import { AccountList } from './AccountList';
import { AuditLogList } from './AuditLogList';
import * as messages from './messages';
import { OrderList } from './OrderList';
import { PackageCreate, PackageEdit, PackageList } from './PackageList';
import { PlatformSignIn } from './PlatformSignIn';
import { platformAuthProvider } from './platformAuthProvider';
import { SmsMessageList } from './SmsMessageList';
import { SupportRequestEdit, SupportRequestList } from './SupportRequestList';

const platformResources: readonly string[] = PLATFORM_RESOURCES;
const platform = createPlatformDataProvider();
// The product's provider (no resources of its own here) answers its custom calls, e.g. the operator's sign-in.
const product = createDataProvider({ resources: [] });
const dataProvider = combineDataProviders((resource) =>
  typeof resource === 'string' && platformResources.includes(resource) ? platform : product,
);

const english = { ...englishMessages, ...mergeMessages([appEn, adminLogin.en, messages.en]) };
const turkish = { ...raTurkish, ...mergeMessages([appTr, adminLogin.tr, messages.tr]) };
const i18nProvider = polyglotI18nProvider((locale) => (locale === 'en' ? english : turkish), 'tr', LOCALES, {
  allowMissing: true,
});

/**
 * The platform operator's back office at /platform: its own react-admin <Admin> over /api/platform (read through
 * ra-data-simple-rest), mounted by main.tsx outside the product's <Admin>.
 */
export function PlatformApp() {
  return (
    <Admin
      basename="/platform"
      title={<PlatformTitle />}
      dataProvider={dataProvider}
      authProvider={platformAuthProvider}
      i18nProvider={i18nProvider}
      loginPage={PlatformSignIn}
      theme={theme}
      disableTelemetry
    >
      <Resource name="accounts" list={AccountList} icon={AssignmentIcon} />
      <Resource
        name="support-requests"
        list={SupportRequestList}
        edit={SupportRequestEdit}
        icon={SupportAgentIcon}
      />
      <Resource name="orders" list={OrderList} icon={ReceiptIcon} />
      <Resource
        name="packages"
        list={PackageList}
        create={PackageCreate}
        edit={PackageEdit}
        icon={InventoryIcon}
      />
      <Resource name="sms-messages" list={SmsMessageList} icon={SmsIcon} />
      <Resource name="audit-log" list={AuditLogList} icon={HistoryIcon} />
    </Admin>
  );
}

function PlatformTitle() {
  return <>{useTranslate()('platform.title')}</>;
}
