import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { recordsOf, useDataQuery, useDataWrite } from '../../dataProvider/useData';

/** İşletme projesi: the yearly budget of each expense type (GET and PUT /budgets). */
export function BudgetEditor({ year }: { year: number }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.reports.budget.${key}`, options);
  const { canAccess: canEdit } = useCanAccess({ resource: 'accounting', action: 'edit' });
  const budgets = useDataQuery('budgets', { year });
  const saving = useDataWrite('saveBudgets', { invalidates: ['budgets', 'report'] });
  const lines = recordsOf(budgets.data);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  // The fields show what the server holds: the first read, then each save's reload.
  useEffect(() => {
    setAmounts(
      Object.fromEntries(
        recordsOf(budgets.data).map((line) => [
          line.accounting_type_id,
          String(line.amount).replace('.', ','),
        ]),
      ),
    );
  }, [budgets.data]);

  if (budgets.isLoading) return null;
  if (lines.length === 0) return <Typography color="text.secondary">{t('none')}</Typography>;
  return (
    <Box
      component="form"
      aria-label={t('title', { year })}
      sx={{ displayPrint: 'none' }}
      onSubmit={(event) => {
        event.preventDefault();
        void saving.run({
          year,
          items: lines.map((line) => ({
            accounting_type_id: line.accounting_type_id,
            amount: amounts[line.accounting_type_id] ?? '0',
          })),
        });
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('title', { year })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {lines.map((line, index) => (
          <TextField
            key={line.accounting_type_id}
            size="small"
            sx={{ width: { xs: '100%', sm: 240 } }}
            label={t('amount', { name: line.accounting_type })}
            value={amounts[line.accounting_type_id] ?? ''}
            disabled={!canEdit}
            error={Boolean(saving.errors[`items.${index}.amount`])}
            helperText={saving.errors[`items.${index}.amount`]}
            onChange={(event) => setAmounts((a) => ({ ...a, [line.accounting_type_id]: event.target.value }))}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        ))}
      </Stack>
      {canEdit && (
        <Button
          type="submit"
          variant="contained"
          startIcon={<SaveIcon />}
          sx={{ mt: 2 }}
          disabled={saving.busy}
        >
          {t('save')}
        </Button>
      )}
    </Box>
  );
}
