import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isoToDmy } from '../../../common/date';
import { badRequest } from '../../errors';
import { dateOr, todayIso } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { type DocumentRow, documentsRepository } from '../../repositories/communication/documents';
import { formBodyLimit, readMultipartForm } from '../../schemas/communication/multipart';
import { downloadOptions, sendDownload } from '../../schemas/shared/download';
import {
  type App,
  DmyInput,
  Id,
  KeyQuery,
  Message,
  PageQuery,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { IdQuery, idOf, OptionalIdBody } from '../../schemas/shared/specForms';
import {
  createDocument,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MIMES,
  type DocumentValues,
  readDocumentFile,
  removeDocument,
  updateDocument,
} from '../../services/communication/documents';

const area = 'additional_features' as const;
const tag = 'communication';

const DocumentSchema = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  date: Type.String({ description: 'DD.MM.YYYY' }),
  file_name: Type.String({ description: 'The shown name, also the download’s file_name.' }),
  mime: Type.String(),
  size: Type.Integer(),
});
const documentJson = (row: DocumentRow) => ({
  id: row.id,
  description: row.description,
  date: isoToDmy(row.date) ?? row.date,
  file_name: row.fileName,
  mime: row.mime,
  size: row.size,
});

/** The multipart text fields of POST and PUT (the file comes as `file`). */
const DocumentFields = Type.Object({
  description: Text(500),
  date: Type.Optional(DmyInput),
  /** The specification's PUT sends the id as a field of the form. */
  id: Type.Optional(Id),
});
const chooseFile = 'Bir doküman dosyası seçiniz (PDF, JPEG, PNG veya WEBP, en fazla 10 MB).';
const formDescription = `multipart/form-data: description, date (DD.MM.YYYY, today when empty) and the file in \`file\` (${DOCUMENT_MIMES.join(', ')}; at most 10 MB).`;

/** The form's values and its file; a new document must have a file, an edit may leave it out. */
async function readDocumentForm(request: FastifyRequest) {
  const { fields, file } = await readMultipartForm(request, {
    fields: DocumentFields,
    fileFields: ['file', 'File'],
    maxBytes: DOCUMENT_MAX_BYTES,
    tooLarge: 'Doküman dosyası en fazla 10 MB olabilir.',
    notMultipart: chooseFile,
  });
  refuseBlank(fields, ['description']);
  const values: DocumentValues = {
    description: fields.description.trim(),
    date: dateOr(fields.date, 'date', todayIso()),
  };
  return { values, file, id: fields.id };
}

const IdParams = Type.Object({ id: Id });

/** Dokümanlar: GET /documents, GET/POST/PUT/DELETE /document, GET /download/documents. */
export default async function documentRoutes(app: App) {
  listRoute(app, {
    path: '/documents',
    access: { area, action: 'list' },
    tag,
    description: 'Documents, newest date first; `key` searches the description and the file name.',
    query: { ...PageQuery, key: KeyQuery, type: Type.Optional(Type.Literal(1)) },
    keyField: 'key',
    item: DocumentSchema,
    read: (db, session, { key, page }) => documentsRepository.page(db, session.accountId, key, page),
    json: documentJson,
  });

  const show = async (request: FastifyRequest, id: number) => {
    const row = await documentsRepository.findOrFail(app.db, sessionOf(request).accountId, id);
    return { description: '', data: documentJson(row) };
  };
  const create = async (request: FastifyRequest) => {
    const { values, file } = await readDocumentForm(request);
    if (!file) throw badRequest(chooseFile, { file: chooseFile });
    const row = await createDocument(app.db, app.config.dataDir, sessionOf(request), values, file);
    return { description: 'Doküman eklendi.', data: documentJson(row) };
  };
  /** An edit: the id of the path, or of the form (the specification's PUT). */
  const update = async (request: FastifyRequest, pathId?: number) => {
    const form = await readDocumentForm(request);
    const id = pathId ?? idOf({ body: form });
    const session = sessionOf(request);
    const row = await updateDocument(app.db, app.config.dataDir, session, id, form.values, form.file);
    return { description: 'Doküman güncellendi.', data: documentJson(row) };
  };
  const remove = async (request: FastifyRequest, id: number) => {
    await removeDocument(app.db, app.config.dataDir, sessionOf(request), id);
    return { description: 'Doküman silindi.' };
  };
  const one = WriteAnswer(DocumentSchema);
  const form = (action: 'create' | 'edit', description: string) => ({
    ...routeOptions({ area, action }, tag, { description, consumes: ['multipart/form-data'] }, one),
    bodyLimit: formBodyLimit(DOCUMENT_MAX_BYTES),
  });
  const editText = `${formDescription} Without a file the document keeps its file.`;

  app.get(
    '/document/:id',
    routeOptions({ area, action: 'show' }, tag, { params: IdParams }, one),
    async (request) => show(request, request.params.id),
  );
  app.put(
    '/document/:id',
    {
      ...routeOptions(
        { area, action: 'edit' },
        tag,
        { description: editText, consumes: ['multipart/form-data'], params: IdParams },
        one,
      ),
      bodyLimit: formBodyLimit(DOCUMENT_MAX_BYTES),
    },
    async (request) => update(request, request.params.id),
  );
  app.delete(
    '/document/:id',
    routeOptions({ area, action: 'delete' }, tag, { params: IdParams }, Message),
    async (request) => remove(request, request.params.id),
  );

  // The specification's forms: the id in the query, the body or the form, and the plural path for writes.
  app.get(
    '/document',
    routeOptions({ area, action: 'show' }, tag, { querystring: IdQuery }, one),
    async (request) => show(request, idOf(request)),
  );
  for (const path of ['/document', '/documents']) {
    app.post(path, form('create', formDescription), async (request) => create(request));
    app.put(path, form('edit', `${editText} The id is a field of the form.`), async (request) =>
      update(request),
    );
    app.delete(
      path,
      routeOptions({ area, action: 'delete' }, tag, { querystring: IdQuery, body: OptionalIdBody }, Message),
      async (request) => remove(request, idOf(request)),
    );
  }

  app.get(
    '/download/documents',
    downloadOptions(
      { area, action: 'show' },
      tag,
      {
        description:
          'The file of the caller’s document shown under `file_name`, as an attachment. Names with a folder ' +
          'separator, a NUL, an encoded character or only dots are refused (400); another account’s names are 404.',
        querystring: Type.Object({ file_name: Type.String({ minLength: 1, maxLength: 200 }) }),
      },
      DOCUMENT_MIMES,
      true,
    ),
    async (request, reply) => {
      const session = sessionOf(request);
      const file = await readDocumentFile(app.db, app.config.dataDir, session, request.query.file_name);
      return sendDownload(reply, file);
    },
  );
}
