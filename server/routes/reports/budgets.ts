import { Type } from 'typebox';
import { amountOrFail } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { reportRoute } from '../../plugins/reportRoutes';
import { type App, DecimalInput, Id, paging, WriteAnswer } from '../../schemas/shared/http';
import { ListWithTotals, Money, money, pageWithTotals } from '../../schemas/shared/money';
import { monthText, pageOf } from '../../schemas/shared/reports';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { budgetReport, budgetsOf, saveBudgets } from '../../services/reports/ledgerReports';
import { actorOf } from '../../services/shared/sessions';

const access = { area: 'reports', action: 'list' } as const;
const Year = Type.Integer({ minimum: 2000, maximum: 2100 });

const BudgetRow = Type.Object({
  accounting_type_id: Type.Integer(),
  accounting_type: Type.String(),
  month: Type.String(),
  budget: Money,
  actual: Money,
  difference: Money,
});
const BudgetLine = Type.Object({
  accounting_type_id: Type.Integer(),
  accounting_type: Type.String(),
  amount: Money,
});
const budgetLines = (rows: Awaited<ReturnType<typeof budgetsOf>>) =>
  rows.map((b) => ({ accounting_type_id: b.typeId, accounting_type: b.typeName, amount: money(b.amount) }));

/** The budget (işletme projesi) of the reports (issue 9): the report of plan against actual, and the yearly plan itself. */
export default async function budgetRoutes(app: App) {
  reportRoute(app, {
    path: '/budget/report',
    access,
    description:
      'İşletme projesi: per expense type and month, the budget (the year’s amount split over the months, ' +
      'to the kuruş) against the actual expenses of the month.',
    extra: { year: Year },
    answer: ListWithTotals(
      BudgetRow,
      Type.Object({ year: Type.Integer(), budget: Money, actual: Money, difference: Money }),
    ),
    run: (exec, accountId, _filters, _page, body) =>
      budgetReport(exec, accountId, body.year, body.accounting_type_id ?? null),
    pdf: {
      file: (body) => `isletme-projesi-${body.year}`,
      content: (report, body) => ({
        title: `İşletme Projesi ${body.year}`,
        subtitle: 'Bütçe ve gerçekleşen giderler',
        columns: [
          { label: 'Gider türü', width: 4 },
          { label: 'Ay', width: 1 },
          { label: 'Bütçe', width: 2 },
          { label: 'Gerçekleşen', width: 2 },
          { label: 'Fark', width: 2 },
        ],
        rows: report.rows.map((b) => [b.typeName, monthText(b.month), b.budget, b.actual, b.difference]),
        totals: [
          ['Bütçe', report.budget],
          ['Gerçekleşen', report.actual],
          ['Fark', report.difference],
        ],
      }),
    },
    json: (report, body) =>
      pageWithTotals(
        pageOf(report.rows, body).map((b) => ({
          accounting_type_id: b.typeId,
          accounting_type: b.typeName,
          month: monthText(b.month),
          budget: money(b.budget),
          actual: money(b.actual),
          difference: money(b.difference),
        })),
        report.rows.length,
        paging(body),
        {
          year: body.year,
          budget: money(report.budget),
          actual: money(report.actual),
          difference: money(report.difference),
        },
      ),
  });

  app.get(
    '/budgets',
    routeOptions(
      access,
      'reports',
      {
        description: 'İşletme projesi: every expense type with its budget for `year` (0 when none was set).',
        querystring: Type.Object({ year: Year }),
      },
      ListWithTotals(BudgetLine, Type.Object({ year: Type.Integer(), amount: Money })),
    ),
    async (request) => {
      const { accountId } = sessionOf(request);
      const { year } = request.query;
      const rows = await budgetsOf(app.db, accountId, year);
      const lines = budgetLines(rows);
      return pageWithTotals(
        lines,
        lines.length,
        { page: 1, perPage: lines.length },
        {
          year,
          amount: money(rows.reduce((sum, b) => sum + b.amount, 0n)),
        },
      );
    },
  );

  app.put(
    '/budgets',
    routeOptions(
      { area: 'accounting', action: 'edit' },
      'reports',
      {
        description: 'Sets the yearly budget of each listed expense type (the types not listed keep theirs).',
        body: Type.Object({
          year: Year,
          items: Type.Array(Type.Object({ accounting_type_id: Id, amount: DecimalInput }), { maxItems: 500 }),
        }),
      },
      WriteAnswer(Type.Array(BudgetLine)),
    ),
    async (request) => {
      const session = sessionOf(request);
      const { year, items } = request.body;
      const values = items.map((item, index) => ({
        typeId: item.accounting_type_id,
        amount: amountOrFail(item.amount ?? 0, `items.${index}.amount`),
      }));
      const saved = await app.db.transaction((tx) =>
        saveBudgets(tx, actorOf(session), session.accountId, year, values),
      );
      return { description: `${year} işletme projesi kaydedildi.`, data: budgetLines(saved) };
    },
  );
}
