import type { ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PdfTabButton } from '../lib/PdfTabButton';

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
  return (
    <PdfTabButton
      size={size}
      variant={variant}
      aria-label={
        number ? translate('app.payments.open_receipt_number', { number: String(number) }) : undefined
      }
      load={(dataProvider) => dataProvider.receiptFile({ receiptId })}
    >
      {translate('app.payments.open_receipt')}
    </PdfTabButton>
  );
}
