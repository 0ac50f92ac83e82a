import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderStatus } from '../../dataProvider/custom/orders';

const COLOURS = { awaiting_payment: 'warning', paid: 'success', cancelled: 'default' } as const;

/** An order's status in words and colour: awaiting payment, paid, cancelled. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant="outlined"
      label={translate(`app.orders.status.${status}`)}
    />
  );
}
