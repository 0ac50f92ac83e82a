import {
  Alert,
  Box,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { CollectionPreview } from '../../dataProvider/custom/money';
import { tableScroll } from '../../lib/TableParts';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { sumAmounts } from './collectionRequest';

/** How the amount will be spread, in plain Turkish, before anything is saved. */
export function PreviewPanel({
  preview,
  error,
  loading,
  empty,
  apartmentPayer,
}: {
  preview: CollectionPreview | null;
  error: string | null;
  loading: boolean;
  empty: boolean;
  apartmentPayer: boolean;
}) {
  const translate = useTranslate();
  const t = useScopedTranslate('app.collection');
  const paid = preview ? sumAmounts(preview.allocations.map((allocation) => allocation.amount)) : 0;
  return (
    <Box component="section" aria-label={t('preview')} aria-live="polite" aria-busy={loading}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('preview')}
      </Typography>
      {empty ? (
        <Typography color="text.secondary">{t('preview_empty')}</Typography>
      ) : error ? (
        <Alert severity="error">{error}</Alert>
      ) : !preview ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <CircularProgress size={16} color="inherit" />
          <Typography>{t('preview_loading')}</Typography>
        </Stack>
      ) : (
        <Stack spacing={1}>
          {preview.allocations.length > 0 ? (
            <>
              <Typography>
                {t('preview_spread', {
                  amount: formatMoney(paid),
                  smart_count: preview.allocations.length,
                })}
              </Typography>
              <Box sx={tableScroll}>
                <Table size="small" aria-label={t('preview')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('app.payments.due_date')}</TableCell>
                      <TableCell>{translate('app.payments.description')}</TableCell>
                      <TableCell align="right">{translate('app.payments.remaining')}</TableCell>
                      <TableCell align="right">{t('to_pay')}</TableCell>
                      <TableCell align="right">{t('remaining_after')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.allocations.map((allocation) => (
                      <TableRow key={allocation.debt_id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{allocation.due_date}</TableCell>
                        <TableCell>{allocation.description}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(allocation.remaining)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                          {formatMoney(allocation.amount)}
                        </TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {allocation.remaining_after > 0
                            ? formatMoney(allocation.remaining_after)
                            : t('closed')}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            </>
          ) : (
            <Typography>{t('preview_no_debt')}</Typography>
          )}
          {preview.to_advance > 0 && (
            <Alert severity="info">
              {t(apartmentPayer ? 'preview_advance_owner' : 'preview_advance', {
                amount: formatMoney(preview.to_advance),
              })}
            </Alert>
          )}
        </Stack>
      )}
    </Box>
  );
}
