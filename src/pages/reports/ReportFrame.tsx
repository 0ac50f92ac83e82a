import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { MESSAGES } from '../../../common/messages';
import { formatMoney } from '../../../common/money';
import type { ReportFilters, ReportRow } from '../../dataProvider/custom/reports';
import { useAppDataProvider } from '../../dataProvider/useData';
import { usePagedQuery } from '../../lib/PagedTable';
import { Pager } from '../../lib/Pager';
import { phoneCards } from '../../lib/phoneCards';
import { printStyles } from '../../lib/printStyles';
import { EmptyRow, tableScroll } from '../../lib/TableParts';
import { useCountFormat } from '../../lib/useCountFormat';
import { type FilterDraft, filtersOf, ReportFilterForm } from './ReportFilterForm';
import type { ReportDefinition } from './reportDefinitions';
import { allReportRows, cellText, downloadReportPdf, exportReportXlsx } from './reportExport';

/**
 * The most rows "Yazdır" puts on paper: every row of a report up to this is read (500 a call) and printed; a longer
 * one is not printed at all, and the page says so and offers the PDF (docs/decisions.md, issue 26).
 */
export const PRINT_LIMIT = 5000;

/**
 * One report on screen: its filters, one page of rows, the totals of every matching row (AdditionalData), and
 * print, Excel and PDF exports of the whole report. Empty: "Listelenecek veri bulunamadı!" before any filter,
 * "Veri Bulunamadı!" when the filters match nothing.
 */
export function ReportFrame({
  definition,
  initial,
  above,
}: {
  definition: ReportDefinition;
  initial: FilterDraft;
  /** What a report shows between its filters and its rows, for the filters applied (the budget's editor). */
  above?: (applied: FilterDraft) => ReactNode;
}) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(initial);
  const [filtered, setFiltered] = useState(false);
  const ready = !definition.needsAccount || draft.account_id !== '';
  return (
    <Stack spacing={2}>
      {printStyles}
      <ReportFilterForm
        definition={definition}
        initial={initial}
        onApply={(next) => {
          setDraft(next);
          setFiltered(true);
        }}
      />
      {above?.(draft)}
      {ready ? (
        <ReportResults definition={definition} filters={filtersOf(definition, draft)} filtered={filtered} />
      ) : (
        <Alert severity="info">{translate('app.reports.filters.account_required')}</Alert>
      )}
    </Stack>
  );
}

