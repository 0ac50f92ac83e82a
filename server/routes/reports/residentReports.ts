import { Type } from 'typebox';
import { phoneText } from '../../../common/phone';
import { dateOrToday } from '../../fields';
import { reportRoute } from '../../plugins/reportRoutes';
import { type App, DmyInput, Nullable, paging } from '../../schemas/shared/http';
import { dmy, ListWithTotals, Money, money, pageWithTotals } from '../../schemas/shared/money';
import { pageOf, periodText, type ReportBodyValues } from '../../schemas/shared/reports';
import { advanceReport, balanceReport, debtorReport } from '../../services/reports/ledgerReports';
import type { PdfContent } from '../../services/reports/reportPdf';

const access = { area: 'reports', action: 'list' } as const;

const AdvanceRow = Type.Object({
  resident_id: Type.Integer(),
  resident: Type.String(),
  phone: Nullable(Type.String()),
  deposited: Money,
  used: Money,
  withdrawn: Money,
  balance: Money,
});
const AdvanceTotals = Type.Object({ deposited: Money, used: Money, withdrawn: Money, balance: Money });
const BalanceRow = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  parent_id: Nullable(Type.Integer()),
  /** account: one cash account; group: a parent together with its sub-accounts. */
  level: Type.Union([Type.Literal('account'), Type.Literal('group')]),
  opening: Money,
  money_in: Money,
  money_out: Money,
  closing: Money,
});
const BalanceTotals = Type.Object({
  opening: Money,
  money_in: Money,
  money_out: Money,
  closing: Money,
  debt: Money,
  paid: Money,
  open: Money,
  advances: Money,
});
const DebtorRow = Type.Object({
  apartment_id: Type.Integer(),
  building: Type.String(),
  identifier: Type.String(),
  resident_id: Type.Integer(),
  resident: Type.String(),
  phone: Nullable(Type.String()),
  oldest_due_date: Type.String(),
  days_0_30: Money,
  days_31_60: Money,
  days_61_90: Money,
  days_over_90: Money,
  open: Money,
});
const DebtorTotals = Type.Object({
  date: Type.String(),
  days_0_30: Money,
  days_31_60: Money,
  days_61_90: Money,
  days_over_90: Money,
  open: Money,
});
/** The advance report's PDF. */
const advancePdf = (
  report: Awaited<ReturnType<typeof advanceReport>>,
  body: ReportBodyValues,
): PdfContent => ({
  title: 'Avans Raporu',
  subtitle: periodText(body),
  columns: [
    { label: 'Sakin', width: 4 },
    { label: 'Telefon', width: 2 },
    { label: 'Yatan', width: 2 },
    { label: 'Borca kullanılan', width: 2 },
    { label: 'İade', width: 2 },
    { label: 'Bakiye', width: 2 },
  ],
  rows: report.rows.map((r) => [r.name, phoneText(r.phone), r.deposited, r.used, r.withdrawn, r.balance]),
  totals: [
    ['Yatan', report.deposited],
    ['Borca kullanılan', report.used],
    ['İade', report.withdrawn],
    ['Avans bakiyesi', report.balance],
  ],
});

/** The balance report's PDF: each account, sub-accounts indented, group totals, and the residents' side. */
const balancePdf = (
  report: Awaited<ReturnType<typeof balanceReport>>,
  body: ReportBodyValues,
): PdfContent => ({
  title: 'Bakiye Raporu',
  subtitle: periodText(body),
  columns: [
    { label: 'Hesap', width: 4 },
    { label: 'Açılış', width: 2 },
    { label: 'Giren', width: 2 },
    { label: 'Çıkan', width: 2 },
    { label: 'Kapanış', width: 2 },
  ],
  rows: report.lines.map((l) => [
    l.level === 'group' ? `${l.name} toplamı` : l.parentId ? `   ${l.name}` : l.name,
    l.opening,
    l.moneyIn,
    l.moneyOut,
    l.closing,
  ]),
  totals: [
    ['Hesaplar toplamı (kapanış)', report.closing],
    ['Sakin borçları', report.residents.debt],
    ['Tahsil edilen', report.residents.paid],
    ['Açık borç', report.residents.open],
    ['Avans bakiyeleri', report.residents.advances],
  ],
});

