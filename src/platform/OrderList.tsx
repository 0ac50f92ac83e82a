import { useState } from 'react';
import {
  Button,
  Confirm,
  DateField,
  FunctionField,
  List,
  NumberField,
  type RaRecord,
  SearchInput,
  SelectInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { PlatformMethods } from '../dataProvider/platform';
import { RecordTable } from '../lib/RecordTable';

const STATUSES = ['awaiting_payment', 'paid', 'cancelled'] as const;

function useFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder="Referans veya site" />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={STATUSES.map((id) => ({ id, name: translate(`platform.status.${id}`) }))}
    />,
  ];
}

/** Every account's orders, those awaiting payment first to hand: confirm the transfer or cancel. */
export function OrderList() {
  const translate = useTranslate();
  return (
    <List
      filters={useFilters()}
      filterDefaultValues={{ status: 'awaiting_payment' }}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
    >
      <RecordTable bulkActionButtons={false}>
        <RecordTable.Col source="reference" />
        <RecordTable.Col source="assoc_name" />
        <RecordTable.Col source="package_name" />
        <RecordTable.Col source="amount">
          <NumberField source="amount" locales="tr-TR" options={{ minimumFractionDigits: 2 }} />
        </RecordTable.Col>
        <RecordTable.Col source="status">
          <FunctionField render={(record: RaRecord) => translate(`platform.status.${record.status}`)} />
        </RecordTable.Col>
        <RecordTable.Col source="created_at">
          <DateField source="created_at" showTime locales="tr-TR" />
        </RecordTable.Col>
        <RecordTable.Col label={false}>
          <OrderDecisionButtons />
        </RecordTable.Col>
      </RecordTable>
    </List>
  );
}

/** What confirming the order adds to the account at once, in words (credits or licence time). */
function orderGrant(record: RaRecord, translate: ReturnType<typeof useTranslate>) {
  if (record.kind === 'sms') return translate('platform.grant_sms', { credits: record.sms_credits ?? 0 });
  return translate('platform.grant_licence', {
    months: record.month ?? 0,
    apartments: record.apartment_count ?? 0,
  });
}

function OrderDecisionButtons() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<PlatformMethods & ReturnType<typeof useDataProvider>>();
  const notify = useNotify();
  const refresh = useRefresh();
  // Confirming adds credits or licence time at once: the operator checks the transfer in a dialog first.
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  if (record?.status !== 'awaiting_payment') return null;
  const decide = async (decision: 'confirm' | 'cancel') => {
    setBusy(true);
    try {
      const answer = await dataProvider.decideOrder('orders', { id: Number(record.id), decision });
      notify(answer.description, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Button label="platform.confirm" onClick={() => setConfirming(true)} />
      <Button label="platform.cancel" color="error" onClick={() => decide('cancel')} />
      <Confirm
        isOpen={confirming}
        loading={busy}
        title="platform.confirm_title"
        content="platform.confirm_content"
        translateOptions={{
          site: record.assoc_name ?? '',
          package: record.package_name ?? '',
          grant: orderGrant(record, translate),
          amount: new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(
            Number(record.amount ?? 0),
          ),
          reference: record.reference ?? '',
        }}
        confirm="platform.confirm"
        onConfirm={() => void decide('confirm')}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
