import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { normalizeDmy } from '../../../common/date';
import type { CashAccount } from '../../dataProvider/custom/moneyAnswers';
import { DmyField, isUsableDmy } from '../../lib/DmyField';
import { useScopedTranslate } from '../../lib/useScopedTranslate';
import { periodInOrder } from './reconciliationFigures';

/** What the form holds while the user types. */
export interface ReconciliationDraft {
  account_id: string;
  start_date: string;
  end_date: string;
}

/** The bank account and the period; "Göster" applies them once both dates are real and in order. */
export function ReconciliationFilters({
  banks,
  initial,
  onApply,
}: {
  banks: CashAccount[];
  initial: ReconciliationDraft;
  onApply(draft: ReconciliationDraft): void;
}) {
  const translate = useTranslate();
  const t = useScopedTranslate('app.bank_reconciliation');
  const [draft, setDraft] = useState(initial);
  const set = (name: keyof ReconciliationDraft) => (value: string) =>
    setDraft((d) => ({ ...d, [name]: value }));
  const start = normalizeDmy(draft.start_date);
  const end = normalizeDmy(draft.end_date);
  const datesReal = isUsableDmy(start) && isUsableDmy(end);
  const reversed = datesReal && !periodInOrder(start, end);
  const field = { size: 'small' as const, sx: { width: { xs: '100%', sm: 200 } } };
  return (
    <Stack
      component="form"
      aria-label={t('filters')}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        if (datesReal && !reversed) onApply({ ...draft, start_date: start, end_date: end });
      }}
    >
      <TextField
        select
        label={t('account')}
        value={draft.account_id}
        onChange={(event) => set('account_id')(event.target.value)}
        {...field}
        sx={{ width: { xs: '100%', sm: 240 } }}
      >
        {banks.map((bank) => (
          <MenuItem key={bank.id} value={String(bank.id)}>
            {bank.name}
          </MenuItem>
        ))}
      </TextField>
      <DmyField
        label={t('start_date')}
        value={draft.start_date}
        onChange={set('start_date')}
        invalidText={translate('app.validation.date')}
        {...field}
      />
      <DmyField
        label={t('end_date')}
        value={draft.end_date}
        onChange={set('end_date')}
        invalidText={translate('app.validation.date')}
        helperText={reversed ? t('end_before_start') : undefined}
        {...field}
      />
      <Button type="submit" variant="contained" disabled={!datesReal || reversed}>
        {t('show')}
      </Button>
    </Stack>
  );
}