/** The debtors' PDF, as of a date. */
const debtorPdf = (report: Awaited<ReturnType<typeof debtorReport>>, asOf: string): PdfContent => ({
  title: 'Borçlular (Yaşlandırma)',
  subtitle: `${dmy(asOf)} itibarıyla`,
  columns: [
    { label: 'Daire', width: 3 },
    { label: 'Sakin', width: 3 },
    { label: 'Telefon', width: 2 },
    { label: 'En eski vade', width: 2 },
    { label: '0–30 gün', width: 2 },
    { label: '31–60 gün', width: 2 },
    { label: '61–90 gün', width: 2 },
    { label: '90+ gün', width: 2 },
    { label: 'Toplam', width: 2 },
  ],
  rows: report.rows.map((d) => [
    `${d.building} ${d.identifier}`,
    d.name,
    phoneText(d.phone),
    dmy(d.oldest),
    d.d30,
    d.d60,
    d.d90,
    d.over90,
    d.open,
  ]),
  totals: [['Toplam açık borç', report.open]],
});

/** The residents' side of the reports (issue 9): advances, the balance, debtors with ageing (the budget: budgets.ts). */
export default async function residentReportRoutes(app: App) {
  reportRoute(app, {
    path: '/advance/payment/report',
    access,
    description:
      'Avans raporu: per resident, what came into the advance in the range (deposits, collection surpluses, ' +
      'deleted debts’ payments), what it paid, what was paid back, and the balance at end_date.',
    answer: ListWithTotals(AdvanceRow, AdvanceTotals),
    run: advanceReport,
    pdf: { file: 'avans-raporu', content: advancePdf },
    json: (report, body) =>
      pageWithTotals(
        report.rows.map((r) => ({
          resident_id: r.residentId,
          resident: r.name,
          phone: r.phone,
          deposited: money(r.deposited),
          used: money(r.used),
          withdrawn: money(r.withdrawn),
          balance: money(r.balance),
        })),
        report.total,
        paging(body),
        {
          deposited: money(report.deposited),
          used: money(report.used),
          withdrawn: money(report.withdrawn),
          balance: money(report.balance),
        },
      ),
  });

  reportRoute(app, {
    path: '/balance/report',
    access,
    description:
      'Bakiye raporu: each cash account’s opening, money in, money out and closing for the range; a parent is ' +
      'followed by its sub-accounts and a `group` line with their sum; the totals are the sum of the ' +
      'accounts. The residents’ side as of end_date: debts due, paid on them, open, advance balances.',
    answer: ListWithTotals(BalanceRow, BalanceTotals),
    // A line per cash account: computed whole, paged below.
    run: balanceReport,
    pdf: { file: 'bakiye-raporu', content: balancePdf },
    json: (report, body) => {
      const r = report.residents;
      const records = pageOf(report.lines, body).map((l) => ({
        id: l.id,
        account: l.name,
        parent_id: l.parentId,
        level: l.level,
        opening: money(l.opening),
        money_in: money(l.moneyIn),
        money_out: money(l.moneyOut),
        closing: money(l.closing),
      }));
      return pageWithTotals(records, report.lines.length, paging(body), {
        opening: money(report.opening),
        money_in: money(report.moneyIn),
        money_out: money(report.moneyOut),
        closing: money(report.closing),
        debt: money(r.debt),
        paid: money(r.paid),
        open: money(r.open),
        advances: money(r.advances),
      });
    },
  });

  reportRoute(app, {
    path: '/debtor/report',
    access,
    description:
      'Borçlular (yaşlandırma): each flat and responsible resident with open debt due on or before `date` ' +
      '(default today), split into 0–30, 31–60, 61–90 and over 90 days overdue; with the phone for an SMS.',
    extra: { date: Type.Optional(Nullable(DmyInput)) },
    answer: ListWithTotals(DebtorRow, DebtorTotals),
    run: async (exec, accountId, filters, page, body) => {
      const asOf = dateOrToday(body.date, 'date');
      return { ...(await debtorReport(exec, accountId, filters, asOf, page)), asOf };
    },
    pdf: { file: 'borclular', content: (report) => debtorPdf(report, report.asOf) },
    json: (report, body) =>
      pageWithTotals(
        report.rows.map((d) => ({
          apartment_id: d.apartmentId,
          building: d.building,
          identifier: d.identifier,
          resident_id: d.residentId,
          resident: d.name,
          phone: d.phone,
          oldest_due_date: dmy(d.oldest),
          days_0_30: money(d.d30),
          days_31_60: money(d.d60),
          days_61_90: money(d.d90),
          days_over_90: money(d.over90),
          open: money(d.open),
        })),
        report.total,
        paging(body),
        {
          date: dmy(report.asOf),
          days_0_30: money(report.d30),
          days_31_60: money(report.d60),
          days_61_90: money(report.d90),
          days_over_90: money(report.over90),
          open: money(report.open),
        },
      ),
  });
}
