import { Type } from 'typebox';
import { dateOr } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { debtsRepository as repo, type DebtStatus as Status } from '../../repositories/money/debts';
import { PAYER_DEBTS_ACCESS } from '../../schemas/shared/access';
import {
  type App,
  DmyInput,
  Id,
  MAX_PAGE,
  Nullable,
  NullableBoolean,
  PageQuery,
  paging,
} from '../../schemas/shared/http';
import {
  DebtList,
  DebtStatus,
  DeletionAnswer,
  debtJson,
  deletionAnswer,
  Money,
  money,
  PaymentList,
  pageWithTotals,
  paymentJson,
  totalsJson,
} from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  apartmentStatement,
  deleteOneDebt,
  type PaymentSettlement,
  paymentsOf,
  residentStatement,
} from '../../services/money';
import { actorOf } from '../../services/shared/sessions';

const area = 'debit' as const;

/** Debt lists, statements, payments and deleting one debt (docs/domain.md, "Dues and debts"). */
export default async function debtRoutes(app: App) {
  app.post(
    '/debts',
    routeOptions(
      { area, action: 'list' },
      'debts',
      {
        description:
          'Every live debt, newest due first, filtered by building, apartment, resident, type, due date range ' +
          '(DD.MM.YYYY) and status; AdditionalData has the totals of every matching debt.',
        querystring: Type.Object(PageQuery),
        body: Type.Object({
          building_id: Type.Optional(Nullable(Id)),
          apartment_id: Type.Optional(Nullable(Id)),
          resident_id: Type.Optional(Nullable(Id)),
          accounting_type_id: Type.Optional(Nullable(Id)),
          start_date: Type.Optional(Nullable(DmyInput)),
          end_date: Type.Optional(Nullable(DmyInput)),
          status: Type.Optional(Nullable(DebtStatus)),
          /** The search box: description, type, resident or flat. */
          key: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
        }),
      },
      DebtList({}),
      { writes: false },
    ),
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const { page, perPage, offset } = paging(request.query);
      const { rows, total, totals } = await repo.list(
        app.db,
        session.accountId,
        {
          buildingId: body.building_id,
          apartmentId: body.apartment_id,
          residentId: body.resident_id,
          accountingTypeId: body.accounting_type_id,
          from: dateOr(body.start_date, 'start_date', '') || null,
          to: dateOr(body.end_date, 'end_date', '') || null,
          status: (body.status ?? null) as Status | null,
          key: body.key?.trim() || null,
        },
        { page: { offset, limit: perPage }, order: 'newest' },
      );
      return pageWithTotals(rows.map(debtJson), total, { page, perPage }, totalsJson(totals));
    },
  );

  app.delete(
    '/delete/debt/single',
    routeOptions(
      { area, action: 'delete' },
      'debts',
      {
        description:
          "Deletes one debt (kept as history). Its collections become the payer's advance (set_advance_payment " +
          'true) or are removed from their cash accounts (false); with collections present and no choice, 409. ' +
          'resident_id, when sent, must be the debt’s resident; page is ignored.',
        body: Type.Object({
          id: Id,
          resident_id: Type.Optional(Nullable(Id)),
          page: Type.Optional(Nullable(Type.Integer({ maximum: MAX_PAGE }))),
          set_advance_payment: Type.Optional(NullableBoolean),
        }),
      },
      DeletionAnswer,
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      const { id, resident_id: residentId, set_advance_payment: toAdvance } = request.body;
      const settlement: PaymentSettlement | null =
        toAdvance === true ? 'advance' : toAdvance === false ? 'remove' : null;
      const debt = { id, residentId };
      const result = await deleteOneDebt(app.db, actorOf(session), session.accountId, debt, settlement);
      return deletionAnswer(id, 'Borç silindi.', result);
    },
  );

  app.get(
    '/apartment/debts',
    routeOptions(
      PAYER_DEBTS_ACCESS,
      'debts',
      {
        description:
          "An apartment's live debts, oldest due first (its statement). is_print=true: every row on one page, with " +
          'the association name, a title and the date for a printed statement.',
        querystring: Type.Object({ ...PageQuery, apartment_id: Id, is_print: Type.Optional(Type.Boolean()) }),
      },
      DebtList({
        /** With is_print: the association, a title and the date of the statement. */
        assoc_name: Type.Optional(Type.String()),
        title: Type.Optional(Type.String()),
        date: Type.Optional(Type.String()),
      }),
    ),
    async (request) => {
      const session = sessionOf(request);
      const print = Boolean(request.query.is_print);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total, totals, header } = await apartmentStatement(
        app.db,
        session.accountId,
        request.query.apartment_id,
        { print, page: { offset, limit: perPage } },
      );
      const additional = {
        ...totalsJson(totals),
        ...(header && { assoc_name: header.assocName, title: header.title, date: header.date }),
      };
      return pageWithTotals(
        rows.map(debtJson),
        total,
        print ? { page: 1, perPage: rows.length } : { page, perPage },
        additional,
      );
    },
  );

  app.get(
    '/resident/debts',
    routeOptions(
      PAYER_DEBTS_ACCESS,
      'debts',
      {
        description:
          "A resident's live debts, oldest due first, with totals and the resident's advance balance.",
        querystring: Type.Object({
          ...PageQuery,
          resident_id: Id,
          status: Type.Optional(Nullable(DebtStatus)),
        }),
      },
      DebtList({ advance_balance: Money }),
    ),
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total, totals, advanceBalance } = await residentStatement(
        app.db,
        session.accountId,
        request.query.resident_id,
        { status: (request.query.status ?? null) as Status | null, page: { offset, limit: perPage } },
      );
      const additional = { ...totalsJson(totals), advance_balance: money(advanceBalance) };
      return pageWithTotals(rows.map(debtJson), total, { page, perPage }, additional);
    },
  );

  app.get(
    '/debt/payments',
    routeOptions(
      { area: 'accounting', action: 'list' },
      'collections',
      {
        description: "A debt's live payments (collections and payments from the advance), newest first.",
        querystring: Type.Object({ debt_id: Id }),
      },
      PaymentList(),
    ),
    async (request) => {
      const session = sessionOf(request);
      const { rows, amount } = await paymentsOf(app.db, session.accountId, { debtId: request.query.debt_id });
      const all = { page: 1, perPage: rows.length };
      return pageWithTotals(rows.map(paymentJson), rows.length, all, { amount: money(amount) });
    },
  );

  app.get(
    '/apartment/debt/payments',
    routeOptions(
      { area: 'accounting', action: 'list' },
      'collections',
      {
        description: "The live payments of an apartment's debts (its collections tab), newest first.",
        querystring: Type.Object({ ...PageQuery, apartment_id: Id }),
      },
      PaymentList(),
    ),
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total, amount } = await paymentsOf(app.db, session.accountId, {
        apartmentId: request.query.apartment_id,
        page: { offset, limit: perPage },
      });
      return pageWithTotals(rows.map(paymentJson), total, { page, perPage }, { amount: money(amount) });
    },
  );
}
