import {
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';

import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import { tableScroll } from '../../lib/DebtTable';
import type { ListWithTotals, PaymentRow } from '../../lib/moneyApi';
import { Pager } from '../../lib/Pager';
import { ReceiptButton } from '../../lib/ReceiptButton';
import { type Apartment, visuallyHidden } from './shared';
import { useApiGet } from './useApiGet';

/** "Tahsilatlar": the payments of the flat's debts, newest first (GET /apartment/debt/payments), with receipts. */
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
  const t = (key: string) => translate(`app.payments.${key}`);
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(25);
  const payments = useApiGet<ListWithTotals<PaymentRow, { amount: number }>>('/apartment/debt/payments', {
    apartment_id: apartment.id,
    page,
    per_page: perPage,
  });
  const rows = payments.data?.Records ?? [];
  const total = payments.data?.AdditionalData?.amount;
  return (
    <Stack spacing={2}>
      <Box sx={tableScroll}>
        <Table
          size="small"
          aria-label={translate('app.apartments.tabs.collections')}
          aria-busy={payments.loading}
        >
          <TableHead>
            <TableRow>
              <TableCell>{t('date')}</TableCell>
              <TableCell>{t('resident')}</TableCell>
              <TableCell>{t('debt')}</TableCell>
              <TableCell>{t('cash_account')}</TableCell>
              <TableCell>{t('description')}</TableCell>
              <TableCell align="right">{t('amount')}</TableCell>
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {t('actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((payment) => (
              <TableRow key={payment.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.date}</TableCell>
                <TableCell>{payment.resident_name}</TableCell>
                <TableCell>
                  {payment.debt_description} ({payment.debt_due_date})
                </TableCell>
                <TableCell>
                  {payment.source === 'advance' ? (
                    <Chip size="small" variant="outlined" label={t('from_advance')} />
                  ) : (
                    (payment.account ?? '')
                  )}
                </TableCell>
                <TableCell>{payment.description ?? ''}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                  {formatMoney(payment.amount)}
                </TableCell>
                <TableCell align="right">
                  {payment.receipt_id && (
                    <ReceiptButton receiptId={payment.receipt_id} number={payment.receipt_number} />
                  )}
                </TableCell>
              </TableRow>
            ))}
            {!payments.loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography color="text.secondary">{t('no_payments')}</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          {total !== undefined && rows.length > 0 && (
            <TableFooter>
              <TableRow sx={{ '& td': { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } }}>
                <TableCell colSpan={5}>{t('total')}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(total)}
                </TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </Box>
      <Pager
        page={page}
        perPage={perPage}
        total={payments.data?.TotalRecords ?? 0}
        onPage={setPage}
        onPerPage={setPerPage}
      />
    </Stack>
  );
}
