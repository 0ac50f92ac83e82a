import { Type } from 'typebox';
import { reportRoute } from '../../plugins/reportRoutes';
import { type App, Nullable, paging } from '../../schemas/shared/http';
import { dmy, ListWithTotals, Money, money, pageWithTotals } from '../../schemas/shared/money';
import { monthText, periodText, type ReportBodyValues } from '../../schemas/shared/reports';
import { businessLedger, expenseReport, incomeReport } from '../../services/reports/ledgerReports';
import type { PdfContent } from '../../services/reports/reportPdf';

const access = { area: 'reports', action: 'list' } as const;

const IncomeRow = Type.Object({
  accounting_type_id: Type.Integer(),
  accounting_type: Type.String(),
  /** MM.YYYY */
  month: Type.String(),
  income: Money,
  collection: Money,
  total: Money,
});
const ExpenseRow = Type.Object({
  accounting_type_id: Type.Integer(),
  accounting_type: Type.String(),
  current_account_id: Nullable(Type.Integer()),
  current_account: Nullable(Type.String()),
  month: Type.String(),
  count: Type.Integer(),
  amount: Money,
});
const LedgerRow = Type.Object({
  line: Type.Integer(),
  date: Type.String(),
  kind: Type.String(),
  accounting_type: Type.String(),
  description: Nullable(Type.String()),
  party: Nullable(Type.String()),
  document: Nullable(Type.String()),
  income: Money,
  expense: Money,
});

/** The income report's PDF. */
const incomePdf = (report: Awaited<ReturnType<typeof incomeReport>>, body: ReportBodyValues): PdfContent => ({
  title: 'Gelir Raporu',
  subtitle: periodText(body),
  columns: [
    { label: 'Ay', width: 1 },
    { label: 'Gelir türü', width: 3 },
    { label: 'Gelir', width: 2 },
    { label: 'Tahsilat', width: 2 },
    { label: 'Toplam', width: 2 },
  ],
  rows: report.rows.map((r) => [
    monthText(r.month),
    r.typeName,
    r.income,
    r.collection,
    r.income + r.collection,
  ]),
  totals: [
    ['Gelir', report.income],
    ['Tahsilat', report.collection],
    ['Toplam', report.income + report.collection],
  ],
});

/** The business ledger's PDF: every line, each printed page carrying its totals forward. */
const ledgerPdf = (ledger: Awaited<ReturnType<typeof businessLedger>>, year: number): PdfContent => ({
  title: `İşletme Defteri ${year}`,
  subtitle: `01.01.${year} – 31.12.${year}`,
  columns: [
    { label: 'Sıra', width: 1 },
    { label: 'Tarih', width: 2 },
    { label: 'Belge', width: 2 },
    { label: 'Tür', width: 3 },
    { label: 'Açıklama', width: 6 },
    { label: 'Gelir', width: 2 },
    { label: 'Gider', width: 2 },
  ],
  rows: ledger.pages
    .flatMap((p) => p.rows)
    .map((l, index) => [
      index + 1,
      dmy(l.date),
      l.document,
      l.typeName,
      [l.party, l.description].filter(Boolean).join(' · '),
      l.income || null,
      l.expense || null,
    ]),
  totals: [
    ['Gelir', ledger.income],
    ['Gider', ledger.expense],
    ['Fark', ledger.income - ledger.expense],
  ],
  carryForward: true,
});

/** The business ledger's AdditionalData: the shown page's carried totals and the year's. */
function ledgerTotals(
  ledger: Awaited<ReturnType<typeof businessLedger>>,
  shown: Awaited<ReturnType<typeof businessLedger>>['pages'][number],
  year: number,
) {
  return {
    year,
    page_count: ledger.pageCount,
    brought_forward_income: money(shown.broughtForward.income),
    brought_forward_expense: money(shown.broughtForward.expense),
    page_income: money(shown.pageTotal.income),
    page_expense: money(shown.pageTotal.expense),
    carried_forward_income: money(shown.carriedForward.income),
    carried_forward_expense: money(shown.carriedForward.expense),
    income: money(ledger.income),
    expense: money(ledger.expense),
    net: money(ledger.income - ledger.expense),
  };
}

