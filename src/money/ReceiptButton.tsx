import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../dataProvider/useData';
import { openReceipt } from './openReceipt';

/** "Makbuzu aç": the receipt's PDF in a new tab (fetched with the session's token). */
export function ReceiptButton({
  receiptId,
  number,
  size = 'small',
  variant = 'text',
}: {
  receiptId: number;
  /** The receipt's number, named to screen readers when several buttons share a table. */
  number?: number | null;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [busy, setBusy] = useState(false);
  const label = translate('app.payments.open_receipt');
  return (
    <Button
      size={size}
      variant={variant}
      startIcon={<ReceiptLongIcon />}
      disabled={busy}
      aria-label={
        number ? translate('app.payments.open_receipt_number', { number: String(number) }) : undefined
      }
      onClick={(event) => {
        event.stopPropagation();
        setBusy(true);
        openReceipt(dataProvider, receiptId)
          .catch((error: Error) => notify(error.message, { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      {label}
    </Button>
  );
}
