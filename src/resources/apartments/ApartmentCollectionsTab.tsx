import { Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { Apartment } from '../../dataProvider/custom/property';
import { PagedTable, usePagedQuery } from '../../lib/PagedTable';
import { HiddenLabelCell } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { ReceiptButton } from '../../money/ReceiptButton';
import { UndoCollectionButton } from '../../money/UndoCollectionButton';

/**
 * "Tahsilatlar": the payments of the flat's debts, newest first (GET /apartment/debt/payments), with receipts; a
 * collection can be undone from its row (issue 26).
 */
export function ApartmentCollectionsTab({ apartment }: { apartment: Apartment }) {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'accounting', action: 'list' });
  if (isPending) return null;
  if (!canAccess)
    return <Typography color="text.secondary">{translate('app.payments.not_allowed')}</Typography>;
  return <ApartmentCollections apartment={apartment} />;
}

function ApartmentCollections({ apartment }: { apartment: Apartment }) {
  const translate = useTranslate();
  const t = useScopedTranslate('app.payments');
  const payments = usePagedQuery('apartmentPayments', { apartment_id: apartment.id }, 25);
  const { rows } = payments;
  const total = payments.totals?.amount;
  return (
    <Stack spacing={2}>
      <PagedTable
        list={payments}
        label={translate('app.apartments.tabs.collections')}
        head={
          <>
            <TableCell>{t('date')}</TableCell>
            <TableCell>{t('resident')}</TableCell>
            <TableCell>{t('debt')}</TableCell>
            <TableCell>{t('cash_account')}</TableCell>
            <TableCell>{t('description')}</TableCell>
            <TableCell align="right">{t('amount')}</TableCell>
            <HiddenLabelCell>{t('actions')}</HiddenLabelCell>
          </>
        }
        columns={7}
        emptyText={t('no_payments')}
        cards
        totals={
          total !== undefined && (
            <>
              <TableCell colSpan={5}>{t('total')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(total)}
              </TableCell>
              <TableCell />
            </>
          )
        }
      >
        {rows.map((payment) => (
          <TableRow key={payment.id}>
            <TableCell className="card-title" sx={{ whiteSpace: 'nowrap' }}>
              {payment.date}
            </TableCell>
            <TableCell data-label={t('resident')}>{payment.resident_name}</TableCell>
            <TableCell className="card-wide" data-label={t('debt')}>
              {payment.debt_description} ({payment.debt_due_date})
            </TableCell>
            <TableCell data-label={t('cash_account')}>
              {payment.source === 'advance' ? (
                <Chip size="small" variant="outlined" label={t('from_advance')} />
              ) : (
                (payment.account ?? '')
              )}
            </TableCell>
            <TableCell className="card-wide" data-label={t('description')}>
              {payment.description ?? ''}
            </TableCell>
            <TableCell align="right" data-label={t('amount')} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
              {formatMoney(payment.amount)}
            </TableCell>
            <TableCell align="right" className="card-end" sx={{ whiteSpace: 'nowrap' }}>
              {payment.receipt_id && (
                <ReceiptButton receiptId={payment.receipt_id} number={payment.receipt_number} />
              )}
              {payment.receipt_id && payment.source === 'collection' && (
                <UndoCollectionButton receiptId={payment.receipt_id} number={payment.receipt_number} />
              )}
            </TableCell>
          </TableRow>
        ))}
      </PagedTable>
    </Stack>
  );
}
