/** The supplier statement's parts: the totals bar, the invoice dialog and the read of every line (print, Excel). */
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { Form, maxLength, SaveButton, TextInput, useTranslate } from 'react-admin';
import { formatMoney } from '../../../common/money';
import type { AppDataProvider } from '../../dataProvider';
import type { StatementRow, StatementTotals } from '../../dataProvider/custom/accounting';
import { type Invalidation, useDataWrite } from '../../dataProvider/useData';
import { today } from '../../lib/DmyField';
import { useReadOnOpen } from '../../lib/useReadOnOpen';
import { AmountInput, DayInput, ledgerBody } from '../../money/LedgerParts';

export const text = (name: string) => `app.current_accounts.${name}`;

/** The reads a change of an invoice makes out of date: this statement and every supplier's balance. */
export const changes: Invalidation = { invalidates: ['supplierStatement', 'supplierAccounts'] };

/** Which statement: the supplier and the days of the filter (DD.MM.YYYY, either may be absent). */
export interface StatementArgs {
  current_account_id: number;
  start_date?: string;
  end_date?: string;
}

/** Every line of the statement as filtered (not only the page on screen), read 100 at a time, with its totals. */
export async function readWholeStatement(
  dataProvider: AppDataProvider,
  args: StatementArgs,
): Promise<{ rows: StatementRow[]; totals: StatementTotals | undefined }> {
  const rows: StatementRow[] = [];
  let totals: StatementTotals | undefined;
  for (let page = 1; ; page++) {
    const answer = await dataProvider.supplierStatement({ ...args, page, per_page: 100 });
    rows.push(...answer.Records);
    totals = answer.AdditionalData;
    if (answer.Records.length === 0 || rows.length >= answer.TotalRecords) break;
  }
  return { rows, totals };
}

/** What the supplier was invoiced, what was paid and what is still owed: the totals of the whole statement. */
export function StatementTotalsBar({ totals }: { totals: StatementTotals }) {
  const translate = useTranslate();
  const items: [keyof StatementTotals, number][] = [
    ...(totals.opening ? [['opening', totals.opening] as [keyof StatementTotals, number]] : []),
    ['invoiced', totals.invoiced],
    ['paid', totals.paid],
    ['balance', totals.balance],
  ];
  return (
    <Box
      component="section"
      aria-label={translate(text('totals'))}
      sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', py: 1 }}
    >
      {items.map(([name, amount]) => (
        <Box key={name}>
          <Typography variant="caption" color="text.secondary" component="div">
            {translate(text(`total_${name}`))}
          </Typography>
          <Typography variant="h6" component="div" data-testid={`statement-${name}`}>
            {formatMoney(amount)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export type InvoiceOpen = StatementRow | 'new' | null;

/** An invoice received from the supplier: its amount, date, document number and description. */
export function SupplierInvoiceDialog({
  supplierId,
  invoice,
  onClose,
}: {
  supplierId: number;
  invoice: InvoiceOpen;
  onClose(): void;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const saving = useDataWrite('saveSupplierInvoice', changes);
  const current = invoice && invoice !== 'new' ? invoice : null;
  const newRecord = useReadOnOpen(invoice === 'new', () => ({ date: today() }));
  const record = current
    ? {
        amount: current.debit,
        date: current.date,
        document_no: current.document_no,
        description: current.description,
      }
    : newRecord;

  const save = async (values: Record<string, unknown>) => {
    const body = ledgerBody(values, ['amount', 'date', 'document_no', 'description']);
    const outcome = await saving.run({
      ...(body as { amount: number; date: string; document_no: string | null; description: string | null }),
      current_account_id: supplierId,
      ...(current ? { id: current.id } : {}),
    });
    if (outcome.errors) return outcome.errors;
    onClose();
    return undefined;
  };

  return (
    <Dialog open={invoice !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      {invoice !== null && (
        <Form key={current ? current.id : 'new'} record={record} onSubmit={save}>
          <DialogTitle id={titleId}>{translate(text(current ? 'edit_invoice' : 'new_invoice'))}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', pt: '8px !important' }}>
            <AmountInput source="amount" label={text('amount')} autoFocus />
            <DayInput source="date" label={text('date')} isRequired />
            <TextInput source="document_no" label={text('document_no')} validate={maxLength(50)} />
            <TextInput
              source="description"
              label={text('description')}
              multiline
              minRows={2}
              validate={maxLength(500)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton alwaysEnable={current !== null} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
