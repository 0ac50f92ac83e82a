/**
 * The reconciliation of a bank account with its statements (docs/bank.md, "API"): the books' and the bank's
 * balance day by day, the first day they part, and what only one side has; also as an Excel file and a PDF.
 */
import ExcelJS from 'exceljs';
import { isoToDmy } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import type { Executor } from '../../db';
import { bankOpeningOf, reconcile } from '../../domain/bank/reconciliation';
import {
  type ListPage,
  bankReconciliationRepository as repo,
} from '../../repositories/accounting/bankReconciliation';
import { cashAccountFor } from '../money/cashAccount';
import { accountReportPdf } from '../reports/reportPdf';

export interface ReconciliationRequest {
  cashAccountId: number;
  /** ISO days, start ≤ end. */
  startDate: string;
  endDate: string;
}

/** Which rows of the two lists to answer; `limit` null answers them all (the files). */
export interface ReconciliationPages {
  bookOnly: ListPage;
  bankOnly: ListPage;
}

const EVERYTHING: ReconciliationPages = {
  bookOnly: { offset: 0, limit: null },
  bankOnly: { offset: 0, limit: null },
};

/**
 * The account's books and bank lines of the period reconciled day by day, with a page of each list and how many
 * rows each list has in all.
 */
export async function reconciliationOf(
  exec: Executor,
  accountId: number,
  request: ReconciliationRequest,
  pages: ReconciliationPages = EVERYTHING,
) {
  const cash = await cashAccountFor(exec, accountId, request.cashAccountId, { orTheOnlyOne: false });
  const scope = { accountId, cashAccountId: cash.id, from: request.startDate, to: request.endDate };
  // Independent reads, side by side on the pool's connections.
  const [book, bank, bankBefore, bookOnly, madeByLines, bankOnly] = await Promise.all([
    repo.bookDays(exec, scope),
    repo.bankDays(exec, scope),
    repo.bankBalanceBefore(exec, accountId, cash.id, request.startDate),
    repo.bookOnly(exec, scope, pages.bookOnly),
    repo.madeByLines(exec, scope),
    repo.bankOnly(exec, scope, pages.bankOnly),
  ]);
  const openingBalance = cash.openingBalance + book.before;
  const { days, firstDifferenceDate } = reconcile({
    startDate: request.startDate,
    endDate: request.endDate,
    openingBalance,
    bookDays: book.days,
    bankBalanceBefore: bankBefore ?? bankOpeningOf(bank.days) ?? openingBalance,
    bankDays: bank.days,
  });
  const result = {
    days,
    firstDifferenceDate,
    bookOnly,
    bookOnlyTotal: book.count - madeByLines,
    bankOnly,
    bankOnlyTotal: bank.unposted,
  };
  return { cash, result };
}

export type Reconciliation = Awaited<ReturnType<typeof reconciliationOf>>['result'];

const dmy = (iso: string) => isoToDmy(iso) ?? iso;

const STATUS: Record<string, string> = {
  suggested: 'Önerili',
  unmatched: 'Eşleşmemiş',
  posted: 'İşlenmiş',
  ignored: 'Yok sayılmış',
};

/** The period in words, for both files' heading. */
const subtitleOf = (name: string, request: ReconciliationRequest) =>
  `${name} · ${dmy(request.startDate)} – ${dmy(request.endDate)}`;

/** The reconciliation as an Excel workbook: the days, then what only the books or only the bank has. */
export async function reconciliationXlsx(
  exec: Executor,
  accountId: number,
  request: ReconciliationRequest,
): Promise<Buffer> {
  const { cash, result } = await reconciliationOf(exec, accountId, request);
  const book = new ExcelJS.Workbook();
  const days = book.addWorksheet('Günler');
  days.addRow(['Banka mutabakatı', subtitleOf(cash.name, request)]);
  days.addRow(['Tarih', 'Defter bakiyesi', 'Banka bakiyesi', 'Fark']);
  for (const d of result.days) {
    days.addRow([
      dmy(d.date),
      formatMoney(d.bookBalance),
      formatMoney(d.bankBalance),
      formatMoney(d.difference),
    ]);
  }
  days.addRow([]);
  days.addRow([
    'İlk fark olan gün',
    result.firstDifferenceDate ? dmy(result.firstDifferenceDate) : 'Fark yok',
  ]);
  const bookOnly = book.addWorksheet('Yalnız defterde');
  bookOnly.addRow(['Tarih', 'Tutar', 'Açıklama']);
  for (const m of result.bookOnly) bookOnly.addRow([dmy(m.date), formatMoney(m.amount), m.description ?? '']);
  const bankOnly = book.addWorksheet('Yalnız bankada');
  bankOnly.addRow(['Valör', 'Tutar', 'Açıklama', 'Durum']);
  for (const l of result.bankOnly) {
    bankOnly.addRow([dmy(l.valueDate), formatMoney(l.amount), l.description, STATUS[l.status] ?? l.status]);
  }
  for (const sheet of [days, bookOnly, bankOnly]) {
    sheet.getRow(sheet === days ? 2 : 1).font = { bold: true };
    sheet.columns.forEach((column) => {
      column.width = 22;
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The reconciliation as a PDF: one row per day, the first day they part and the count of unposted lines. */
export async function reconciliationPdf(
  exec: Executor,
  accountId: number,
  request: ReconciliationRequest,
): Promise<Buffer> {
  const { cash, result } = await reconciliationOf(exec, accountId, request);
  return accountReportPdf(exec, accountId, {
    title: 'Banka mutabakatı',
    subtitle: subtitleOf(cash.name, request),
    columns: [
      { label: 'Tarih', width: 2 },
      { label: 'Defter bakiyesi', width: 3 },
      { label: 'Banka bakiyesi', width: 3 },
      { label: 'Fark', width: 3 },
    ],
    rows: result.days.map((d) => [dmy(d.date), d.bookBalance, d.bankBalance, d.difference]),
    totals: [
      ['İlk fark olan gün', result.firstDifferenceDate ? dmy(result.firstDifferenceDate) : 'Fark yok'],
      ['Yalnız defterde olan kayıt', String(result.bookOnlyTotal)],
      ['Yalnız bankada olan hareket', String(result.bankOnlyTotal)],
    ],
  });
}
