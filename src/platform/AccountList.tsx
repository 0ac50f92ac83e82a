import LoginIcon from '@mui/icons-material/Login';
import { Button, Tooltip } from '@mui/material';
import {
  DateField,
  List,
  SearchInput,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { phoneText } from '../../common/phone';
import { authStore } from '../authProvider/storage';
import type { PlatformMethods } from '../dataProvider/platform';
import { xlsxExporter } from '../lib/excelExport';
import { RecordTable } from '../lib/RecordTable';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Site, sahip veya telefon" />];

const exporter = xlsxExporter(
  [
    { source: 'id', label: 'No' },
    { source: 'assoc_name', label: 'Site' },
    { source: 'owner_name', label: 'Hesap sahibi' },
    { source: 'owner_phone', label: 'Telefon', value: (record) => phoneText(record.owner_phone) },
    { source: 'apartment_count', label: 'Daire' },
    { source: 'apartment_limit', label: 'Daire limiti' },
    { source: 'licence_end', label: 'Lisans bitişi' },
    { source: 'sms_credits', label: 'SMS kredisi' },
    {
      source: 'last_login_at',
      label: 'Son giriş',
      value: (record) => (record.last_login_at ? new Date(record.last_login_at).toLocaleString('tr-TR') : ''),
    },
  ],
  'hesaplar',
);

/** Every account the platform serves: searched, sorted, exported to Excel; a support sign-in per row. */
export function AccountList() {
  return (
    <List filters={filters} exporter={exporter} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
      <RecordTable bulkActionButtons={false}>
        <RecordTable.Col source="assoc_name" />
        <RecordTable.Col source="owner_name" />
        <RecordTable.Col source="owner_phone" render={(record) => phoneText(record.owner_phone)} />
        <RecordTable.NumberCol source="apartment_count" />
        <RecordTable.NumberCol source="apartment_limit" />
        <RecordTable.Col source="licence_end" field={TextField} />
        <RecordTable.NumberCol source="sms_credits" />
        <RecordTable.Col source="last_login_at">
          <DateField source="last_login_at" showTime locales="tr-TR" emptyText="—" />
        </RecordTable.Col>
        <RecordTable.Col label={false}>
          <AccountImpersonateButton />
        </RecordTable.Col>
      </RecordTable>
    </List>
  );
}

/** Opens the account's back office, read-only, in a new tab under the account's token. */
function AccountImpersonateButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<PlatformMethods & ReturnType<typeof useDataProvider>>();
  const notify = useNotify();
  const translate = useTranslate();
  if (!record) return null;
  const open = async () => {
    try {
      const answer = await dataProvider.impersonate('accounts', { id: Number(record.id) });
      authStore.setSession(answer.token, answer.user);
      window.open('/', '_blank', 'noopener');
      notify(answer.description, { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Tooltip title={translate('platform.impersonate_hint')} describeChild>
      <Button size="small" startIcon={<LoginIcon />} onClick={open}>
        {translate('platform.impersonate')}
      </Button>
    </Tooltip>
  );
}
