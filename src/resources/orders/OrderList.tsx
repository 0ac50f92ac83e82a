import { Box, Button, Typography } from '@mui/material';
import { List, type ListProps, useListContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { BankDetails, Order } from '../../dataProvider/custom/orders';
import { instantText } from '../../lib/instantText';
import { RecordTable } from '../../lib/RecordTable';
import { MoneyCol } from '../../money/MoneyCol';
import { OrderPaymentDetails } from './OrderPaymentDetails';
import { OrderReceiptButton } from './OrderReceiptButton';
import { OrderStatusChip } from './OrderStatusChip';

/**
 * The orders' table: date, package, amount, reference, status, and the receipt of a paid one. On the licence page
 * (`embedded`) the packages are right above it, so the empty text points there.
 */
function OrderTable({ embedded }: { embedded: boolean }) {
  const translate = useTranslate();
  return (
    <RecordTable
      bulkActionButtons={false}
      rowClick={false}
      empty={
        <Typography sx={{ p: 2 }}>
          {translate(embedded ? 'app.orders.none_here' : 'app.orders.none')}
        </Typography>
      }
    >
      <RecordTable.Col source="reference" disableSort />
      <RecordTable.Col
        source="created_at"
        disableSort
        render={(order: Order) => instantText(order.created_at).slice(0, 10)}
      />
      <RecordTable.Col source="package_name" disableSort />
      <MoneyCol source="amount" />
      <RecordTable.Col
        source="status"
        disableSort
        render={(order: Order) => <OrderStatusChip status={order.status} />}
      />
      <RecordTable.Col
        label={false}
        render={(order: Order) => (order.status === 'paid' ? <OrderReceiptButton order={order} /> : null)}
      />
    </RecordTable>
  );
}

/** The transfer details the list answered with (the server's configuration), under the table. */
function OrderListBankDetails() {
  const { meta } = useListContext();
  const bank = meta as BankDetails | undefined;
  return bank?.iban ? (
    <Box sx={{ mt: 2 }}>
      <OrderPaymentDetails bank={bank} />
    </Box>
  ) : null;
}

/**
 * The account's orders with their status; embedded in the licence page (`embedded`: no title, the page's own
 * address untouched, and open to the licence-only token of an ended licence's owner).
 */
export function OrderList({ embedded = false, ...props }: { embedded?: boolean } & Partial<ListProps>) {
  const translate = useTranslate();
  return (
    <List
      resource="orders"
      actions={
        embedded ? (
          false
        ) : (
          <Button component={RouterLink} to="/licence" sx={{ alignSelf: 'center' }}>
            {translate('app.orders.to_licence')}
          </Button>
        )
      }
      empty={false}
      exporter={false}
      perPage={10}
      {...(embedded && { title: false, disableSyncWithLocation: true, disableAuthentication: true })}
      {...props}
    >
      <OrderTable embedded={embedded} />
      <OrderListBankDetails />
    </List>
  );
}
