import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { badRequest } from '../../errors';
import { sessionOf } from '../../plugins/auth';
import {
  ImportSummarySchema,
  importSummaryJson,
  LineList,
  lineJson,
  MappingBody,
  MappingSchema,
  mappingJson,
  mappingOf,
  StatementSchema,
  statementJson,
} from '../../schemas/accounting/bank';
import { formBodyLimit, readMultipartForm } from '../../schemas/communication/multipart';
import {
  type App,
  Id,
  ListAnswer,
  Nullable,
  PageQuery,
  pageAnswer,
  paging,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  type ImportSummary,
  importStatement,
  listLines,
  listStatements,
  previewStatement,
  readMapping,
  saveMapping,
} from '../../services/accounting/bankImport';
import { importPhase } from '../../services/accounting/bankImportPhases';

const tag = 'accounting';
const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
const chooseFile = 'Bir hesap özeti dosyası seçiniz (Excel, CSV, MT940 veya camt.053; en fazla 10 MB).';
const formats = 'Excel, CSV, MT940 or camt.053, at most 10 MB';

const ImportFields = Type.Object({ account_id: Id });
const PreviewFields = Type.Object({});

/** The form's fields and its statement file, which must be there. */
async function readStatementForm<Fields extends typeof ImportFields | typeof PreviewFields>(
  request: FastifyRequest,
  fields: Fields,
) {
  const form = await readMultipartForm(request, {
    fields,
    fileFields: ['file'],
    maxBytes: STATEMENT_MAX_BYTES,
    tooLarge: 'Hesap özeti dosyası en fazla 10 MB olabilir.',
    notMultipart: chooseFile,
  });
  if (!form.file) throw badRequest(chooseFile, { file: chooseFile });
  return { fields: form.fields, file: form.file };
}

function importText(s: ImportSummary): string {
  const parts = [`${s.newLines} yeni hareket eklendi`];
  if (s.duplicateLines > 0) parts.push(`${s.duplicateLines} hareket daha önce yüklenmişti`);
  if (s.posted > 0) parts.push(`${s.posted} hareket işlendi`);
  if (s.suggested > 0) parts.push(`${s.suggested} hareket için öneri var`);
  const text = `${parts.join(', ')}.`;
  return s.balanceMessage ? `${text} Uyarı: ${s.balanceMessage}` : text;
}

const Statuses = Type.Union([
  Type.Literal('suggested'),
  Type.Literal('unmatched'),
  Type.Literal('posted'),
  Type.Literal('ignored'),
]);

/** Hesap özetleri (docs/bank.md): import, the column mapping, the statements and their lines. */
export default async function bankRoutes(app: App) {
  app.post(
    '/bank/statements',
    {
      ...routeOptions(
        { area: 'accounting', action: 'create' },
        tag,
        {
          description: `multipart/form-data: \`account_id\` (a bank account) and the statement in \`file\` (${formats}). Lines stored before are left out; an unknown layout answers 400 with \`errors.mapping\`.`,
          consumes: ['multipart/form-data'],
        },
        WriteAnswer(ImportSummarySchema),
      ),
      bodyLimit: formBodyLimit(STATEMENT_MAX_BYTES),
    },
    async (request) => {
      importPhase('upload');
      const { fields, file } = await readStatementForm(request, ImportFields);
      const summary = await importStatement(app.db, sessionOf(request), {
        cashAccountId: fields.account_id,
        fileName: file.sentName ?? '',
        bytes: file.bytes,
      });
      return { description: importText(summary), data: importSummaryJson(summary) };
    },
  );

  app.post(
    '/bank/statements/preview',
    {
      ...routeOptions(
        { area: 'accounting', action: 'list' },
        tag,
        {
          description: `multipart/form-data: an Excel or CSV statement in \`file\` (${formats}). Answers its first 20 rows as text, for choosing the columns; stores nothing.`,
          consumes: ['multipart/form-data'],
        },
        WriteAnswer(Type.Object({ rows: Type.Array(Type.Array(Type.String())) })),
        { writes: false },
      ),
      bodyLimit: formBodyLimit(STATEMENT_MAX_BYTES),
    },
    async (request) => {
      const { file } = await readStatementForm(request, PreviewFields);
      return { description: '', data: { rows: await previewStatement(file.bytes, file.sentName ?? '') } };
    },
  );

  app.get(
    '/bank/mapping',
    routeOptions(
      { area: 'accounting', action: 'show' },
      tag,
      {
        description: "The bank account's saved column mapping (0-based columns), or null.",
        querystring: Type.Object({ account_id: Id }),
      },
      WriteAnswer(Nullable(MappingSchema)),
    ),
    async (request) => ({
      description: '',
      data: mappingJson(await readMapping(app.db, sessionOf(request), request.query.account_id)),
    }),
  );

  app.put(
    '/bank/mapping',
    routeOptions(
      { area: 'accounting', action: 'edit' },
      tag,
      {
        description:
          "Keeps the columns of this bank account's Excel/CSV statements: one `amount` column or `debit` and `credit`.",
        body: MappingBody,
      },
      WriteAnswer(MappingSchema),
    ),
    async (request) => {
      const { account_id, mapping } = request.body;
      const saved = await saveMapping(app.db, sessionOf(request), account_id, mappingOf(mapping));
      return { description: 'Sütun eşleştirmesi kaydedildi.', data: mappingJson(saved)! };
    },
  );

  app.get(
    '/bank/statements',
    routeOptions(
      { area: 'accounting', action: 'list' },
      tag,
      {
        description: "A bank account's imported statements, newest first.",
        querystring: Type.Object({ ...PageQuery, account_id: Id }),
      },
      ListAnswer(StatementSchema),
    ),
    async (request) => {
      const page = paging(request.query);
      const listed = await listStatements(app.db, sessionOf(request), request.query.account_id, {
        offset: page.offset,
        limit: page.perPage,
      });
      return pageAnswer(listed.rows.map(statementJson), listed.total, page);
    },
  );

  app.get(
    '/bank/lines',
    routeOptions(
      { area: 'accounting', action: 'list' },
      tag,
      {
        description:
          "A bank account's lines, newest value date first, of one statement and one state when given, with the count of every state.",
        querystring: Type.Object({
          ...PageQuery,
          account_id: Id,
          statement_id: Type.Optional(Id),
          status: Type.Optional(Statuses),
        }),
      },
      LineList,
    ),
    async (request) => {
      const { account_id, statement_id, status } = request.query;
      const page = paging(request.query);
      const listed = await listLines(
        app.db,
        sessionOf(request),
        { cashAccountId: account_id, statementId: statement_id, status },
        { offset: page.offset, limit: page.perPage },
      );
      const rows = listed.rows.map((line) => lineJson(line, listed.parts, listed.targetNames));
      return { ...pageAnswer(rows, listed.total, page), counts: listed.counts };
    },
  );
}
