import { Alert, AlertTitle, Link } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../../common/money';
import { residentReceiptUrl } from '../../dataProvider/custom/residentPage';
import { fill, useResidentPage } from './residentContext';
import { useResidentPayment } from './residentQueries';

/**
 * What became of the card payment the resident comes back from (`?payment=<id>` on the link): received with its
 * receipt, refused with the provider's reason, or still awaited (asked again until the bank answers).
 */
export function PaymentReturn() {
  const { token, texts } = useResidentPage();
  const [params] = useSearchParams();
  const asked = Number(params.get('payment'));
  const paymentId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const payment = useResidentPayment(paymentId);
  if (paymentId === null || payment.isPending) return null;
  if (payment.isError) return <Alert severity="warning">{texts.payment.unknown}</Alert>;
  const { status, amount, failure_reason: failure, receipt } = payment.data.data;
  const words = texts.payment;
  if (status === 'paid')
    return (
      <Alert severity="success" role="status">
        <AlertTitle>{words.paid}</AlertTitle>
        {fill(words.paid_text, { amount: formatMoney(amount) })}
        {receipt && (
          <>
            {' '}
            <Link href={residentReceiptUrl(token, receipt.id)} target="_blank" rel="noopener">
              {fill(words.receipt, { number: receipt.number })} ({texts.receipts.pdf})
            </Link>
          </>
        )}
      </Alert>
    );
  if (status === 'failed')
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>{words.failed}</AlertTitle>
        {failure ? `${failure}. ${words.failed_text}` : words.failed_text}
      </Alert>
    );
  if (status === 'refunded') return <Alert severity="info">{words.refunded}</Alert>;
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{words.pending}</AlertTitle>
      {words.pending_text}
    </Alert>
  );
}
