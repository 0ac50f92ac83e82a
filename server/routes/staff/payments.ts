import { Type } from 'typebox';
import { dateOr, dateOrToday, positiveAmount } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { plainWriteRoutes } from '../../plugins/plainWrites';
import { staffPaymentsRepository } from '../../repositories/staff/staffPayments';
import {
  type App,
  DecimalInput,
  DmyInput,
  Id,
  KeyQuery,
  Nullable,
  PageQuery,
  paging,
} from '../../schemas/shared/http';
import { dmy, ListWithTotals, Money, money, pageWithTotals } from '../../schemas/shared/money';
import { FormatQuery, periodText, sendPdf } from '../../schemas/shared/reports';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  type StaffPaymentRecord,
  type StaffPaymentValues,
  staffPaymentStatement,
  staffPaymentStatementPdf,
  staffPaymentWrites,
} from '../../services/accounting/staffPayments';

// docs/domain.md, "Roles and access areas": staff payments are money out of a cash account, so they belong to
// accounting.
const area = 'accounting' as const;
const OptionalId = Type.Optional(Nullable(Id));
const Kind = Type.Union([
  Type.Literal('wage'),
  Type.Literal('advance'),
  Type.Literal('bonus'),
  Type.Literal('other'),
]);

const StaffPaymentBody = {
  staff_id: Id,
  kind: Kind,
  amount: DecimalInput,
  account_id: OptionalId,
  accounting_type_id: Id,
  date: Type.Optional(Nullable(DmyInput)),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
};

const StaffPaymentSchema = Type.Object({
  id: Type.Integer(),
  staff_id: Type.Integer(),
  staff: Type.String(),
  kind: Kind,
  amount: Money,
  account_id: Type.Integer(),
  account: Type.String(),
  accounting_type_id: Type.Integer(),
  accounting_type: Type.String(),
  date: Type.String(),
  description: Nullable(Type.String()),
});

/** Paid in total and per kind, over every matching row. */
const PaidTotals = {
  amount: Money,
  wage: Money,
  advance: Money,
  bonus: Money,
  other: Money,
};

const DateFilters = {
  start_date: Type.Optional(Nullable(DmyInput)),
  end_date: Type.Optional(Nullable(DmyInput)),
};

const staffPaymentJson = (row: StaffPaymentRecord) => ({
  id: row.payment.id,
  staff_id: row.payment.staffId,
  staff: row.staffName,
  kind: row.payment.kind,
  amount: money(-row.movement.amount),
  account_id: row.movement.cashAccountId,
  account: row.cashAccountName,
  accounting_type_id: row.payment.accountingTypeId,
  accounting_type: row.typeName,
  date: dmy(row.movement.date),
  description: row.movement.description,
});

const paidJson = (totals: { paid: bigint; byKind: Record<StaffPaymentValues['kind'], bigint> }) => ({
  amount: money(totals.paid),
  wage: money(totals.byKind.wage),
  advance: money(totals.byKind.advance),
  bonus: money(totals.byKind.bonus),
  other: money(totals.byKind.other),
});

const valuesOf = (body: {
  staff_id: number;
  kind: StaffPaymentValues['kind'];
  amount: string | number | null;
  account_id?: number | null;
  accounting_type_id: number;
  date?: string | null;
  description?: string | null;
}): StaffPaymentValues => ({
  staffId: body.staff_id,
  kind: body.kind,
  amount: positiveAmount(body.amount),
  date: dateOrToday(body.date, 'date'),
  cashAccountId: body.account_id ?? null,
  accountingTypeId: body.accounting_type_id,
  description: body.description?.trim() || null,
});

/** The list filters read; empty ones mean "no filter". */
const filtersOf = (query: {
  start_date?: string | null;
  end_date?: string | null;
}): { startDate: string | null; endDate: string | null } => ({
  startDate: dateOr(query.start_date, 'start_date', '') || null,
  endDate: dateOr(query.end_date, 'end_date', '') || null,
});

/** Personel ödemeleri: GET/POST/PUT/DELETE /staff/payment, and one staff member's statement. */
export default async function staffPaymentRoutes(app: App) {
  app.get(
    '/staff/payment',
    routeOptions(
      { area, action: 'list' },
      'staff',
      {
        description: 'Staff payments, newest first, with what every matching row paid in total and per kind.',
        querystring: Type.Object({
          ...PageQuery,
          ...DateFilters,
          key: KeyQuery,
          staff_id: OptionalId,
          kind: Type.Optional(Nullable(Kind)),
          account_id: OptionalId,
          accounting_type_id: OptionalId,
        }),
      },
      ListWithTotals(StaffPaymentSchema, Type.Object(PaidTotals)),
    ),
    async (request) => {
      const { query } = request;
      const paged = paging(query);
      const found = await staffPaymentsRepository.list(
        app.db,
        sessionOf(request).accountId,
        {
          ...filtersOf(query),
          key: query.key?.trim() || null,
          staffId: query.staff_id,
          kind: query.kind,
          cashAccountId: query.account_id,
          accountingTypeId: query.accounting_type_id,
        },
        { offset: paged.offset, limit: paged.perPage },
      );
      return pageWithTotals(found.rows.map(staffPaymentJson), found.total, paged, paidJson(found));
    },
  );

  app.get(
    '/staff/payment/staff',
    routeOptions(
      { area, action: 'list' },
      'staff',
      {
        description:
          'The staff members still employed, for the payment form: whoever may record payments may pick them.',
      },
      Type.Object({
        Records: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), monthly_wage: Money })),
      }),
    ),
    async (request) => {
      const rows = await staffPaymentsRepository.staffChoices(app.db, sessionOf(request).accountId);
      return {
        Records: rows.map((row) => ({ id: row.id, name: row.name, monthly_wage: money(row.monthlyWage) })),
      };
    },
  );

  app.get(
    '/staff/:id/payments',
    routeOptions(
      { area, action: 'list' },
      'staff',
      {
        description:
          "One staff member's statement: every payment of the range in date order, with the total (`format=pdf`: printable).",
        params: Type.Object({ id: Id }),
        querystring: Type.Object({ ...DateFilters, ...FormatQuery.properties }),
      },
      Type.Object({
        staff: Type.Object({ id: Type.Integer(), name: Type.String() }),
        Records: Type.Array(Type.Object({ ...StaffPaymentSchema.properties, paid_so_far: Money })),
        AdditionalData: Type.Object(PaidTotals),
      }),
    ),
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const range = filtersOf(request.query);
      if (request.query.format === 'pdf') {
        const period = periodText(request.query);
        const pdf = await staffPaymentStatementPdf(app.db, accountId, request.params.id, range, period);
        return sendPdf(reply, pdf, 'personel-ekstresi');
      }
      const statement = await staffPaymentStatement(app.db, accountId, request.params.id, range);
      return {
        staff: statement.staff,
        Records: statement.rows.map((row) => ({
          ...staffPaymentJson(row),
          paid_so_far: money(row.paidSoFar),
        })),
        AdditionalData: paidJson(statement),
      };
    },
  );

  plainWriteRoutes(app, {
    path: '/staff/payment',
    area,
    tag: 'staff',
    fields: StaffPaymentBody,
    values: valuesOf,
    writes: staffPaymentWrites,
    answer: StaffPaymentSchema,
    json: staffPaymentJson,
    idempotent: true,
    texts: {
      created: 'Personel ödemesi kaydedildi.',
      updated: 'Personel ödemesi güncellendi.',
      removed: 'Personel ödemesi silindi.',
    },
  });
}
