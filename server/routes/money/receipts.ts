import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { collectionsRepository as repo } from '../../repositories/money/collections';
import {
  type App,
  authErrors,
  ErrorAnswer,
  Id,
  KeyQuery,
  ListAnswer,
  Message,
  Nullable,
  PageQuery,
  paging,
} from '../../schemas/shared/http';
import { dmy, Money, money } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { receiptPdfOf, receiptUndoPlan, undoReceipt } from '../../services/money';
import { actorOf } from '../../services/shared/sessions';

const area = 'accounting' as const;

const ReceiptSchema = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  date: Type.String(),
  resident_id: Nullable(Type.Integer()),
  payer_name: Type.String(),
  amount: Money,
  /** The payer's remaining debt right after the collection. */
  remaining: Money,
  account_id: Type.Integer(),
  account: Type.String(),
  description: Nullable(Type.String()),
  /** Undone collections keep their number (no gaps, no reuse). */
  is_cancelled: Type.Boolean(),
  /** The same receipt under the names the spec's client reads (docs/decisions.md, "Receipts in the spec's names"). */
  receipt_id: Type.Integer(),
  remainingAmount: Money,
  name: Type.String(),
  surname: Type.String(),
});

const PdfBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** What undoing a receipt's collection gives back (issue 26), shown before it is confirmed. */
const UndoPlanSchema = Type.Object({
  receipt_id: Type.Integer(),
  number: Type.Integer(),
  date: Type.String(),
  payer_name: Type.String(),
  amount: Money,
  /** The cash account the collected money leaves. */
  account: Type.String(),
  /** Each debt that reopens: what it gets back and what it then has left. */
  debts: Type.Array(
    Type.Object({
      debt_id: Type.Integer(),
      description: Type.String(),
      due_date: Type.String(),
      flat: Type.String(),
      amount: Money,
      remaining_after: Money,
    }),
  ),
  /** The surplus that leaves the payer's advance. */
  advance: Money,
  is_cancelled: Type.Boolean(),
  /** Why the undo would be refused now (cancelled already, closed books, a paid debt deleted, advance spent). */
  refusal: Nullable(Type.String()),
});

/** Receipts (makbuzlar): their list and each one as a PDF (docs/domain.md, "Collections and receipts"). */
export default async function receiptRoutes(app: App) {
  for (const path of ['/user/receipt', '/receipts']) {
    app.get(
      path,
      routeOptions(
        { area, action: 'list' },
        'receipts',
        {
          description:
            "The account's receipts (makbuzlar), newest number first; resident_id filters by payer, key searches " +
            'the payer, the number, the cash account and the description.',
          querystring: Type.Object({ ...PageQuery, resident_id: Type.Optional(Nullable(Id)), key: KeyQuery }),
        },
        ListAnswer(ReceiptSchema),
      ),
      async (request) => {
        const session = sessionOf(request);
        const { page, perPage, offset } = paging(request.query);
        const { rows, total } = await repo.receipts(
          app.db,
          session.accountId,
          { residentId: request.query.resident_id, key: request.query.key?.trim() || null },
          { offset, limit: perPage },
        );
        return {
          Records: rows.map((row) => ({
            id: row.receipt.id,
            number: row.receipt.number,
            date: dmy(row.receipt.date),
            resident_id: row.receipt.residentId,
            payer_name: row.residentName === null ? '' : `${row.residentName} ${row.residentSurname}`,
            amount: money(row.receipt.total),
            remaining: money(row.receipt.remainingAfter),
            account_id: row.receipt.cashAccountId,
            account: row.cashAccountName,
            description: row.receipt.description,
            is_cancelled: row.receipt.deletedAt !== null,
            receipt_id: row.receipt.id,
            remainingAmount: money(row.receipt.remainingAfter),
            name: row.residentName ?? '',
            surname: row.residentSurname ?? '',
          })),
          TotalRecords: total,
          Page: page,
          PerPage: perPage,
        };
      },
    );
  }

  app.get(
    '/user/receipt/file/:receipt_id',
    {
      config: { access: { area, action: 'show' } },
      schema: {
        tags: ['receipts'],
        description: 'The receipt as a PDF: logo, payer, amount, remaining debt, what it paid and a barcode.',
        params: Type.Object({ receipt_id: Id }),
        response: {
          200: { description: 'The PDF.', content: { 'application/pdf': { schema: PdfBytes } } },
          ...authErrors,
          500: ErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { number, pdf } = await receiptPdfOf(app.db, session.accountId, request.params.receipt_id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="makbuz-${number}.pdf"`)
        .send(pdf);
    },
  );
  app.get(
    '/user/receipt/:receipt_id/undo',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['receipts'],
        description:
          "What undoing the receipt's collection gives back: the debts that reopen with their amounts, the " +
          'advance and the cash account; `refusal` says why it would be refused now.',
        params: Type.Object({ receipt_id: Id }),
        response: { 200: Type.Object({ data: UndoPlanSchema }), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const plan = await receiptUndoPlan(app.db, session.accountId, request.params.receipt_id);
      return {
        data: {
          receipt_id: plan.receipt.id,
          number: plan.receipt.number,
          date: dmy(plan.receipt.date),
          payer_name: plan.payerName,
          amount: money(plan.receipt.total),
          account: plan.cashAccount,
          debts: plan.debts.map((d) => ({
            debt_id: d.debtId,
            description: d.description,
            due_date: dmy(d.dueDate),
            flat: d.flat,
            amount: money(d.amount),
            remaining_after: money(d.remainingAfter),
          })),
          advance: money(plan.advance),
          is_cancelled: plan.receipt.deletedAt !== null,
          refusal: plan.refusal,
        },
      };
    },
  );

  app.post(
    '/user/receipt/:receipt_id/undo',
    {
      config: { access: { area, action: 'delete' }, idempotent: true },
      schema: {
        tags: ['receipts'],
        description:
          "Undoes the receipt's collection in one transaction (Tahsilatı geri al): its payments leave their " +
          'debts, its surplus leaves the advance, its money leaves the cash account; the receipt stays listed, ' +
          'cancelled (İptal edildi), and its PDF says so. Refused (409) with the reason when already cancelled, ' +
          'in closed books, when a debt it paid was deleted since, or its surplus was spent.',
        params: Type.Object({ receipt_id: Id }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const receipt = await undoReceipt(
        app.db,
        actorOf(session),
        session.accountId,
        request.params.receipt_id,
      );
      return { description: `Tahsilat geri alındı; ${receipt.number} numaralı makbuz iptal edildi.` };
    },
  );
}
