import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { Package, PlacedOrder } from '../../dataProvider/custom/orders';
import { useDataQuery, useDataWrite } from '../../dataProvider/useData';
import { useCountFormat } from '../../lib/useCountFormat';
import { OrderPaymentDetails } from '../../resources/orders/OrderPaymentDetails';

/** One package: what it gives, its price, and "Sipariş ver". */
function PackageCard({ pkg, onOrder }: { pkg: Package; onOrder(pkg: Package): void }) {
  const translate = useTranslate();
  const count = useCountFormat();
  return (
    <Card variant="outlined" component="li" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {pkg.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {pkg.kind === 'licence'
            ? translate('app.licence.licence_detail', {
                apartments: count(pkg.apartment_count ?? 0),
                months: pkg.month,
              })
            : translate('app.licence.sms_detail', { credits: count(pkg.sms_credits ?? 0) })}
        </Typography>
        <Typography variant="h6" component="p">
          {formatMoney(pkg.price)}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          onClick={() => onOrder(pkg)}
          aria-label={translate('app.licence.order_named', { name: pkg.name })}
        >
          {translate('app.licence.order')}
        </Button>
      </CardActions>
    </Card>
  );
}

function PackageGroup({
  title,
  items,
  onOrder,
}: {
  title: string;
  items: Package[];
  onOrder(pkg: Package): void;
}) {
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        }}
      >
        {items.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} onOrder={onOrder} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The packages on offer, licences and SMS credits; ordering one (after a confirmation) shows where to transfer
 * the amount and the reference to quote.
 */
export function PackageChooser() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const packages = useDataQuery('packages', undefined).data?.data ?? [];
  const [chosen, setChosen] = useState<Package | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const orderLicence = useDataWrite('orderLicence');
  const orderSms = useDataWrite('orderSms');

  const confirm = async () => {
    if (!chosen) return;
    const outcome =
      chosen.kind === 'licence'
        ? await orderLicence.run({
            package_id: chosen.id,
            apartment_count: chosen.apartment_count,
            month: chosen.month,
          })
        : await orderSms.run({ id: chosen.id });
    setChosen(null);
    if (outcome.answer) {
      setPlaced(outcome.answer.data);
      // The orders table (react-admin's list of the `orders` resource) shows the new order.
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {placed && (
        <Box
          component="section"
          aria-label={translate('app.licence.ordered_title', { reference: placed.reference })}
        >
          <OrderPaymentDetails bank={placed.bank} order={placed} />
        </Box>
      )}
      <PackageGroup
        title={translate('app.licence.licence_packages')}
        items={packages.filter((p) => p.kind === 'licence')}
        onOrder={setChosen}
      />
      <PackageGroup
        title={translate('app.licence.sms_packages')}
        items={packages.filter((p) => p.kind === 'sms')}
        onOrder={setChosen}
      />
      <Confirm
        isOpen={chosen !== null}
        loading={orderLicence.busy || orderSms.busy}
        title={translate('app.licence.confirm_title', { name: chosen?.name ?? '' })}
        content={translate('app.licence.confirm_text', { amount: chosen ? formatMoney(chosen.price) : '' })}
        onConfirm={confirm}
        onClose={() => setChosen(null)}
      />
    </Box>
  );
}
