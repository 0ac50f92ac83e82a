import { Confirm, useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { OnlinePaymentRow } from '../../dataProvider/custom/onlinePayments';
import { useDataWrite } from '../../dataProvider/useData';

/**
 * Asks before a card payment goes back: who gets what back, through which provider, and that the collection,
 * its receipt and the debts it paid are undone. The server refunds through the provider, then reverses.
 */
export function RefundDialog({ payment, onClose }: { payment: OnlinePaymentRow | null; onClose(): void }) {
  const translate = useTranslate();
  const refund = useDataWrite('refundOnlinePayment', { invalidates: ['onlinePayments'] });
  const confirm = async () => {
    if (!payment) return;
    if ((await refund.run({ id: payment.id })).answer) onClose();
  };
  return (
    <Confirm
      isOpen={payment !== null}
      loading={refund.busy}
      title="app.online_payments.refund_title"
      content="app.online_payments.refund_confirm"
      confirm="app.online_payments.refund"
      confirmColor="warning"
      translateOptions={{
        name: payment?.resident_name ?? '',
        flat: payment?.flats ?? '',
        amount: payment ? formatMoney(payment.amount) : '',
        provider: payment ? translate(`app.online_payments.providers.${payment.provider}`) : '',
      }}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