/** The reports of the cash accounts' ledger (issue 9): income, expense and the business ledger. */
export default async function ledgerReportRoutes(app: App) {
  reportRoute(app, {
    path: '/payment/report',
    access,
    description:
      'Gelir raporu: incomes and collections (live payments, under the type each was entered with) per ' +
      'accounting type and month. `building_id` keeps the collections of its flats only. ?format=pdf: every row as a PDF.',
    answer: ListWithTotals(IncomeRow, Type.Object({ income: Money, collection: Money, total: Money })),
    run: incomeReport,
    pdf: { file: 'gelir-raporu', content: incomePdf },
    json: (report, body) =>
      pageWithTotals(
        report.rows.map((r) => ({
          accounting_type_id: r.typeId,
          accounting_type: r.typeName,
          month: monthText(r.month),
          income: money(r.income),
          collection: money(r.collection),
          total: money(r.income + r.collection),
        })),
        report.total,
        paging(body),
        {
          income: money(report.income),
          collection: money(report.collection),
          total: money(report.income + report.collection),
        },
      ),
  });

  reportRoute(app, {
    path: '/expense/report',
    access,
    description: 'Gider raporu: expenses per accounting type, supplier (current account) and month.',
    answer: ListWithTotals(ExpenseRow, Type.Object({ amount: Money })),
    run: expenseReport,
    pdf: {
      file: 'gider-raporu',
      content: (report, body) => ({
        title: 'Gider Raporu',
        subtitle: periodText(body),
        columns: [
          { label: 'Ay', width: 1 },
          { label: 'Gider türü', width: 3 },
          { label: 'Cari hesap', width: 3 },
          { label: 'Adet', width: 1 },
          { label: 'Tutar', width: 2 },
        ],
        rows: report.rows.map((r) => [monthText(r.month), r.typeName, r.supplier, r.count, r.amount]),
        totals: [['Toplam gider', report.amount]],
      }),
    },
    json: (report, body) =>
      pageWithTotals(
        report.rows.map((r) => ({
          accounting_type_id: r.typeId,
          accounting_type: r.typeName,
          current_account_id: r.supplierId,
          current_account: r.supplier,
          month: monthText(r.month),
          count: r.count,
          amount: money(r.amount),
        })),
        report.total,
        paging(body),
        { amount: money(report.amount) },
      ),
  });

  reportRoute(app, {
    path: '/ledger/report',
    access,
    description:
      'İşletme defteri: the year’s incomes, collections and expenses in date order on numbered pages of ' +
      '`per_page` lines; each page carries forward the totals of the pages before it.',
    extra: { year: Type.Integer({ minimum: 2000, maximum: 2100 }) },
    answer: ListWithTotals(
      LedgerRow,
      Type.Object({
        year: Type.Integer(),
        page_count: Type.Integer(),
        brought_forward_income: Money,
        brought_forward_expense: Money,
        page_income: Money,
        page_expense: Money,
        carried_forward_income: Money,
        carried_forward_expense: Money,
        income: Money,
        expense: Money,
        net: Money,
      }),
    ),
    // Numbered pages of `per_page` lines: the screen reads the page asked for (or the last), the PDF every page.
    run: (exec, accountId, filters, page, body) => {
      const asked = paging(body);
      return businessLedger(
        exec,
        accountId,
        body.year,
        filters,
        asked.perPage,
        page === null ? null : asked.page,
      );
    },
    pdf: {
      file: (body) => `isletme-defteri-${body.year}`,
      content: (ledger, body) => ledgerPdf(ledger, body.year),
    },
    json: (ledger, body) => {
      const { perPage } = paging(body);
      const shown = ledger.pages[0]!;
      const first = (shown.number - 1) * perPage;
      const records = shown.rows.map((l, index) => ({
        line: first + index + 1,
        date: dmy(l.date),
        kind: l.kind,
        accounting_type: l.typeName,
        description: l.description,
        party: l.party,
        document: l.document,
        income: money(l.income),
        expense: money(l.expense),
      }));
      return pageWithTotals(
        records,
        ledger.lineCount,
        { page: shown.number, perPage },
        ledgerTotals(ledger, shown, body.year),
      );
    },
  });
}
