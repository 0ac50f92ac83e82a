import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { Order } from '../../dataProvider/custom/orders';
import { useAppDataProvider } from '../../dataProvider/useData';
import { openPdfInTab } from '../../money/openReceipt';

/** "Makbuz": a paid order's receipt PDF in a new tab. */
export function OrderReceiptButton({ order }: { order: Order }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size="small"
      startIcon={<ReceiptLongIcon />}
      disabled={busy}
      aria-label={translate('app.orders.open_receipt_of', { reference: order.reference })}
      onClick={() => {
        setBusy(true);
        openPdfInTab(() => dataProvider.orderReceiptFile({ orderId: order.id }))
          .catch((error: Error) => notify(error.message, { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      {translate('app.orders.open_receipt')}
    </Button>
  );
}
