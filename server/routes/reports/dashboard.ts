import { type Static, Type } from 'typebox';
import { dmyToIso } from '../../../common/date';
import { canAccessArea } from '../../../common/permissions';
import { fieldError } from '../../errors';
import { permissionsOf, sessionOf } from '../../plugins/auth';
import { type App, Nullable, WriteAnswer } from '../../schemas/shared/http';
import { dmy, Money, money } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { DASHBOARD_RANGE, type DashboardFinance, dashboardOf } from '../../services/reports/dashboard';

const DmyQuery = Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()]));

const MovementKind = Type.Union([
  Type.Literal('collection'),
  Type.Literal('advance_deposit'),
  Type.Literal('advance_withdraw'),
  Type.Literal('payment_removed'),
  Type.Literal('income'),
  Type.Literal('expense'),
  Type.Literal('transfer_out'),
  Type.Literal('transfer_in'),
  Type.Literal('staff_payment'),
]);

/** The money figures, for callers who may see the reports (null for the others). */
const Finance = Type.Object({
  /** Σ opening balances + Σ live movements of every cash account. */
  cash_total: Money,
  /** This month (Istanbul): live collections (payments into a cash account) and live expenses, positive. */
  month_collections: Money,
  month_expenses: Money,
  /** Live debts due in the range: their total, open (amount − paid), of which due by today, and paid. */
  due_debt: Money,
  open_debt: Money,
  overdue_debt: Money,
  collected: Money,
  /** collected / (collected + open) in percent, one decimal; null when nothing was due in the range. */
  collection_rate: Nullable(Type.Number()),
  /** The last twelve months, oldest first; income = collections + incomes. */
  months: Type.Array(
    Type.Object({ month: Type.String(), collections: Money, incomes: Money, income: Money, expense: Money }),
  ),
  debtors: Type.Array(
    Type.Object({
      apartment_id: Type.Integer(),
      building_name: Type.String(),
      identifier: Type.String(),
      resident_id: Type.Integer(),
      resident_name: Type.String(),
      open: Money,
    }),
  ),
  movements: Type.Array(
    Type.Object({
      id: Type.Integer(),
      date: Type.String(),
      kind: MovementKind,
      account: Type.String(),
      amount: Money,
      description: Nullable(Type.String()),
    }),
  ),
});

const Dashboard = Type.Object({
  building_count: Type.Integer(),
  apartment_count: Type.Integer(),
  sub_user_count: Type.Integer(),
  sms_credits: Type.Integer(),
  licence_days_left: Type.Integer(),
  finance: Nullable(Finance),
});

function financeJson(f: DashboardFinance): Static<typeof Finance> {
  return {
    cash_total: money(f.cashTotal),
    month_collections: money(f.monthCollections),
    month_expenses: money(f.monthExpenses),
    due_debt: money(f.dueDebt),
    open_debt: money(f.openDebt),
    overdue_debt: money(f.overdueDebt),
    collected: money(f.collected),
    collection_rate: f.collectionRate,
    months: f.months.map((m) => ({
      month: m.month,
      collections: money(m.collections),
      incomes: money(m.incomes),
      income: money(m.collections + m.incomes),
      expense: money(m.expenses),
    })),
    debtors: f.debtors.map((d) => ({
      apartment_id: d.apartmentId,
      building_name: d.buildingName,
      identifier: d.identifier,
      resident_id: d.residentId,
      resident_name: d.residentName,
      open: money(d.open),
    })),
    movements: f.movements.map((m) => ({
      id: m.id,
      date: dmy(m.date),
      kind: m.kind,
      account: m.cashAccount,
      amount: money(m.amount),
      description: m.description,
    })),
  };
}

/** An optional DD.MM.YYYY filter as ISO, so two of them compare as strings. */
function isoDateFilter(field: string, text: string | null | undefined): string | null {
  if (!text) return null;
  const iso = dmyToIso(text);
  if (!iso) throw fieldError(field, 'Tarihi GG.AA.YYYY biçiminde giriniz.');
  return iso;
}

/**
 * The dashboard of the account the caller acts in (docs/dashboard.md): its counts for whoever may see
 * the property area or the reports, its money figures only for those who may see the reports.
 */
export default async function dashboardRoutes(app: App) {
  app.get(
    '/dashboard',
    routeOptions(
      {
        anyOf: [
          { area: 'resident_and_apartments', action: 'list' },
          { area: 'reports', action: 'list' },
        ],
      },
      'account',
      { querystring: Type.Object({ start_date: DmyQuery, end_date: DmyQuery }) },
      WriteAnswer(Dashboard),
    ),
    async (request) => {
      const session = sessionOf(request);
      const start = isoDateFilter('start_date', request.query.start_date) ?? DASHBOARD_RANGE.start;
      const end = isoDateFilter('end_date', request.query.end_date) ?? DASHBOARD_RANGE.end;
      if (start > end) throw fieldError('end_date', 'Bitiş tarihi başlangıç tarihinden önce olamaz.');
      const withFinance = canAccessArea(permissionsOf(session), 'reports', 'list');
      const dashboard = await dashboardOf(app.readDb, session.accountId, {
        range: { start, end },
        withFinance,
      });
      return {
        description: '',
        data: { ...dashboard, finance: dashboard.finance && financeJson(dashboard.finance) },
      };
    },
  );
}
