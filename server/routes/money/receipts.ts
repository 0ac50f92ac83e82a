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
  Nullable,
  PageQuery,
  paging,
} from '../../schemas/shared/http';
import { dmy, Money, money } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { receiptPdfOf } from '../../services/money';

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
});

const PdfBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

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
}
