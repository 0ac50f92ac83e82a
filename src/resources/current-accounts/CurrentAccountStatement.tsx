import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Stack,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Confirm, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { normalizeDmy, parseDmy } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import type { StatementRow } from '../../dataProvider/custom/accounting';
import { useAppDataProvider, useDataWrite } from '../../dataProvider/useData';
import { downloadXlsx } from '../../lib/excelExport';
import { PagedTable, usePagedQuery } from '../../lib/PagedTable';
import { PdfTabButton } from '../../lib/PdfTabButton';
import { printStyles } from '../../lib/printStyles';
import { HiddenLabelCell } from '../../lib/TableParts';
import { useSupplierChoices } from '../../money/LedgerParts';
import {
  changes,
  type InvoiceOpen,
  readWholeStatement,
  StatementTotalsBar,
  SupplierInvoiceDialog,
  text,
} from './StatementParts';

/** A day of the date filter as typed, once it reads as a date ("1.5.2026" too). */
const validDay = (typed: string) => typed !== '' && parseDmy(normalizeDmy(typed)) !== null;

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
  const args = { current_account_id: supplierId, ...filter };
  const statement = usePagedQuery('supplierStatement', args, 25);
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
      const { rows, totals } = await readWholeStatement(dataProvider, args);
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
  // "Yazdır" puts the whole statement on paper: when it has more lines than the page on screen, every line is
  // read first and shown in place of the page while printing, then the page on screen comes back.
  const [printed, setPrinted] = useState<Awaited<ReturnType<typeof readWholeStatement>> | null>(null);
  const [gathering, setGathering] = useState(false);
  const print = async () => {
    if (statement.pager.total <= statement.rows.length) {
      window.print();
      return;
    }
    setGathering(true);
    try {
      setPrinted(await readWholeStatement(dataProvider, args));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setGathering(false);
    }
  };
  useEffect(() => {
    if (!printed) return;
    window.addEventListener('afterprint', () => setPrinted(null), { once: true });
    window.print();
  }, [printed]);
  const rows = printed?.rows ?? statement.rows;
  const totals = printed ? printed.totals : statement.totals;
  const period =
    filter.start_date || filter.end_date ? `${filter.start_date ?? '…'} – ${filter.end_date ?? '…'}` : '';

  return (
    <Box sx={{ mt: 2 }}>
      {printStyles}
      {/* The app bar says only what the page is: a long supplier name there would wrap over the page at 390 px;
          the card's heading carries the whole name. */}
      <Title title={translate(text('page_title'))} />
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
              <Button
                startIcon={<PrintIcon />}
                disabled={statement.rows.length === 0 || gathering || printed !== null}
                onClick={() => void print()}
              >
                {translate(text('print'))}
              </Button>
              <Button startIcon={<DownloadIcon />} onClick={() => void exportExcel()}>
                {translate(text('excel'))}
              </Button>
              <PdfTabButton
                icon={<PictureAsPdfIcon />}
                load={(provider) => provider.supplierStatementPdf(args)}
              >
                {translate(text('pdf'))}
              </PdfTabButton>
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
          {period && <Typography sx={{ display: 'none', displayPrint: 'block' }}>{period}</Typography>}
          {totals && <StatementTotalsBar totals={totals} />}
          <PagedTable
            list={statement}
            label={title}
            columns={9}
            cards
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
                <HiddenLabelCell sx={{ displayPrint: 'none' }}>{translate(text('actions'))}</HiddenLabelCell>
              </>
            }
          >
            {rows.map((row) => {
              const name = `${row.date} ${row.document_no ?? ''}`.trim();
              const label = (column: string) => ({ 'data-label': translate(text(column)) });
              return (
                <TableRow key={`${row.kind}-${row.id}`}>
                  <TableCell className="card-title">{row.date}</TableCell>
                  <TableCell {...label('kind')}>{translate(text(`kind_${row.kind}`))}</TableCell>
                  <TableCell {...label('document_no')}>{row.document_no}</TableCell>
                  <TableCell className="card-wide" {...label('description')}>
                    {row.description}
                  </TableCell>
                  <TableCell {...label('account')}>{row.account}</TableCell>
                  <TableCell align="right" {...label('debit')}>
                    {money(row.debit)}
                  </TableCell>
                  <TableCell align="right" {...label('credit')}>
                    {money(row.credit)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 500 }} {...label('balance')}>
                    {formatMoney(row.balance)}
                  </TableCell>
                  <TableCell
                    className="card-end"
                    align="right"
                    sx={{ whiteSpace: 'nowrap', displayPrint: 'none' }}
                  >
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
