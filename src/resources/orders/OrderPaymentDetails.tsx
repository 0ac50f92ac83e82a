import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatIban } from '../../../common/iban';
import { formatMoney } from '../../../common/money';
import type { BankDetails } from '../../dataProvider/custom/orders';

/**
 * Where and how to pay: the bank, IBAN and holder from the server's configuration, and, for one order, the amount
 * and the reference to write in the transfer's description.
 */
export function OrderPaymentDetails({
  bank,
  order,
}: {
  bank: BankDetails;
  order?: { amount: number; reference: string };
}) {
  const translate = useTranslate();
  const row = (label: string, value: string) => (
    <Typography component="div" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Typography component="span" color="text.secondary">
        {label}:
      </Typography>
      <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Typography>
  );
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-payment-title">
      <CardContent sx={{ display: 'grid', gap: 0.75 }}>
        <Typography id="order-payment-title" variant="h6" component="h2">
          {translate('app.orders.bank_title')}
        </Typography>
        <Typography variant="body2">{translate('app.orders.bank_intro')}</Typography>
        {row(translate('app.orders.bank_name'), bank.bank_name)}
        {row(translate('app.orders.iban'), formatIban(bank.iban))}
        {row(translate('app.orders.holder'), bank.holder)}
        {order && row(translate('app.orders.amount'), formatMoney(order.amount))}
        {order && row(translate('app.orders.reference'), order.reference)}
      </CardContent>
    </Card>
  );
}
