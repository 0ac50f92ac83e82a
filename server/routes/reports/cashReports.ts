import { Type } from 'typebox';
import { reportRoute } from '../../plugins/reportRoutes';
import { type App, Nullable, paging } from '../../schemas/shared/http';
import { dmy, ListWithTotals, Money, money, pageWithTotals } from '../../schemas/shared/money';
import { KIND_TEXT, periodText } from '../../schemas/shared/reports';
import {
  accountActivity,
  cashBook,
  MOVEMENT_KINDS,
  type MovementKind,
  transferReport,
} from '../../services/reports/ledgerReports';

const access = { area: 'reports', action: 'list' } as const;
const Kind = Type.Unsafe<MovementKind>(Type.String({ enum: [...MOVEMENT_KINDS] }));

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

/** The cash accounts' movement reports (issue 9): cash book, account activities, virman. */
export default async function cashReportRoutes(app: App) {
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
