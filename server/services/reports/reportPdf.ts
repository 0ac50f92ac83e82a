/**
 * A report as a PDF (A4 landscape): the association, the title and the filters, one table with a fixed number of
 * one-line rows per page, the totals, and "Sayfa n / N" on every page. With `carryForward` each page opens with
 * what the pages before it summed (devreden) and closes with the running total (nakli yekûn), as a printed
 * işletme defteri does. Text is set in DejaVu Sans (every Turkish letter and ₺); see receiptPdf.ts for why.
 */
import { formatMoney } from '../../../common/money';
import type { Executor } from '../../db';
import { accountsRepository } from '../../repositories/session/accounts';
import { startPdf } from '../shared/pdfDocument';

/** A cell: text, a kuruş amount (bigint, printed as ₺ and summed when carrying forward), or nothing. */
export type PdfCell = string | number | bigint | null;

export interface ReportPdf {
  assocName: string;
  title: string;
  /** The filters in words, e.g. "01.01.2026 – 31.12.2026 · Kasa". */
  subtitle: string;
  columns: { label: string; width: number }[];
  rows: PdfCell[][];
  totals: [string, PdfCell][];
  carryForward?: boolean;
  /** Stamped as the document's creation date. */
  created: Date;
}

const MARGIN = 32;
const PAGE = { width: 842, height: 595 };
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const ROW_HEIGHT = 15;
const HEADER_HEIGHT = 70;
const FOOTER_HEIGHT = 24;
/** The column header, two lines of carried totals and the rows fit between the page's header and footer. */
export const ROWS_PER_PAGE =
  Math.floor((PAGE.height - 2 * MARGIN - HEADER_HEIGHT - FOOTER_HEIGHT) / ROW_HEIGHT) - 3;

const text = (cell: PdfCell) =>
  cell === null ? '' : typeof cell === 'bigint' ? formatMoney(cell) : String(cell);

export async function renderReportPdf(report: ReportPdf): Promise<Buffer> {
  const { doc, finished } = await startPdf({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    title: report.title,
    author: report.assocName,
    created: report.created,
    fonts: { regular: 'R', bold: 'B' },
  });

  const weight = report.columns.reduce((sum, column) => sum + column.width, 0);
  const widths = report.columns.map((column) => (column.width / weight) * CONTENT_WIDTH);
  const xs = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((a, b) => a + b, 0));
  const tablePages = Math.max(1, Math.ceil(report.rows.length / ROWS_PER_PAGE));
  const lastRows = report.rows.length - (tablePages - 1) * ROWS_PER_PAGE;
  const totalsRows = Math.ceil((report.totals.length * 13 + 6) / ROW_HEIGHT);
  // The totals get a page of their own when the last page of rows leaves no room for them.
  const pageCount = ROWS_PER_PAGE - lastRows + 1 < totalsRows ? tablePages + 1 : tablePages;
  const carried: bigint[] = report.columns.map(() => 0n);

  // A column of numbers is right-aligned, its header included, so the header stands over its figures.
  const numericColumns = report.columns.map((_, index) =>
    report.rows.some((row) => typeof row[index] === 'bigint' || typeof row[index] === 'number'),
  );
  const line = (cells: PdfCell[], y: number, font: 'R' | 'B', header = false) => {
    doc.font(font).fontSize(8).fillColor('black');
    cells.forEach((cell, index) => {
      const numeric = header ? numericColumns[index] : typeof cell === 'bigint' || typeof cell === 'number';
      doc.text(text(cell), xs[index]! + 2, y + 4, {
        width: widths[index]! - 4,
        align: numeric ? 'right' : 'left',
        // One line per row: a long text ends in "…" within its cell.
        height: ROW_HEIGHT - 4,
        ellipsis: true,
      });
    });
  };
  const moneyColumns = report.columns.map((_, index) =>
    report.rows.some((row) => typeof row[index] === 'bigint'),
  );
  /** The carried sums under their columns, the label across the columns before the first of them. */
  const carryLine = (label: string, y: number) => {
    const firstMoney = Math.max(1, moneyColumns.indexOf(true));
    doc.font('B').fontSize(8).fillColor('black');
    doc.text(label, MARGIN + 2, y + 4, {
      width: xs[firstMoney]! - MARGIN - 4,
      lineBreak: false,
      ellipsis: true,
    });
    line(
      report.columns.map((_, index) => (moneyColumns[index] ? carried[index]! : null)),
      y,
      'B',
    );
  };

  for (let number = 1; number <= pageCount; number++) {
    if (number > 1) doc.addPage();
    const tablePage = number <= tablePages;
    doc.font('B').fontSize(14).text(report.title, MARGIN, MARGIN, { width: CONTENT_WIDTH });
    doc.font('R').fontSize(9).text(report.assocName, { width: CONTENT_WIDTH });
    doc.text(report.subtitle, { width: CONTENT_WIDTH });
    let y = MARGIN + HEADER_HEIGHT;
    if (tablePage) y = tableOf(number, y);
    if (number === pageCount) {
      y += 6;
      doc.font('B').fontSize(9);
      for (const [label, value] of report.totals) {
        doc.text(`${label}: ${text(value)}`, MARGIN, y, { width: CONTENT_WIDTH, align: 'right' });
        y += 13;
      }
    }
    doc
      .font('R')
      .fontSize(8)
      .text(`Sayfa ${number} / ${pageCount}`, MARGIN, PAGE.height - MARGIN - 14, {
        width: CONTENT_WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return finished;

  /** The column header, the page's rows and the carried totals; answers where the table ends. */
  function tableOf(number: number, top: number): number {
    let y = top;
    line(
      report.columns.map((column) => column.label),
      y,
      'B',
      true,
    );
    y += ROW_HEIGHT;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + CONTENT_WIDTH, y)
      .lineWidth(0.5)
      .stroke();
    if (report.carryForward && number > 1) {
      carryLine('Önceki sayfadan devreden', y);
      y += ROW_HEIGHT;
    }
    for (const row of report.rows.slice((number - 1) * ROWS_PER_PAGE, number * ROWS_PER_PAGE)) {
      line(row, y, 'R');
      row.forEach((cell, index) => {
        if (typeof cell === 'bigint') carried[index]! += cell;
      });
      y += ROW_HEIGHT;
    }
    if (report.carryForward) {
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + CONTENT_WIDTH, y)
        .stroke();
      carryLine(number < tablePages ? 'Sonraki sayfaya devreden' : 'Genel toplam', y);
      y += ROW_HEIGHT;
    }
    return y;
  }
}

/** What a report route gives: everything but the association's name and the date. */
export type PdfContent = Omit<ReportPdf, 'assocName' | 'created'>;

/** The report of the caller's account as a PDF, under the association's name. */
export async function accountReportPdf(
  exec: Executor,
  accountId: number,
  report: PdfContent,
): Promise<Buffer> {
  const account = await accountsRepository.find(exec, accountId);
  return renderReportPdf({ ...report, assocName: account?.assocName ?? '', created: new Date() });
}
