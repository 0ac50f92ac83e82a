import { useTranslate } from 'react-admin';
import type { Order } from '../../dataProvider/custom/orders';
import { PdfTabButton } from '../../lib/PdfTabButton';

/** "Makbuz": a paid order's receipt PDF in a new tab. */
export function OrderReceiptButton({ order }: { order: Order }) {
  const translate = useTranslate();
  return (
    <PdfTabButton
      size="small"
      aria-label={translate('app.orders.open_receipt_of', { reference: order.reference })}
      load={(dataProvider) => dataProvider.orderReceiptFile({ orderId: order.id })}
    >
      {translate('app.orders.open_receipt')}
    </PdfTabButton>
  );
}
