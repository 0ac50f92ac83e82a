/**
 * The reconciliation of a bank account with its statements (docs/bank.md, "API"): the books' and the bank's
 * balance day by day, the first day they part, and what only one side has; also as an Excel file and a PDF.
 */
import ExcelJS from 'exceljs';
import { isoToDmy } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import type { Executor } from '../../db';
import { reconcile } from '../../domain/bank/reconciliation';
import { bankReconciliationRepository as repo } from '../../repositories/accounting/bankReconciliation';
import { cashAccountFor } from '../money/cashAccount';
import { accountReportPdf } from '../reports/reportPdf';

export type Reconciliation = ReturnType<typeof reconcile>;

export interface ReconciliationRequest {
  cashAccountId: number;
  /** ISO days, start ≤ end. */
  startDate: string;
  endDate: string;
}

/** Reads the account's books and bank lines of the period and reconciles them. */
export async function reconciliationOf(exec: Executor, accountId: number, request: ReconciliationRequest) {
  const cash = await cashAccountFor(exec, accountId, request.cashAccountId, { orTheOnlyOne: false });
  const { startDate, endDate } = request;
  const before = await repo.movementsBefore(exec, accountId, cash.id, startDate);
  const movements = await repo.movements(exec, accountId, cash.id, startDate, endDate);
  const lines = await repo.lines(exec, accountId, cash.id, startDate, endDate);
  const bankBefore = await repo.bankBalanceBefore(exec, accountId, cash.id, startDate);
  const result = reconcile({
    startDate,
    endDate,
    // The movements before the period are summed in SQL; the period's own come as rows.
    openingBalance: cash.openingBalance + before,
    bankBalanceBefore: bankBefore ?? openingFromLines(lines) ?? cash.openingBalance + before,
    movements: movements.map((movement) => ({ ...movement, description: movement.description ?? '' })),
    lines,
  });
  return { cash, result };
}

/** Without a line before the period, the bank's balance before it is the first stated balance taken back. */
function openingFromLines(lines: { amount: bigint; balanceAfter: bigint | null }[]): bigint | null {
  let sum = 0n;
  for (const line of lines) {
    sum += line.amount;
    if (line.balanceAfter !== null) return line.balanceAfter - sum;
  }
  return null;
}

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
      ['Yalnız defterde olan kayıt', String(result.bookOnly.length)],
      ['Yalnız bankada olan hareket', String(result.bankOnly.length)],
    ],
  });
}
