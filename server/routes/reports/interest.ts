import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Executor } from '../../db';
import { accountingTypes, apartments, buildings, debts, interestSettings, residents } from '../../db/schema';
import { type CompensationMode, compensation, daysLate, wholeMonthsLate } from '../../domain/interest';
import { dateOr, dateOrToday, monthlyRate } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import {
  type App,
  authErrors,
  DecimalInput,
  DmyInput,
  Nullable,
  PageQuery,
  paging,
  WriteAnswer,
} from '../../schemas/http';
import { dmy, ListWithTotals, Money, money } from '../../schemas/money';
import { recordAudit } from '../../services/audit';
import { actorOf } from '../../services/sessions';

const Mode = Type.Union([Type.Literal('daily'), Type.Literal('monthly')]);
const SettingSchema = Type.Object({
  /** Monthly rate in percent (5 by default). */
  rate: Type.Number(),
  /** daily: rate/30 per day late; monthly: the rate per completed month late. */
  mode: Mode,
  /** DD.MM.YYYY: no compensation runs before it; null = from each due date. */
  start_date: Nullable(Type.String()),
});

type Setting = typeof interestSettings.$inferSelect;

/** The account's interest setting, created with the defaults (5 %, daily) on first use. */
export async function interestSettingOf(exec: Executor, accountId: number): Promise<Setting> {
  await exec.insert(interestSettings).values({ accountId }).onConflictDoNothing();
  const [row] = await exec.select().from(interestSettings).where(eq(interestSettings.accountId, accountId));
  return row!;
}

const settingJson = (s: Setting) => ({
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

/** Late-payment compensation (gecikme tazminatı): the setting and the report (SPEC.md section 7). */
export default async function interestRoutes(app: App) {
  app.get(
    '/interest/setting',
    {
      config: { access: { area: 'debit', action: 'show' } },
      schema: {
        tags: ['interest'],
        response: { 200: WriteAnswer(SettingSchema), ...authErrors },
      },
    },
    async (request) => ({
      description: '',
      data: settingJson(await interestSettingOf(app.db, sessionOf(request).accountId)),
    }),
  );

  app.put(
    '/interest/setting',
    {
      config: { access: { area: 'debit', action: 'edit' } },
      schema: {
        tags: ['interest'],
        body: Type.Object({
          rate: Type.Optional(DecimalInput),
          mode: Type.Optional(Nullable(Mode)),
          start_date: Type.Optional(Nullable(DmyInput)),
        }),
        response: { 200: WriteAnswer(SettingSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const rate =
        body.rate === null || body.rate === undefined || body.rate === ''
          ? '5'
          : monthlyRate(body.rate, 'rate');
      const startDate = dateOr(body.start_date, 'start_date', '') || null;
      const saved = await app.db.transaction(async (tx) => {
        const before = await interestSettingOf(tx, session.accountId);
        const [after] = await tx
          .update(interestSettings)
          .set({ monthlyRate: rate, mode: body.mode ?? 'daily', startDate })
          .where(eq(interestSettings.accountId, session.accountId))
          .returning();
        await recordAudit(tx, actorOf(session), {
          table: 'interest_settings',
          action: 'update',
          recordId: session.accountId,
          before,
          after,
        });
        return after!;
      });
      return { description: 'Gecikme tazminatı ayarları kaydedildi.', data: settingJson(saved) };
    },
  );

  app.get(
    '/interest/reports',
    {
      config: { access: { area: 'reports', action: 'list' } },
      schema: {
        tags: ['interest'],
        description:
          'Every overdue live debt entered with is_interest, with its late-payment compensation as of date ' +
          '(DD.MM.YYYY, default today in Istanbul): the remaining principal × the monthly rate, never compounded. ' +
          'AdditionalData has the totals over every row.',
        querystring: Type.Object({ ...PageQuery, date: Type.Optional(Nullable(DmyInput)) }),
        response: {
          200: ListWithTotals(
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
          ...authErrors,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const asOf = dateOrToday(request.query.date, 'date');
      const setting = await interestSettingOf(app.db, session.accountId);
      const overdue = await app.db
        .select({
          id: debts.id,
          apartmentId: debts.apartmentId,
          buildingName: buildings.name,
          identifier: apartments.identifier,
          residentId: debts.residentId,
          residentName: sql<string>`${residents.name} || ' ' || ${residents.surname}`,
          accountingType: accountingTypes.name,
          description: debts.description,
          dueDate: debts.dueDate,
          amount: debts.amount,
          paid: debts.paid,
          rate: debts.interestRate,
        })
        .from(debts)
        .innerJoin(apartments, eq(apartments.id, debts.apartmentId))
        .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
        .innerJoin(residents, eq(residents.id, debts.residentId))
        .innerJoin(accountingTypes, eq(accountingTypes.id, debts.accountingTypeId))
        .where(
          and(
            eq(debts.accountId, session.accountId),
            isNull(debts.deletedAt),
            eq(debts.isInterest, true),
            lt(debts.dueDate, asOf),
            sql`${debts.paid} < ${debts.amount}`,
          ),
        )
        .orderBy(asc(debts.dueDate), asc(debts.id));
      const mode = setting.mode as CompensationMode;
      const startDate = setting.startDate ?? undefined;
      const rows = overdue
        .map((debt) => {
          const remaining = debt.amount - debt.paid;
          const rate = debt.rate ?? setting.monthlyRate;
          const days = daysLate(debt.dueDate, asOf, startDate);
          const owed = compensation({
            remainingPrincipal: remaining,
            dueDate: debt.dueDate,
            asOf,
            monthlyRatePercent: rate,
            mode,
            startDate,
          });
          return {
            debt_id: debt.id,
            apartment_id: debt.apartmentId,
            building_name: debt.buildingName,
            identifier: debt.identifier,
            resident_id: debt.residentId,
            resident_name: debt.residentName,
            accounting_type: debt.accountingType,
            description: debt.description,
            due_date: dmy(debt.dueDate),
            amount: money(debt.amount),
            remaining,
            rate: Number(rate),
            days_late: days,
            months_late: wholeMonthsLate(debt.dueDate, asOf, startDate),
            compensation: owed,
          };
        })
        .filter((row) => row.days_late > 0);
      const sumOf = (pick: (row: (typeof rows)[number]) => bigint) =>
        rows.reduce((s, row) => s + pick(row), 0n);
      const totalRemaining = sumOf((row) => row.remaining);
      const totalCompensation = sumOf((row) => row.compensation);
      const { page, perPage, offset } = paging(request.query);
      return {
        Records: rows.slice(offset, offset + perPage).map((row) => ({
          ...row,
          remaining: money(row.remaining),
          compensation: money(row.compensation),
          total: money(row.remaining + row.compensation),
        })),
        TotalRecords: rows.length,
        Page: page,
        PerPage: perPage,
        AdditionalData: {
          remaining: money(totalRemaining),
          compensation: money(totalCompensation),
          total: money(totalRemaining + totalCompensation),
          date: dmy(asOf),
          rate: Number(setting.monthlyRate),
          mode,
        },
      };
    },
  );
}
