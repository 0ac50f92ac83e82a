import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { formatMoney } from '../../../common/money';
import { accounts, debtBatches } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { dateOr, todayIso } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { debtsRepository as repo, type DebtStatus as Status } from '../../repositories/debts';
import { PAYER_DEBTS_ACCESS } from '../../schemas/access';
import {
  type App,
  authErrors,
  DmyInput,
  Id,
  ListAnswer,
  Nullable,
  NullableBoolean,
  PageQuery,
  paging,
  WriteAnswer,
} from '../../schemas/http';
import {
  DebtRowSchema,
  DebtStatus,
  DebtTotals,
  debtJson,
  dmy,
  ListWithTotals,
  Money,
  money,
  PaymentRowSchema,
  paymentJson,
  Responsible,
  totalsJson,
} from '../../schemas/money';
import { recordAudit } from '../../services/audit';
import {
  advanceBalance,
  type DeletionResult,
  deleteDebts,
  type PaymentSettlement,
} from '../../services/money';
import { apartmentOf, residentOf } from '../../services/ownedRecords';
import { actorOf } from '../../services/sessions';

export const RULE_NAMES: Record<string, string> = {
  single: 'Tekil borç',
  grid: 'Daire bazında tutar',
  amount_each: 'Her daireye eşit tutar',
  equal_total: 'Toplamı eşit paylaştırma',
  land: 'Arsa payına göre',
  area: 'Metrekareye göre',
  per_person: 'Kişi sayısına göre',
  group: 'Grup tutarı',
  import: 'Excel içe aktarma',
};

const BatchSchema = Type.Object({
  id: Type.Integer(),
  rule: Type.String(),
  rule_name: Type.String(),
  accounting_type_id: Type.Integer(),
  accounting_type: Type.String(),
  due_date: Type.String(),
  description: Type.String(),
  is_interest: Type.Boolean(),
  responsible: Responsible,
  /** entry (a debt screen), import (Excel) or dues_job. */
  source: Type.String(),
  dues_job_id: Nullable(Type.Integer()),
  /** YYYY-MM for dues job runs. */
  period: Nullable(Type.String()),
  debt_count: Type.Integer(),
  total: Money,
  paid: Money,
  remaining: Money,
  /** ISO 8601 */
  created_at: Type.String(),
});

type BatchRow = Awaited<ReturnType<typeof repo.batches>>['rows'][number];
function batchJson(row: BatchRow) {
  const b = row.batch;
  const total = BigInt(row.amount);
  const paid = BigInt(row.paid);
  return {
    id: b.id,
    rule: b.rule,
    rule_name: RULE_NAMES[b.rule] ?? b.rule,
    accounting_type_id: b.accountingTypeId,
    accounting_type: row.accountingType,
    due_date: dmy(b.dueDate),
    description: b.description,
    is_interest: b.isInterest,
    responsible: b.responsible,
    source: b.source,
    dues_job_id: b.duesJobId,
    period: b.period,
    debt_count: row.debtCount,
    total: money(total),
    paid: money(paid),
    remaining: money(total - paid),
    created_at: b.createdAt.toISOString(),
  };
}

const DeletionAnswer = WriteAnswer(
  Type.Object({
    id: Type.Integer(),
    debt_count: Type.Integer(),
    /** Collections turned into the payers' advance, and advance payments returned to it. */
    to_advance: Money,
    /** Collections taken back out of their cash accounts. */
    removed: Money,
  }),
);

function deletionText(what: string, result: DeletionResult): string {
  const parts = [what];
  if (result.toAdvance > 0n)
    parts.push(`${formatMoney(result.toAdvance)} ödeme sakinlerin avansına aktarıldı.`);
  if (result.removed > 0n) parts.push(`${formatMoney(result.removed)} tahsilat kasadan çıkarıldı.`);
  return parts.join(' ');
}

const StatementTotals = Type.Object({
  ...DebtTotals.properties,
  /** With is_print: the association, a title and the date of the statement. */
  assoc_name: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  date: Type.Optional(Type.String()),
});

const area = 'debit' as const;

