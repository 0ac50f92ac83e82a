import { Type } from 'typebox';
import { badRequest } from '../../errors';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { debtBatchesRepository as repo } from '../../repositories/money/debtBatches';
import {
  type App,
  Id,
  KeyQuery,
  Nullable,
  NullableBoolean,
  PageQuery,
  paging,
} from '../../schemas/shared/http';
import {
  DebtList,
  DeletionAnswer,
  debtJson,
  deletionAnswer,
  dmy,
  Money,
  money,
  pageWithTotals,
  Responsible,
  totalsJson,
} from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { batchStatement, deleteBatch, type PaymentSettlement } from '../../services/money';
import { actorOf } from '../../services/shared/sessions';

const RULE_NAMES: Record<string, string> = {
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

const area = 'debit' as const;

/**
 * Debt batches (toplu borçlar): their list, one batch's debts and deleting a batch (docs/domain.md, "Deleting debts and
 * batches").
 */
export default async function batchRoutes(app: App) {
  listRoute(app, {
    path: '/multi/debts',
    access: { area, action: 'list' },
    tag: 'debts',
    description:
      'Debt batches (toplu borçlar), newest first, with the totals of their live debts; key searches the ' +
      'description and the type.',
    query: { ...PageQuery, key: KeyQuery },
    keyField: 'key',
    item: BatchSchema,
    read: (db, session, { key, page }) => repo.batches(db, session.accountId, page, undefined, key),
    json: batchJson,
  });

  app.get(
    '/multi/debt',
    routeOptions(
      { area, action: 'show' },
      'debts',
      {
        description: "A batch's live debts; AdditionalData has the totals and the batch.",
        querystring: Type.Object({ ...PageQuery, id: Id }),
      },
      DebtList({ multi_debt: BatchSchema }),
    ),
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total, totals, batch } = await batchStatement(
        app.db,
        session.accountId,
        request.query.id,
        { offset, limit: perPage },
      );
      const additional = { ...totalsJson(totals), multi_debt: batchJson(batch) };
      return pageWithTotals(rows.map(debtJson), total, { page, perPage }, additional);
    },
  );

  app.delete(
    '/multi/debt',
    routeOptions(
      { area, action: 'delete' },
      'debts',
      {
        description:
          "Deletes a batch and its debts. Its collections become the payers' advance (set_advance_payment) or are " +
          'removed from their cash accounts (is_payment_delete); with collections present one must be chosen (409). ' +
          'Payments made from the advance always return to the advance.',
        body: Type.Object({
          id: Id,
          is_payment_delete: Type.Optional(NullableBoolean),
          set_advance_payment: Type.Optional(NullableBoolean),
        }),
      },
      DeletionAnswer,
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      const { id, is_payment_delete: remove, set_advance_payment: toAdvance } = request.body;
      if (remove && toAdvance) {
        throw badRequest('Tahsilatları ya avansa aktarmayı ya da silmeyi seçiniz; ikisi birden seçilemez.');
      }
      const settlement: PaymentSettlement | null = toAdvance ? 'advance' : remove ? 'remove' : null;
      const result = await deleteBatch(app.db, actorOf(session), session.accountId, id, settlement);
      return deletionAnswer(id, `Toplu borç silindi (${result.debtCount} borç).`, result);
    },
  );
}
