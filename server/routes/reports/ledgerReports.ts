import { Type } from 'typebox';
import { reportRoute } from '../../plugins/reportRoutes';
import { type App, Nullable, paging } from '../../schemas/shared/http';
import { dmy, ListWithTotals, Money, money, pageWithTotals } from '../../schemas/shared/money';
import { KIND_TEXT, monthText, periodText, type ReportBodyValues } from '../../schemas/shared/reports';
import {
  accountActivity,
  businessLedger,
  cashBook,
  expenseReport,
  incomeReport,
  MOVEMENT_KINDS,
  type MovementKind,
  transferReport,
} from '../../services/reports/ledgerReports';
import type { PdfContent } from '../../services/reports/reportPdf';

const access = { area: 'reports', action: 'list' } as const;
const Kind = Type.Unsafe<MovementKind>(Type.String({ enum: [...MOVEMENT_KINDS] }));

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
const MovementFields = {
  id: Type.Integer(),
  date: Type.String(),
  account_id: Type.Integer(),
  account: Type.String(),
  kind: Kind,
  description: Nullable(Type.String()),
  /** Who or what is on the other side: the payer, the supplier, the other account of a virman. */
  party: Nullable(Type.String()),
  accounting_type: Nullable(Type.String()),
  receipt_number: Nullable(Type.Integer()),
  money_in: Money,
  money_out: Money,
};
const CashBookRow = Type.Object({ ...MovementFields, balance: Money });
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
const TransferRow = Type.Object({
  id: Type.Integer(),
  date: Type.String(),
  amount: Money,
  description: Nullable(Type.String()),
  from_account_id: Type.Integer(),
  from_account: Type.String(),
  to_account_id: Type.Integer(),
  to_account: Type.String(),
});

type Movement = Awaited<ReturnType<typeof cashBook>>['rows'][number];
const movementJson = (m: Omit<Movement, 'balance' | 'running'>) => ({
  id: m.id,
  date: dmy(m.date),
  account_id: m.cashAccountId,
  account: m.account,
  kind: m.kind as MovementKind,
  description: m.description,
  party: m.party,
  accounting_type: m.typeName,
  receipt_number: m.receiptNumber,
  money_in: money(m.amount > 0n ? m.amount : 0n),
  money_out: money(m.amount < 0n ? -m.amount : 0n),
});
const movementCells = (m: Omit<Movement, 'balance' | 'running'>) => [
  dmy(m.date),
  m.account,
  KIND_TEXT[m.kind] ?? m.kind,
  [m.typeName, m.party, m.description].filter(Boolean).join(' · '),
  m.amount > 0n ? m.amount : null,
  m.amount < 0n ? -m.amount : null,
];

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

/** The reports of the cash accounts' ledger (issue 9): income, expense, cash book, business ledger, activities, virman. */
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
    path: '/pay/exp/report',
    access,
    description:
      'Kasa defteri: every live movement of `account_id` (with its sub-accounts) or of every account, in ' +
      'date order, with the balance after each; opening = opening balances + every movement before start_date.',
    answer: ListWithTotals(
      CashBookRow,
      Type.Object({
        opening: Money,
        money_in: Money,
        money_out: Money,
        closing: Money,
        /** The balance before this page's first row (devreden). */
        page_opening: Money,
      }),
    ),
    run: cashBook,
    pdf: {
      file: 'kasa-defteri',
      content: (book, body) => ({
        title: 'Kasa Defteri',
        subtitle: periodText(body),
        columns: [
          { label: 'Tarih', width: 2 },
          { label: 'Hesap', width: 2 },
          { label: 'İşlem', width: 2 },
          { label: 'Açıklama', width: 6 },
          { label: 'Giren', width: 2 },
          { label: 'Çıkan', width: 2 },
          { label: 'Bakiye', width: 2 },
        ],
        rows: [
          [null, null, null, 'Devreden bakiye', null, null, book.opening],
          ...book.rows.map((m) => [...movementCells(m), m.balance]),
        ],
        totals: [
          ['Devreden bakiye', book.opening],
          ['Giren', book.moneyIn],
          ['Çıkan', book.moneyOut],
          ['Kapanış bakiyesi', book.closing],
        ],
      }),
    },
    json: (book, body) =>
      pageWithTotals(
        book.rows.map((m) => ({ ...movementJson(m), balance: money(m.balance) })),
        book.total,
        paging(body),
        {
          opening: money(book.opening),
          money_in: money(book.moneyIn),
          money_out: money(book.moneyOut),
          closing: money(book.closing),
          page_opening: money(book.pageOpening),
        },
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

  reportRoute(app, {
    path: '/account/activity/report',
    access,
    description:
      'Hesap hareketleri: every live movement of one account (`account_id` required, with its sub-accounts), ' +
      'of every kind or of `kind`, in date order, with the payer, supplier or other account of each.',
    extra: { kind: Type.Optional(Nullable(Kind)) },
    answer: ListWithTotals(
      Type.Object(MovementFields),
      Type.Object({ money_in: Money, money_out: Money, net: Money }),
    ),
    run: (exec, accountId, filters, page, body) =>
      accountActivity(exec, accountId, filters, body.kind ?? null, page),
    pdf: {
      file: 'hesap-hareketleri',
      content: (activity, body) => ({
        title: 'Hesap Hareketleri',
        subtitle: `${periodText(body)}${activity.rows[0] ? ` · ${activity.rows[0].account}` : ''}`,
        columns: [
          { label: 'Tarih', width: 2 },
          { label: 'Hesap', width: 2 },
          { label: 'İşlem', width: 2 },
          { label: 'Açıklama', width: 7 },
          { label: 'Giren', width: 2 },
          { label: 'Çıkan', width: 2 },
        ],
        rows: activity.rows.map(movementCells),
        totals: [
          ['Giren', activity.moneyIn],
          ['Çıkan', activity.moneyOut],
          ['Net', activity.moneyIn - activity.moneyOut],
        ],
      }),
    },
    json: (activity, body) =>
      pageWithTotals(activity.rows.map(movementJson), activity.total, paging(body), {
        money_in: money(activity.moneyIn),
        money_out: money(activity.moneyOut),
        net: money(activity.moneyIn - activity.moneyOut),
      }),
  });

  reportRoute(app, {
    path: '/virman/report',
    access,
    description: 'Virman kayıtları: every live transfer, filtered by date and by an account on either side.',
    answer: ListWithTotals(TransferRow, Type.Object({ amount: Money })),
    run: transferReport,
    pdf: {
      file: 'virman-kayitlari',
      content: (report, body) => ({
        title: 'Virman Kayıtları',
        subtitle: periodText(body),
        columns: [
          { label: 'Tarih', width: 2 },
          { label: 'Çıkan hesap', width: 3 },
          { label: 'Giren hesap', width: 3 },
          { label: 'Açıklama', width: 5 },
          { label: 'Tutar', width: 2 },
        ],
        rows: report.rows.map((t) => [dmy(t.date), t.fromAccount, t.toAccount, t.description, t.amount]),
        totals: [['Toplam', report.amount]],
      }),
    },
    json: (report, body) =>
      pageWithTotals(
        report.rows.map((t) => ({
          id: t.id,
          date: dmy(t.date),
          amount: money(t.amount),
          description: t.description,
          from_account_id: t.fromAccountId,
          from_account: t.fromAccount,
          to_account_id: t.toAccountId,
          to_account: t.toAccount,
        })),
        report.total,
        paging(body),
        { amount: money(report.amount) },
      ),
  });
}
