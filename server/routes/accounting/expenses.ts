import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError } from '../../errors';
import { sessionOf } from '../../plugins/auth';
import { plainWriteRoutes } from '../../plugins/plainWrites';
import { ledgerRepository } from '../../repositories/accounting/ledger';
import {
  ExpenseBody,
  ExpenseList,
  ExpenseSchema,
  expenseJson,
  LedgerListQuery,
} from '../../schemas/accounting/accounting';
import { downloadOptions, sendDownload } from '../../schemas/shared/download';
import { type App, Id, Message, Nullable, paging, WriteAnswer } from '../../schemas/shared/http';
import { money, pageWithTotals } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  attachInvoice,
  detachInvoice,
  INVOICE_MAX_BYTES,
  INVOICE_MIMES,
  type InvoiceUpload,
  readInvoice,
} from '../../services/accounting/invoices';
import { expenseWrites } from '../../services/accounting/records';
import { expenseValues, ledgerFilters } from '../../services/accounting/values';

const area = 'accounting' as const;
const chooseFile = 'Bir fatura dosyası seçiniz (PDF, JPEG veya PNG, en fazla 5 MB).';

/** The uploaded file of the multipart field `file`; too large or missing gets a Turkish answer. */
async function readUpload(request: FastifyRequest): Promise<InvoiceUpload> {
  if (!request.isMultipart()) throw new AppError(400, chooseFile, { file: chooseFile });
  try {
    const file = await request.file({ limits: { fileSize: INVOICE_MAX_BYTES } });
    if (file?.fieldname !== 'file') throw new AppError(400, chooseFile, { file: chooseFile });
    return { bytes: await file.toBuffer(), sentName: file.filename };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      const tooLarge = 'Fatura dosyası en fazla 5 MB olabilir.';
      throw new AppError(413, tooLarge, { file: tooLarge });
    }
    // A broken upload (cut off, malformed) is the sender's problem, not the server's.
    if (error instanceof AppError) throw error;
    throw new AppError(400, chooseFile, { file: chooseFile });
  }
}

const IdParams = Type.Object({ id: Id });

/** Giderler (GET /expenses?type=2, POST/PUT/DELETE /expense) and their invoice files. */
export default async function expenseRoutes(app: App) {
  app.get(
    '/expenses',
    routeOptions(
      { area, action: 'list' },
      'accounting',
      {
        description: 'Expenses, newest first, with the total of every matching row.',
        querystring: Type.Object({
          ...LedgerListQuery,
          type: Type.Optional(Type.Literal(2)),
          current_account_id: Type.Optional(Nullable(Id)),
        }),
      },
      ExpenseList,
    ),
    async (request) => {
      const { query } = request;
      const paged = paging(query);
      const { rows, total, sum } = await ledgerRepository.expenses(
        app.db,
        sessionOf(request).accountId,
        ledgerFilters(query),
        { offset: paged.offset, limit: paged.perPage },
      );
      return pageWithTotals(rows.map(expenseJson), total, paged, { amount: money(-sum) });
    },
  );

  plainWriteRoutes(app, {
    path: '/expense',
    area,
    tag: 'accounting',
    fields: ExpenseBody,
    values: expenseValues,
    writes: expenseWrites,
    answer: ExpenseSchema,
    json: expenseJson,
    idempotent: true,
    texts: { created: 'Gider kaydedildi.', updated: 'Gider güncellendi.', removed: 'Gider silindi.' },
  });

  app.put(
    '/expense/:id/invoice',
    {
      ...routeOptions(
        { area, action: 'edit' },
        'accounting',
        {
          description:
            'multipart/form-data with the invoice in the field `file` (PDF, JPEG or PNG, at most 5 MB).',
          params: IdParams,
          consumes: ['multipart/form-data'],
        },
        WriteAnswer(Type.Object({ invoice_name: Type.String() })),
      ),
      bodyLimit: INVOICE_MAX_BYTES + 64 * 1024,
    },
    async (request) => {
      const upload = await readUpload(request);
      const name = await attachInvoice(
        app.db,
        app.config.dataDir,
        sessionOf(request),
        request.params.id,
        upload,
      );
      return { description: 'Fatura dosyası eklendi.', data: { invoice_name: name } };
    },
  );

  app.delete(
    '/expense/:id/invoice',
    // Removing a file is a delete (as the logo): the expenses screen offers it only to those who may delete.
    routeOptions({ area, action: 'delete' }, 'accounting', { params: IdParams }, Message),
    async (request) => {
      await detachInvoice(app.db, app.config.dataDir, sessionOf(request), request.params.id);
      return { description: 'Fatura dosyası kaldırıldı.' };
    },
  );

  app.get(
    '/expense/:id/invoice',
    downloadOptions(
      { area, action: 'show' },
      'accounting',
      {
        description: 'The invoice file, as an attachment with the name it was uploaded with.',
        params: IdParams,
      },
      INVOICE_MIMES,
    ),
    async (request, reply) => {
      const session = sessionOf(request);
      return sendDownload(reply, await readInvoice(app.db, app.config.dataDir, session, request.params.id));
    },
  );
}
