import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  Confirm,
  Form,
  maxLength,
  SaveButton,
  TextInput,
  Title,
  useCanAccess,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { normalizeDmy, parseDmy } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import type { StatementRow, StatementTotals } from '../../dataProvider/custom/accounting';
import { type Invalidation, useAppDataProvider, useDataWrite } from '../../dataProvider/useData';
import { today } from '../../lib/DmyField';
import { downloadXlsx } from '../../lib/excelExport';
import { PagedTable, usePagedQuery } from '../../lib/PagedTable';
import { HiddenLabelCell } from '../../lib/TableParts';
import { AmountInput, DayInput, ledgerBody, useSupplierChoices } from '../../money/LedgerParts';

const text = (name: string) => `app.current_accounts.${name}`;

/** A day of the date filter as typed, once it reads as a date ("1.5.2026" too). */
const validDay = (typed: string) => typed !== '' && parseDmy(normalizeDmy(typed)) !== null;

/** The reads a change of an invoice makes out of date: this statement and every supplier's balance. */
const changes: Invalidation = { invalidates: ['supplierStatement', 'supplierAccounts'] };

/** What the supplier was invoiced, what was paid and what is still owed: the totals of the whole statement. */
function StatementTotalsBar({ totals }: { totals: StatementTotals }) {
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

type InvoiceOpen = StatementRow | 'new' | null;

/** An invoice received from the supplier: its amount, date, document number and description. */
function SupplierInvoiceDialog({
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
  const record = current
    ? {
        amount: current.debit,
        date: current.date,
        document_no: current.document_no,
        description: current.description,
      }
    : { date: today() };

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

/**
 * A supplier's statement (cari hesap ekstresi): its invoices and the expenses that paid it in date order, each
 * with what is still owed after it, and the totals of the whole statement. Invoices are entered, changed and
 * deleted here; payments are expenses, changed on the expenses screen.
 */
export function CurrentAccountStatement() {
  const translate = useTranslate();
  const supplierId = Number(useParams().id);
  const supplier = useSupplierChoices().find((choice) => choice.id === supplierId);
  const [days, setDays] = useState({ start: '', end: '' });
  const filter = {
    ...(validDay(days.start) && { start_date: normalizeDmy(days.start) }),
    ...(validDay(days.end) && { end_date: normalizeDmy(days.end) }),
  };
  const statement = usePagedQuery('supplierStatement', { current_account_id: supplierId, ...filter }, 25);
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const [open, setOpen] = useState<InvoiceOpen>(null);
  const [deleting, setDeleting] = useState<StatementRow | null>(null);
  const removal = useDataWrite('deleteSupplierInvoice', changes);
  const { canAccess: canAdd } = useCanAccess({ resource: 'accounting', action: 'create' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'accounting', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'accounting', action: 'delete' });
  const title = translate(text('statement_title'), { name: supplier?.name ?? '' });

  const remove = async () => {
    if (!deleting) return;
    await removal.run({ id: deleting.id });
    setDeleting(null);
  };

  const money = (amount: number) => (amount ? formatMoney(amount) : '');

  /** Every line of the statement as filtered (not only the page on screen), with its totals, as an .xlsx. */
  const exportExcel = async () => {
    try {
      const rows: StatementRow[] = [];
      let totals: StatementTotals | undefined;
      for (let page = 1; ; page++) {
        const answer = await dataProvider.supplierStatement({
          current_account_id: supplierId,
          ...filter,
          page,
          per_page: 100,
        });
        rows.push(...answer.Records);
        totals = answer.AdditionalData;
        if (answer.Records.length === 0 || rows.length >= answer.TotalRecords) break;
      }
      const head = ['date', 'kind', 'document_no', 'description', 'account', 'debit', 'credit', 'balance'];
      await downloadXlsx(
        [
          [title],
          head.map((name) => translate(text(name))),
          ...rows.map((row) => [
            row.date,
            translate(text(`kind_${row.kind}`)),
            row.document_no,
            row.description,
            row.account,
            row.debit,
            row.credit,
            row.balance,
          ]),
          ...(totals
            ? (['opening', 'invoiced', 'paid', 'balance'] as const).map((name) => [
                translate(text(`total_${name}`)),
                totals[name],
              ])
            : []),
        ],
        title,
        translate(text('statement')),
      );
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography variant="h6" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', displayPrint: 'none' }}>
              <Button startIcon={<DownloadIcon />} onClick={() => void exportExcel()}>
                {translate(text('excel'))}
              </Button>
              <Button component={Link} to="/current-accounts" startIcon={<ArrowBackIcon />}>
                {translate(text('back'))}
              </Button>
              {canAdd && (
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen('new')}>
                  {translate(text('new_invoice'))}
                </Button>
              )}
            </Stack>
          </Stack>
          <Stack direction="row" spacing={2} sx={{ mt: 2, displayPrint: 'none' }}>
            {(['start', 'end'] as const).map((end) => (
              <TextField
                key={end}
                size="small"
                label={translate(text(`${end}_date`))}
                placeholder="GG.AA.YYYY"
                value={days[end]}
                error={days[end] !== '' && !validDay(days[end])}
                onChange={(event) => setDays({ ...days, [end]: event.target.value })}
                onBlur={() => setDays({ ...days, [end]: normalizeDmy(days[end]) })}
              />
            ))}
          </Stack>
          {statement.totals && <StatementTotalsBar totals={statement.totals} />}
          <PagedTable
            list={statement}
            label={title}
            columns={9}
            emptyText={translate('app.current_accounts.empty')}
            head={
              <>
                <TableCell>{translate(text('date'))}</TableCell>
                <TableCell>{translate(text('kind'))}</TableCell>
                <TableCell>{translate(text('document_no'))}</TableCell>
                <TableCell>{translate(text('description'))}</TableCell>
                <TableCell>{translate(text('account'))}</TableCell>
                <TableCell align="right">{translate(text('debit'))}</TableCell>
                <TableCell align="right">{translate(text('credit'))}</TableCell>
                <TableCell align="right">{translate(text('balance'))}</TableCell>
                <HiddenLabelCell>{translate(text('actions'))}</HiddenLabelCell>
              </>
            }
          >
            {statement.rows.map((row) => {
              const name = `${row.date} ${row.document_no ?? ''}`.trim();
              return (
                <TableRow key={`${row.kind}-${row.id}`}>
                  <TableCell>{row.date}</TableCell>
                  <TableCell>{translate(text(`kind_${row.kind}`))}</TableCell>
                  <TableCell>{row.document_no}</TableCell>
                  <TableCell>{row.description}</TableCell>
                  <TableCell>{row.account}</TableCell>
                  <TableCell align="right">{money(row.debit)}</TableCell>
                  <TableCell align="right">{money(row.credit)}</TableCell>
                  <TableCell align="right">{formatMoney(row.balance)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {row.kind === 'invoice' && !row.expense_id && canEdit && (
                      <IconButton
                        size="small"
                        aria-label={translate(text('edit_named'), { name })}
                        onClick={() => setOpen(row)}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    )}
                    {row.kind === 'invoice' && !row.expense_id && canDelete && (
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={translate(text('delete_named'), { name })}
                        onClick={() => setDeleting(row)}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </PagedTable>
        </CardContent>
      </Card>
      <SupplierInvoiceDialog supplierId={supplierId} invoice={open} onClose={() => setOpen(null)} />
      <Confirm
        isOpen={deleting !== null}
        loading={removal.busy}
        title={text('delete_title')}
        content={text('delete_confirm')}
        translateOptions={{ name: deleting ? `${deleting.date} ${formatMoney(deleting.debit)}` : '' }}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}
