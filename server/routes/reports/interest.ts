import { Type } from 'typebox';
import { dateOr, dateOrToday, monthlyRate } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { type InterestSetting, interestRepository } from '../../repositories/reports/interest';
import {
  type App,
  DecimalInput,
  DmyInput,
  Nullable,
  PageQuery,
  paging,
  WriteAnswer,
} from '../../schemas/shared/http';
import { dmy, ListWithTotals, Money, money, pageWithTotals } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { compensationReport, saveInterestSetting } from '../../services/reports/interest';
import { actorOf } from '../../services/shared/sessions';

const Mode = Type.Union([Type.Literal('daily'), Type.Literal('monthly')]);
const SettingSchema = Type.Object({
  /** Monthly rate in percent (5 by default). */
  rate: Type.Number(),
  /** daily: rate/30 per day late; monthly: the rate per completed month late. */
  mode: Mode,
  /** DD.MM.YYYY: no compensation runs before it; null = from each due date. */
  start_date: Nullable(Type.String()),
});

const settingJson = (s: InterestSetting) => ({
  rate: Number(s.monthlyRate),
  mode: s.mode,
  start_date: s.startDate ? dmy(s.startDate) : null,
});

const ReportRow = Type.Object({
  debt_id: Type.Integer(),
  apartment_id: Type.Integer(),
  building_name: Type.String(),
  identifier: Type.String(),
  resident_id: Type.Integer(),
  resident_name: Type.String(),
  accounting_type: Type.String(),
  description: Type.String(),
  due_date: Type.String(),
  amount: Money,
  /** The remaining principal the compensation runs on. */
  remaining: Money,
  /** Monthly % used: the debt's own rate or the setting's. */
  rate: Type.Number(),
  days_late: Type.Integer(),
  months_late: Type.Integer(),
  compensation: Money,
  /** remaining + compensation */
  total: Money,
});

type ReportLine = Awaited<ReturnType<typeof compensationReport>>['rows'][number];
function rowJson({ debt, remaining, rate, daysLate, monthsLate, compensation }: ReportLine) {
  return {
    debt_id: debt.id,
    apartment_id: debt.apartmentId,
    building_name: debt.buildingName,
    identifier: debt.identifier,
    resident_id: debt.residentId,
    resident_name: `${debt.residentName} ${debt.residentSurname}`,
    accounting_type: debt.accountingType,
    description: debt.description,
    due_date: dmy(debt.dueDate),
    amount: money(debt.amount),
    remaining: money(remaining),
    rate: Number(rate),
    days_late: daysLate,
    months_late: monthsLate,
    compensation: money(compensation),
    total: money(remaining + compensation),
  };
}

/** Late-payment compensation (gecikme tazminatı): the setting and the report (docs/domain.md, "Interest"). */
export default async function interestRoutes(app: App) {
  app.get(
    '/interest/setting',
    routeOptions({ area: 'debit', action: 'show' }, 'interest', {}, WriteAnswer(SettingSchema)),
    async (request) => ({
      description: '',
      data: settingJson(await interestRepository.settingOf(app.db, sessionOf(request).accountId)),
    }),
  );

  app.put(
    '/interest/setting',
    routeOptions(
      { area: 'debit', action: 'edit' },
      'interest',
      {
        body: Type.Object({
          rate: Type.Optional(DecimalInput),
          mode: Type.Optional(Nullable(Mode)),
          start_date: Type.Optional(Nullable(DmyInput)),
        }),
      },
      WriteAnswer(SettingSchema),
    ),
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const rate =
        body.rate === null || body.rate === undefined || body.rate === ''
          ? '5'
          : monthlyRate(body.rate, 'rate');
      const startDate = dateOr(body.start_date, 'start_date', '') || null;
      const saved = await saveInterestSetting(app.db, actorOf(session), session.accountId, {
        monthlyRate: rate,
        mode: body.mode ?? 'daily',
        startDate,
      });
      return { description: 'Gecikme tazminatı ayarları kaydedildi.', data: settingJson(saved) };
    },
  );

  app.get(
    '/interest/reports',
    routeOptions(
      { area: 'reports', action: 'list' },
      'interest',
      {
        description:
          'Every overdue live debt entered with is_interest, with its late-payment compensation as of date ' +
          '(DD.MM.YYYY, default today in Istanbul): the remaining principal × the monthly rate, never compounded. ' +
          'AdditionalData has the totals over every row.',
        querystring: Type.Object({ ...PageQuery, date: Type.Optional(Nullable(DmyInput)) }),
      },
      ListWithTotals(
        ReportRow,
        Type.Object({
          remaining: Money,
          compensation: Money,
          total: Money,
          date: Type.String(),
          rate: Type.Number(),
          mode: Mode,
        }),
      ),
    ),
    async (request) => {
      const session = sessionOf(request);
      const asOf = dateOrToday(request.query.date, 'date');
      const { page, perPage, offset } = paging(request.query);
      const report = await compensationReport(app.readDb, session.accountId, asOf, {
        offset,
        limit: perPage,
      });
      return pageWithTotals(
        report.rows.map(rowJson),
        report.total,
        { page, perPage },
        {
          remaining: money(report.remaining),
          compensation: money(report.compensation),
          total: money(report.remaining + report.compensation),
          date: dmy(asOf),
          rate: Number(report.setting.monthlyRate),
          mode: report.mode,
        },
      );
    },
  );
}