/** The report's rows for the applied filters, its exports, its pager and its totals. */
function ReportResults({
  definition,
  filters,
  filtered,
}: {
  definition: ReportDefinition;
  filters: ReportFilters;
  filtered: boolean;
}) {
  const translate = useTranslate();
  const count = useCountFormat();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const list = usePagedQuery('report', { name: definition.name, ...filters }, 25);
  const { rows, totals, setPage } = list;
  const filterKey = JSON.stringify(filters);
  // New filters start again on the first page.
  useEffect(() => {
    if (filterKey) setPage(1);
  }, [filterKey, setPage]);
  const title = translate(`app.reports.names.${definition.name}`);
  const empty = list.loaded && !list.loading && rows.length === 0;
  const { pager } = list;
  // Printing shows every row of the report: they are read page by page up to the total, shown instead of the page
  // on screen while the paper is printed, then the table shows the user's page again. Above PRINT_LIMIT nothing
  // is printed: a note says so and offers the PDF.
  const [printRows, setPrintRows] = useState<{ rows: ReportRow[]; totals: typeof totals } | null>(null);
  const [tooLong, setTooLong] = useState(false);
  const [gathering, setGathering] = useState(false);
  const print = async () => {
    setTooLong(false);
    if (pager.total <= rows.length) {
      window.print();
      return;
    }
    if (pager.total > PRINT_LIMIT) {
      setTooLong(true);
      return;
    }
    setGathering(true);
    try {
      setPrintRows(await allReportRows(dataProvider, definition, filters));
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setGathering(false);
    }
  };
  useEffect(() => {
    if (!printRows) return;
    window.addEventListener('afterprint', () => setPrintRows(null), { once: true });
    window.print();
  }, [printRows]);
  const shownRows = printRows?.rows ?? rows;
  const shownTotals = printRows ? printRows.totals : totals;
  const printing = printRows !== null || gathering;
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {/* On paper the filters are hidden: the period the report covers is printed instead. */}
      <Typography sx={{ display: 'none', displayPrint: 'block' }}>
        {printedPeriod(filters, translate)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', displayPrint: 'none' }}>
        <Button startIcon={<PrintIcon />} onClick={print} disabled={rows.length === 0 || printing}>
          {translate('app.reports.actions.print')}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          disabled={rows.length === 0 || busy}
          onClick={() => run(() => exportReportXlsx(dataProvider, definition, filters, title, translate))}
        >
          {translate('app.reports.actions.excel')}
        </Button>
        <Button
          startIcon={<PictureAsPdfIcon />}
          disabled={rows.length === 0 || busy}
          onClick={() => run(() => downloadReportPdf(dataProvider, definition.name, filters, title))}
        >
          {translate('app.reports.actions.pdf')}
        </Button>
      </Stack>
      {tooLong && (
        <Alert
          severity="warning"
          onClose={() => setTooLong(false)}
          sx={{ displayPrint: 'none' }}
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<PictureAsPdfIcon />}
              disabled={busy}
              onClick={() => run(() => downloadReportPdf(dataProvider, definition.name, filters, title))}
            >
              {translate('app.reports.actions.pdf')}
            </Button>
          }
        >
          {translate('app.reports.print_too_long', {
            total: count(pager.total),
            limit: count(PRINT_LIMIT),
          })}
        </Alert>
      )}
      {/* Focusable, so a keyboard can scroll a wide report sideways; on a phone each row is a card. */}
      <Box sx={[tableScroll, phoneCards]} tabIndex={0} role="region" aria-label={title}>
        <Table size="small" aria-label={title} aria-busy={list.loading}>
          <TableHead>
            <TableRow>
              {definition.columns.map((column) => (
                <TableCell
                  key={column.source}
                  align={column.kind === 'money' || column.kind === 'side' ? 'right' : 'left'}
                >
                  {translate(`app.reports.columns.${column.source}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {definition.broughtForward && shownTotals && shownRows.length > 0 && (
              <TableRow sx={{ '& td': { fontWeight: 600 } }}>
                <TableCell className="card-title" colSpan={definition.columns.length - 1}>
                  {translate('app.reports.brought_forward')}
                </TableCell>
                <TableCell align="right">
                  {formatMoney(Number(shownTotals[definition.broughtForward] ?? 0))}
                </TableCell>
              </TableRow>
            )}
            {shownRows.map((row) => (
              <TableRow
                key={JSON.stringify(row)}
                sx={row.level === 'group' ? { '& td': { fontWeight: 600 } } : undefined}
              >
                {definition.columns.map((column, index) => (
                  <TableCell
                    key={column.source}
                    align={column.kind === 'money' || column.kind === 'side' ? 'right' : 'left'}
                    {...cardPlace(column.source, index, translate)}
                  >
                    {cellText(column, row as ReportRow, translate)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {empty && (
              <EmptyRow colSpan={definition.columns.length}>
                {filtered ? MESSAGES.noData : MESSAGES.nothingToList}
              </EmptyRow>
            )}
          </TableBody>
        </Table>
      </Box>
      {!printing && (
        <Box sx={{ displayPrint: 'none' }}>
          <Pager {...pager} />
        </Box>
      )}
      {shownTotals && shownRows.length > 0 && (
        <Box component="section" aria-label={translate('app.reports.totals')}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('app.reports.totals')}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.5, m: 0 }}
          >
            {[...(definition.pageTotals ?? []), ...definition.totals].map((key) => (
              <Box key={key} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {translate(`app.reports.total_labels.${key}`)}
                </Box>
                <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600 }}>
                  {formatMoney(Number(shownTotals[key] ?? 0))}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}

/** Where a cell goes in a row's card on a phone: the first column is its title, the description a line of its own. */
function cardPlace(source: string, index: number, translate: ReturnType<typeof useTranslate>) {
  if (index === 0) return { className: 'card-title' };
  return {
    'data-label': translate(`app.reports.columns.${source}`),
    ...(source === 'description' && { className: 'card-wide' }),
  };
}

/** The applied period in words, for the printed page: "01.01.2026 – 25.11.2026", "Yıl: 2026", "Tarih itibarıyla: …". */
function printedPeriod(filters: ReportFilters, translate: ReturnType<typeof useTranslate>): string {
  if (filters.year) return `${translate('app.reports.filters.year')}: ${filters.year}`;
  if (filters.date) return `${translate('app.reports.filters.date')}: ${filters.date}`;
  if (filters.start_date || filters.end_date)
    return `${filters.start_date ?? '…'} – ${filters.end_date ?? '…'}`;
  return '';
}
