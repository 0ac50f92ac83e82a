import SmsIcon from '@mui/icons-material/Sms';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useDataQuery, useDataWrite } from '../../dataProvider/useData';

/**
 * "Makbuzu SMS ile gönder" after a collection, offered only when the account sends payment messages
 * (settings.send_payment_message) to a user who may send SMS; the server's description is the toast. Sent once: the button then rests.
 */
export function ReceiptSmsButton({ receiptId }: { receiptId: number }) {
  const translate = useTranslate();
  // A user who may not read the settings simply does not get the offer.
  const settings = useDataQuery('accountSettings', undefined, { silent: true }).data?.data;
  const { canAccess: maySend } = useCanAccess({ resource: 'sms-campaigns', action: 'send' });
  const sending = useDataWrite('sendReceiptSms');
  const [sent, setSent] = useState(false);
  if (!settings?.send_payment_message || !maySend) return null;
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<SmsIcon />}
      disabled={sending.busy || sent}
      onClick={async () => {
        if ((await sending.run({ receipt_id: receiptId })).answer) setSent(true);
      }}
    >
      {translate(sent ? 'app.collection.receipt_sms_sent' : 'app.collection.receipt_sms')}
    </Button>
  );
}
