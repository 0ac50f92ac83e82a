import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button, FormHelperText, Stack } from '@mui/material';
import { type ChangeEvent, useCallback } from 'react';
import { type RaRecord, useInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../dataProvider/useData';
import { INVOICE_TYPES, invoiceProblem } from './ExpenseInvoice';

/**
 * The invoice file of a new expense, chosen in its dialog: it is uploaded once the expense exists (it needs the
 * expense's id). An existing expense's file is changed from its row.
 */
export function ExpenseInvoiceInput() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const { field } = useInput({ source: 'invoice_file', defaultValue: null });
  if (record?.id !== undefined) return null;
  const file = field.value as File | null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const problem = await invoiceProblem(chosen);
    if (problem) return notify(problem, { type: 'error' });
    field.onChange(chosen);
  };

  return (
    <Stack sx={{ mb: 2 }}>
      <Button
        component="label"
        variant="outlined"
        startIcon={<AttachFileIcon />}
        sx={{ alignSelf: 'start', textTransform: 'none' }}
      >
        {translate(file ? 'app.expenses.invoice_chosen' : 'app.expenses.invoice_choose', {
          name: file?.name ?? '',
        })}
        <input
          type="file"
          hidden
          accept={INVOICE_TYPES.join(',')}
          onChange={choose}
          aria-label={translate('app.expenses.invoice_upload')}
        />
      </Button>
      <FormHelperText>{translate('app.expenses.invoice_hint')}</FormHelperText>
    </Stack>
  );
}

/** After a new expense is saved, its chosen invoice file goes up; a refusal is told but the expense stays. */
export function useUploadChosenInvoice() {
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  return useCallback(
    async (saved: RaRecord, values: Record<string, unknown>) => {
      const file = values.invoice_file;
      if (!(file instanceof File)) return;
      try {
        const answer = await dataProvider.uploadExpenseInvoice({ id: Number(saved.id), file });
        notify(answer.description, { type: 'success' });
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      }
    },
    [dataProvider, notify],
  );
}