/** Batches, debt lists, statements and deleting debts (SPEC.md section 7 "Debts and collections"). */
export default async function debtRoutes(app: App) {
  app.get(
    '/multi/debts',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['debts'],
        description: 'Debt batches (toplu borçlar), newest first, with the totals of their live debts.',
        querystring: Type.Object(PageQuery),
        response: { 200: ListAnswer(BatchSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.batches(app.db, session.accountId, { offset, limit: perPage });
      return { Records: rows.map(batchJson), TotalRecords: total, Page: page, PerPage: perPage };
    },
  );

  app.get(
    '/multi/debt',
    {
      config: { access: { area, action: 'show' } },
      schema: {
        tags: ['debts'],
        description: "A batch's live debts; AdditionalData has the totals and the batch.",
        querystring: Type.Object({ ...PageQuery, id: Id }),
        response: {
          200: ListWithTotals(
            DebtRowSchema,
            Type.Object({ ...DebtTotals.properties, multi_debt: BatchSchema }),
          ),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const [batch] = (
        await repo.batches(app.db, session.accountId, { offset: 0, limit: 1 }, request.query.id)
      ).rows;
      if (!batch) throw notFound('Toplu borç kaydı bulunamadı.');
      const { page, perPage, offset } = paging(request.query);
      const { rows, total, totals } = await repo.list(
        app.db,
        session.accountId,
        { batchId: batch.batch.id },
        { page: { offset, limit: perPage }, order: 'oldest' },
      );
      return {
        Records: rows.map(debtJson),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
        AdditionalData: { ...totalsJson(totals), multi_debt: batchJson(batch) },
      };
    },
  );

  app.delete(
    '/multi/debt',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['debts'],
        description:
          "Deletes a batch and its debts. Its collections become the payers' advance (set_advance_payment) or are " +
          'removed from their cash accounts (is_payment_delete); with collections present one must be chosen (409). ' +
          'Payments made from the advance always return to the advance.',
        body: Type.Object({
          id: Id,
          is_payment_delete: Type.Optional(NullableBoolean),
          set_advance_payment: Type.Optional(NullableBoolean),
        }),
        response: { 200: DeletionAnswer, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { id, is_payment_delete: remove, set_advance_payment: toAdvance } = request.body;
      if (remove && toAdvance) {
        throw badRequest('Tahsilatları ya avansa aktarmayı ya da silmeyi seçiniz; ikisi birden seçilemez.');
      }
      const settlement: PaymentSettlement | null = toAdvance ? 'advance' : remove ? 'remove' : null;
      const result = await app.db.transaction(async (tx) => {
        const batch = await repo.batch(tx, session.accountId, id);
        if (!batch || batch.deletedAt) throw notFound('Toplu borç kaydı bulunamadı.');
        const ids = await repo.idsOfBatch(tx, session.accountId, batch.id);
        const deleted = await deleteDebts(
          tx,
          actorOf(session),
          session.accountId,
          ids,
          settlement,
          todayIso(),
        );
        const now = new Date();
        await tx.update(debtBatches).set({ deletedAt: now }).where(eq(debtBatches.id, batch.id));
        await recordAudit(tx, actorOf(session), {
          table: 'debt_batches',
          action: 'delete',
          recordId: batch.id,
          before: batch,
          after: { deletedAt: now },
        });
        return deleted;
      });
      return {
        description: deletionText(`Toplu borç silindi (${result.debtCount} borç).`, result),
        data: {
          id,
          debt_count: result.debtCount,
          to_advance: money(result.toAdvance),
          removed: money(result.removed),
        },
      };
    },
  );

  app.post(
    '/debts',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['debts'],
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
        }),
        response: { 200: ListWithTotals(DebtRowSchema, DebtTotals), ...authErrors },
      },
    },
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
        },
        { page: { offset, limit: perPage }, order: 'newest' },
      );
      return {
        Records: rows.map(debtJson),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
        AdditionalData: totalsJson(totals),
      };
    },
  );

  app.delete(
    '/delete/debt/single',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['debts'],
        description:
          "Deletes one debt (kept as history). Its collections become the payer's advance (set_advance_payment " +
          'true) or are removed from their cash accounts (false); with collections present and no choice, 409. ' +
          'resident_id, when sent, must be the debt’s resident; page is ignored.',
        body: Type.Object({
          id: Id,
          resident_id: Type.Optional(Nullable(Id)),
          page: Type.Optional(Nullable(Type.Integer())),
          set_advance_payment: Type.Optional(NullableBoolean),
        }),
        response: { 200: DeletionAnswer, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { id, resident_id: residentId, set_advance_payment: toAdvance } = request.body;
      const settlement: PaymentSettlement | null =
        toAdvance === true ? 'advance' : toAdvance === false ? 'remove' : null;
      const result = await app.db.transaction(async (tx) => {
        const debt = await repo.find(tx, session.accountId, id);
        if (!debt || (residentId && debt.residentId !== residentId)) throw notFound('Borç bulunamadı.');
        if (debt.deletedAt) throw notFound('Bu borç zaten silinmiş.');
        return deleteDebts(tx, actorOf(session), session.accountId, [debt.id], settlement, todayIso());
      });
      return {
        description: deletionText('Borç silindi.', result),
        data: {
          id,
          debt_count: result.debtCount,
          to_advance: money(result.toAdvance),
          removed: money(result.removed),
        },
      };
    },
  );

  app.get(
    '/apartment/debts',
    {
      config: { access: PAYER_DEBTS_ACCESS },
      schema: {
        tags: ['debts'],
        description:
          "An apartment's live debts, oldest due first (its statement). is_print=true: every row on one page, with " +
          'the association name, a title and the date for a printed statement.',
        querystring: Type.Object({ ...PageQuery, apartment_id: Id, is_print: Type.Optional(Type.Boolean()) }),
        response: { 200: ListWithTotals(DebtRowSchema, StatementTotals), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const apartment = await apartmentOf(app.db, session.accountId, request.query.apartment_id);
      const print = Boolean(request.query.is_print);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total, totals } = await repo.list(
        app.db,
        session.accountId,
        { apartmentId: apartment.id },
        { page: print ? null : { offset, limit: perPage }, order: 'oldest' },
      );
      const additional: ReturnType<typeof totalsJson> & {
        assoc_name?: string;
        title?: string;
        date?: string;
      } = totalsJson(totals);
      if (print) {
        const [account] = await app.db
          .select({ name: accounts.assocName })
          .from(accounts)
          .where(eq(accounts.id, session.accountId));
        additional.assoc_name = account?.name ?? '';
        additional.title = `${apartment.buildingName} ${apartment.identifier} numaralı daire hesap ekstresi`;
        additional.date = formatDmy(todayInIstanbul());
      }
      return {
        Records: rows.map(debtJson),
        TotalRecords: total,
        Page: print ? 1 : page,
        PerPage: print ? rows.length : perPage,
        AdditionalData: additional,
      };
    },
  );

  app.get(
    '/resident/debts',
    {
      config: { access: PAYER_DEBTS_ACCESS },
      schema: {
        tags: ['debts'],
        description:
          "A resident's live debts, oldest due first, with totals and the resident's advance balance.",
        querystring: Type.Object({
          ...PageQuery,
          resident_id: Id,
          status: Type.Optional(Nullable(DebtStatus)),
        }),
        response: {
          200: ListWithTotals(
            DebtRowSchema,
            Type.Object({ ...DebtTotals.properties, advance_balance: Money }),
          ),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const resident = await residentOf(app.db, session.accountId, request.query.resident_id);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total, totals } = await repo.list(
        app.db,
        session.accountId,
        { residentId: resident.id, status: (request.query.status ?? null) as Status | null },
        { page: { offset, limit: perPage }, order: 'oldest' },
      );
      return {
        Records: rows.map(debtJson),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
        AdditionalData: {
          ...totalsJson(totals),
          advance_balance: money(await advanceBalance(app.db, session.accountId, resident.id)),
        },
      };
    },
  );

  app.get(
    '/debt/payments',
    {
      config: { access: { area: 'accounting', action: 'list' } },
      schema: {
        tags: ['collections'],
        description: "A debt's live payments (collections and payments from the advance), newest first.",
        querystring: Type.Object({ debt_id: Id }),
        response: { 200: ListWithTotals(PaymentRowSchema, Type.Object({ amount: Money })), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const debt = await repo.find(app.db, session.accountId, request.query.debt_id);
      if (!debt) throw notFound('Borç bulunamadı.');
      const { rows, amount } = await repo.payments(app.db, session.accountId, { debtId: debt.id }, null);
      return {
        Records: rows.map(paymentJson),
        TotalRecords: rows.length,
        Page: 1,
        PerPage: rows.length,
        AdditionalData: { amount: money(amount) },
      };
    },
  );

  app.get(
    '/apartment/debt/payments',
    {
      config: { access: { area: 'accounting', action: 'list' } },
      schema: {
        tags: ['collections'],
        description: "The live payments of an apartment's debts (its collections tab), newest first.",
        querystring: Type.Object({ ...PageQuery, apartment_id: Id }),
        response: { 200: ListWithTotals(PaymentRowSchema, Type.Object({ amount: Money })), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const apartment = await apartmentOf(app.db, session.accountId, request.query.apartment_id);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total, amount } = await repo.payments(
        app.db,
        session.accountId,
        { apartmentId: apartment.id },
        { offset, limit: perPage },
      );
      return {
        Records: rows.map(paymentJson),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
        AdditionalData: { amount: money(amount) },
      };
    },
  );
}
