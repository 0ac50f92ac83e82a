import { Box, Stack, TableCell, TextField, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import { phoneText } from '../../../common/phone';
import { usePagedQuery } from '../../lib/PagedTable';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { SelectableTable } from './SelectableTable';
import { type AudienceState, minAmountOf, overdueDaysOf } from './smsRequest';
import { useSettled } from './useSettled';

type State = AudienceState['debtors'];

/** The debt as the list sends it ("1.250,00 TL") in the app's money format (₺1.250,00). */
function debtText(debt: string): string {
  const amount = minAmountOf(debt.replace(/\s*TL$/, ''));
  return amount === null ? debt : formatMoney(amount);
}

/** Borçlular: residents with open debt (GET /debt/sms), narrowed by a minimum amount and days overdue. */
export function DebtorAudience({ value, onChange }: { value: State; onChange(value: State): void }) {
  const translate = useTranslate();
  const t = useScopedTranslate('app.sms_compose');
  const minAmount = useSettled(minAmountOf(value.min_amount));
  const overdueDays = useSettled(overdueDaysOf(value.overdue_days));
  const list = usePagedQuery('smsDebtors', { min_amount: minAmount, overdue_days: overdueDays });
  const { setPage } = list;
  useEffect(() => {
    void minAmount;
    void overdueDays;
    setPage(1);
  }, [minAmount, overdueDays, setPage]);
  const amountInvalid = value.min_amount.trim() !== '' && minAmountOf(value.min_amount) === null;
  const daysInvalid = value.overdue_days.trim() !== '' && overdueDaysOf(value.overdue_days) === null;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={t('min_amount')}
          value={value.min_amount}
          onChange={(event) => onChange({ ...value, min_amount: event.target.value })}
          error={amountInvalid}
          helperText={amountInvalid ? translate('app.validation.decimal') : t('min_amount_hint')}
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
        <TextField
          label={t('overdue_days')}
          value={value.overdue_days}
          onChange={(event) => onChange({ ...value, overdue_days: event.target.value })}
          error={daysInvalid}
          helperText={daysInvalid ? translate('app.validation.integer') : t('overdue_days_hint')}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
      </Stack>
      <SelectableTable
        list={list}
        total={list.pager.total}
        label={t('tabs.debtors')}
        emptyText={t('no_debtors')}
        selection={value.selection}
        onSelection={(selection) => onChange({ ...value, selection })}
        idOf={(row) => row.resident_id}
        nameOf={(row) => row.name}
        head={[
          <TableCell key="name">{t('name')}</TableCell>,
          <TableCell key="phone">{t('phone')}</TableCell>,
          <TableCell key="flats">{t('flats')}</TableCell>,
          <TableCell key="debt" align="right">
            {t('debt')}
          </TableCell>,
          <TableCell key="due">{t('oldest_due_date')}</TableCell>,
          <TableCell key="overdue" align="right">
            {t('overdue')}
          </TableCell>,
        ]}
        cells={(row) => (
          <>
            <TableCell className="card-title">{row.name}</TableCell>
            <TableCell data-label={t('phone')}>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {row.phone ? phoneText(row.phone) : t('no_phone')}
              </Box>
              {row.sms_opt_out && (
                <Typography variant="body2" color="text.secondary">
                  {t('opted_out')}
                </Typography>
              )}
            </TableCell>
            <TableCell data-label={t('flats')}>{row.apartments}</TableCell>
            <TableCell data-label={t('debt')} align="right" sx={{ whiteSpace: 'nowrap' }}>
              {debtText(row.debt)}
            </TableCell>
            <TableCell data-label={t('oldest_due_date')}>{row.oldest_due_date}</TableCell>
            <TableCell data-label={t('overdue')} align="right">
              {row.overdue_days}
            </TableCell>
          </>
        )}
      />
    </Stack>
  );
}
