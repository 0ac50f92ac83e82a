import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatMoney } from '../../../common/money';
import { useDataQuery } from '../../dataProvider/useData';
import { useScopedTranslate } from '../../lib/useScopedTranslate';

const cell = { border: '1px solid #999', padding: '4px 8px', textAlign: 'left' } as const;
const money = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/**
 * A flat's printable statement (hesap ekstresi): GET /apartment/debts?is_print=true (every debt on one page with
 * the association's name, a title and the date), plain black on white, and the browser's print dialog.
 */
export function ApartmentStatement() {
  const translate = useTranslate();
  const t = useScopedTranslate('app.statement');
  const id = Number(useParams().id);
  const statement = useDataQuery('apartmentStatement', { apartment_id: id });
  const printed = useRef(false);
  const rows = statement.data?.Records ?? [];
  const totals = statement.data?.AdditionalData;

  useEffect(() => {
    if (!statement.data || printed.current) return;
    printed.current = true;
    document.title = totals?.title ?? document.title;
    // Let the table paint before the print dialog freezes the page.
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, [statement.data, totals?.title]);

  if (statement.isPending) {
    return (
      <Box sx={{ p: 4 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (!statement.data) {
    return (
      <Alert severity="error" sx={{ m: 4 }}>
        {t('failed')}
      </Alert>
    );
  }
  return (
    <Box
      component="main"
      sx={{
        bgcolor: '#fff',
        color: '#000',
        minHeight: '100vh',
        p: { xs: 2, sm: 4 },
        '@media print': { p: 0 },
        fontSize: 14,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 2, displayPrint: 'none' }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
          {t('print')}
        </Button>
        <Button onClick={() => window.close()}>{translate('ra.action.close')}</Button>
      </Stack>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {totals?.assoc_name}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ mb: 0.5 }}>
        {totals?.title}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('date')}: {totals?.date}
      </Typography>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%' }} aria-label={totals?.title}>
        <thead>
          <tr>
            <Box component="th" sx={cell}>
              {translate('app.payments.due_date')}
            </Box>
            <Box component="th" sx={cell}>
              {translate('app.payments.resident')}
            </Box>
            <Box component="th" sx={cell}>
              {translate('app.payments.type')}
            </Box>
            <Box component="th" sx={cell}>
              {translate('app.payments.description')}
            </Box>
            <Box component="th" sx={money}>
              {translate('app.payments.amount')}
            </Box>
            <Box component="th" sx={money}>
              {translate('app.payments.paid')}
            </Box>
            <Box component="th" sx={money}>
              {translate('app.payments.remaining')}
            </Box>
          </tr>
        </thead>
        <tbody>
          {rows.map((debt) => (
            <tr key={debt.id}>
              <Box component="td" sx={cell}>
                {debt.due_date}
              </Box>
              <Box component="td" sx={cell}>
                {debt.resident_name}
              </Box>
              <Box component="td" sx={cell}>
                {debt.accounting_type}
              </Box>
              <Box component="td" sx={cell}>
                {debt.description}
              </Box>
              <Box component="td" sx={money}>
                {formatMoney(debt.amount)}
              </Box>
              <Box component="td" sx={money}>
                {formatMoney(debt.paid)}
              </Box>
              <Box component="td" sx={money}>
                {formatMoney(debt.remaining)}
              </Box>
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <Box component="td" sx={cell} colSpan={7}>
                {t('no_debts')}
              </Box>
            </tr>
          )}
        </tbody>
        {totals && (
          <tfoot>
            <tr>
              <Box component="td" sx={{ ...cell, fontWeight: 700 }} colSpan={4}>
                {translate('app.payments.total')}
              </Box>
              <Box component="td" sx={{ ...money, fontWeight: 700 }}>
                {formatMoney(totals.amount)}
              </Box>
              <Box component="td" sx={{ ...money, fontWeight: 700 }}>
                {formatMoney(totals.paid)}
              </Box>
              <Box component="td" sx={{ ...money, fontWeight: 700 }}>
                {formatMoney(totals.remaining)}
              </Box>
            </tr>
          </tfoot>
        )}
      </Box>
    </Box>
  );
}
