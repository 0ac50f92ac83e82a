import type { Static } from 'typebox';
import { Type } from 'typebox';
import { badRequest } from '../../errors';
import { dateOr, positiveAmount } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import {
  AcceptAnswer,
  AcceptBody,
  IgnoreBody,
  LineParams,
  LineState,
  lineStateJson,
  PostBody,
  RECONCILIATION_PER_PAGE,
  ReconciliationAnswer,
  ReconciliationQuery,
  reconciliationJson,
} from '../../schemas/accounting/bankPosting';
import { type App, authErrors, ErrorAnswer, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { acceptSuggestions } from '../../services/accounting/bankAccept';
import { ignoreLine, type PartInput, postLine, undoLine } from '../../services/accounting/bankPosting';
import {
  reconciliationOf,
  reconciliationPdf,
  reconciliationXlsx,
} from '../../services/accounting/bankReconciliation';

const area = 'accounting' as const;
const tag = 'accounting';

/** The body's parts read into kuruş (a bad amount names its part); none: the line's own suggestion. */
function partsOf(body: Static<typeof PostBody>): PartInput[] | 'suggestion' {
  if (!body.parts || body.parts.length === 0) return 'suggestion';
  return body.parts.map((p, index) => ({
    kind: p.kind as PartInput['kind'],
    amount: positiveAmount(p.amount, `parts.${index}.amount`),
    apartmentId: p.apartment_id ?? null,
    residentId: p.resident_id ?? null,
    supplierId: p.supplier_id ?? null,
    accountingTypeId: p.accounting_type_id ?? null,
    accountId: p.account_id ?? null,
    transferId: p.transfer_id ?? null,
    debtIds: p.debt_ids ?? null,
    description: p.description ?? null,
  }));
}

/** The period of the reconciliation, DD.MM.YYYY → ISO, start not after end. */
function periodOf(query: Static<typeof ReconciliationQuery>) {
  const startDate = dateOr(query.start_date, 'start_date', '');
  const endDate = dateOr(query.end_date, 'end_date', '');
  if (!startDate || !endDate || startDate > endDate) {
    throw badRequest('Mutabakat için geçerli bir başlangıç ve bitiş tarihi giriniz (GG.AA.YYYY).', {
      start_date: 'Başlangıç tarihi bitiş tarihinden sonra olamaz.',
    });
  }
  return { cashAccountId: query.account_id, startDate, endDate };
}

const FILES = {
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    make: reconciliationXlsx,
  },
  pdf: { type: 'application/pdf', make: reconciliationPdf },
} as const;

const FileBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** Posting, ignoring and undoing bank lines, accepting suggestions, and the reconciliation (docs/bank.md). */
export default async function bankPostingRoutes(app: App) {
  app.post(
    '/bank/lines/:id/post',
    routeOptions(
      { area, action: 'create' },
      tag,
      {
        description:
          'Posts a bank line as its parts (collection, supplier payment, expense, income, transfer, refund), dated on its value date; without parts its suggestion is accepted. 409 when it is already decided.',
        params: LineParams,
        body: PostBody,
      },
      WriteAnswer(LineState),
      { idempotent: true },
    ),
    async (request) => {
      const line = await postLine(app.db, sessionOf(request), request.params.id, partsOf(request.body));
      return { description: 'Banka hareketi işlendi.', data: lineStateJson(line) };
    },
  );

  app.post(
    '/bank/lines/:id/ignore',
    routeOptions(
      { area, action: 'edit' },
      tag,
      {
        description: 'Leaves a bank line out of the books, with the reason.',
        params: LineParams,
        body: IgnoreBody,
      },
      WriteAnswer(LineState),
      { idempotent: true },
    ),
    async (request) => {
      const line = await ignoreLine(app.db, sessionOf(request), request.params.id, request.body.reason);
      return { description: 'Banka hareketi yok sayıldı.', data: lineStateJson(line) };
    },
  );

  app.post(
    '/bank/lines/:id/undo',
    routeOptions(
      { area, action: 'delete' },
      tag,
      {
        description:
          'Reverses what a posted line made (its receipts are cancelled, its debts open again) or un-ignores it; the line is unmatched again.',
        params: LineParams,
      },
      WriteAnswer(LineState),
      { idempotent: true },
    ),
    async (request) => {
      const line = await undoLine(app.db, sessionOf(request), request.params.id);
      return { description: 'Banka hareketi geri alındı.', data: lineStateJson(line) };
    },
  );

  app.post(
    '/bank/lines/accept',
    routeOptions(
      { area, action: 'create' },
      tag,
      {
        description:
          'Posts the suggestion of each line, each in its own transaction; lines without a single target or already decided are skipped.',
        body: AcceptBody,
      },
      AcceptAnswer,
      { idempotent: true },
    ),
    async (request) => {
      const counts = await acceptSuggestions(app.db, sessionOf(request), request.body.ids);
      return {
        description: `${counts.posted} hareket işlendi, ${counts.skipped} hareket atlandı.`,
        data: counts,
      };
    },
  );

  app.get(
    '/bank/reconciliation',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: [tag],
        description:
          'The books and the bank day by day for a bank account: balances, their difference, the first day they part, and what only one side has, a page of each list (book_page, bank_page, per_page) with its total. format=xlsx or pdf answers the file with every row.',
        querystring: ReconciliationQuery,
        response: {
          200: {
            description: 'The reconciliation, or its file.',
            content: {
              'application/json': { schema: ReconciliationAnswer },
              [FILES.xlsx.type]: { schema: FileBytes },
              [FILES.pdf.type]: { schema: FileBytes },
            },
          },
          ...authErrors,
          500: ErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const { accountId } = sessionOf(request);
      const period = periodOf(request.query);
      const format = request.query.format;
      if (format === 'xlsx' || format === 'pdf') {
        const file = FILES[format];
        const bytes = await file.make(app.db, accountId, period);
        return reply
          .header('content-type', file.type)
          .header('content-disposition', `attachment; filename="banka-mutabakati.${format}"`)
          .send(bytes);
      }
      const perPage = request.query.per_page ?? RECONCILIATION_PER_PAGE;
      const pageOf = (page = 1) => ({ offset: (page - 1) * perPage, limit: perPage });
      const { result } = await reconciliationOf(app.db, accountId, period, {
        bookOnly: pageOf(request.query.book_page),
        bankOnly: pageOf(request.query.bank_page),
      });
      return reply.header('content-type', 'application/json').send({ data: reconciliationJson(result) });
    },
  );
}
