import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { canAccessArea } from '../../../common/permissions';
import { permissionsOf, sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import {
  type AnnouncementRow,
  announcementsRepository,
} from '../../repositories/communication/announcements';
import { formBodyLimit, readMultipartForm } from '../../schemas/communication/multipart';
import { smsDeps } from '../../schemas/shared/communication';
import { downloadOptions, sendDownload } from '../../schemas/shared/download';
import { type App, Id, Message, PageQuery, refuseBlank, Text, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  ANNOUNCEMENT_MAX_BYTES,
  ANNOUNCEMENT_MIMES,
  type AnnouncementValues,
  createAnnouncement,
  readAnnouncementFile,
  removeAnnouncement,
  updateAnnouncement,
} from '../../services/communication/announcements';

const area = 'additional_features' as const;
const tag = 'communication';

const ZeroOne = Type.Union([Type.Literal(0), Type.Literal(1)]);
const AnnouncementSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  user_id: Type.Union([Type.Integer(), Type.Null()]),
  passive: ZeroOne,
  is_exist_file: ZeroOne,
  file_name: Type.Union([Type.String(), Type.Null()]),
  mime: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});
/**
 * A save's answer: the announcement, whether its SMS went and how many e-mails were queued (null: none was asked;
 * the queue sends them after the answer, docs/mail.md "The queue").
 */
const SavedSchema = Type.Object({
  ...AnnouncementSchema.properties,
  sms_sent: Type.Union([Type.Boolean(), Type.Null()]),
  emails_sent: Type.Union([Type.Integer(), Type.Null()], {
    description: 'E-mails queued for this announcement; they are sent after the answer.',
  }),
});
const announcementJson = (row: AnnouncementRow) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  user_id: row.userId,
  passive: row.passive === 1 ? (1 as const) : (0 as const),
  is_exist_file: row.storedName ? (1 as const) : (0 as const),
  file_name: row.fileName,
  mime: row.mime,
  created_at: row.createdAt.toISOString(),
});

/**
 * The multipart fields of POST and PUT (docs/domain.md, "Tickets, announcements and the other features"). `user_id` is
 * accepted but the author kept is the signed-in user; `is_exist_file` 0 on an edit without a new `File` removes the
 * file, 1 keeps it.
 */
const AnnouncementFields = Type.Object({
  title: Text(200),
  content: Text(5000),
  user_id: Type.Optional(Type.Integer()),
  is_exist_file: Type.Optional(ZeroOne),
  passive: Type.Optional(ZeroOne),
  /** 1: also announce it by SMS to every resident with a flat, with the link to their page (needs send_sms). */
  sms: Type.Optional(ZeroOne),
  /** 1: also e-mail a shown announcement to residents with a usable address; left out: 1 on POST, 0 on PUT. */
  email: Type.Optional(ZeroOne),
});
const formDescription =
  'multipart/form-data: title, content, user_id, is_exist_file (0/1), passive (1 shows, 0 hides; 1 when left ' +
  'out), sms (1: also announce by SMS with each resident’s page link), email (1: also e-mail it to residents ' +
  'with a usable address who did not opt out; 1 on POST and 0 on PUT when left out) and optionally the file in `File` ' +
  `(${ANNOUNCEMENT_MIMES.join(', ')}; at most 10 MB).`;

async function readAnnouncementForm(request: FastifyRequest, emailByDefault: 0 | 1) {
  const { fields, file } = await readMultipartForm(request, {
    fields: AnnouncementFields,
    fileFields: ['File', 'file'],
    maxBytes: ANNOUNCEMENT_MAX_BYTES,
    tooLarge: 'Duyuru dosyası en fazla 10 MB olabilir.',
    notMultipart: 'Duyuru form olarak (multipart/form-data) gönderilmelidir.',
  });
  refuseBlank(fields, ['title', 'content']);
  const values: AnnouncementValues = {
    title: fields.title.trim(),
    content: fields.content.trim(),
    passive: fields.passive ?? 1,
    keepFile: fields.is_exist_file !== 0,
  };
  return { values, file, bySms: fields.sms === 1, byMail: (fields.email ?? emailByDefault) === 1 };
}

/** What the SMS of "also announce by SMS" needs, or null when it was not asked. */
function smsAsk(app: App, request: FastifyRequest, bySms: boolean) {
  if (!bySms) return null;
  return {
    deps: smsDeps(app),
    mayText: canAccessArea(permissionsOf(sessionOf(request)), 'sms', 'send'),
  };
}

/** The answer of a save: the SMS's outcome is the description when one was asked, then the e-mails'. */
const savedAnswer = (
  saved: string,
  { row, sms, mailed }: Awaited<ReturnType<typeof createAnnouncement>>,
) => ({
  description: [sms?.description ?? saved, mailed ? `${mailed} kişiye e-posta ile gönderilecek.` : '']
    .filter(Boolean)
    .join(' '),
  data: { ...announcementJson(row), sms_sent: sms?.sent ?? null, emails_sent: mailed },
});

const IdParams = Type.Object({ id: Id });

/** Duyurular: GET/POST /user/anno, PUT/DELETE /user/anno/{id} and the file's download. */
export default async function announcementRoutes(app: App) {
  listRoute(app, {
    path: '/user/anno',
    access: { area, action: 'list' },
    tag,
    description: 'Announcements, newest first.',
    query: PageQuery,
    item: AnnouncementSchema,
    read: (db, session, { page }) =>
      announcementsRepository.list(db, session.accountId, { page, order: 'desc' }),
    json: announcementJson,
  });

  app.get(
    '/user/anno/:id',
    routeOptions({ area, action: 'show' }, tag, { params: IdParams }, WriteAnswer(AnnouncementSchema)),
    async (request) => {
      const session = sessionOf(request);
      const row = await announcementsRepository.findOrFail(app.db, session.accountId, request.params.id);
      return { description: '', data: announcementJson(row) };
    },
  );

  app.post(
    '/user/anno',
    {
      ...routeOptions(
        { area, action: 'create' },
        tag,
        { description: formDescription, consumes: ['multipart/form-data'] },
        WriteAnswer(SavedSchema),
      ),
      bodyLimit: formBodyLimit(ANNOUNCEMENT_MAX_BYTES),
    },
    async (request) => {
      const { values, file, bySms, byMail } = await readAnnouncementForm(request, 1);
      const session = sessionOf(request);
      const saved = await createAnnouncement(
        app.db,
        app.config.dataDir,
        session,
        values,
        file,
        smsAsk(app, request, bySms),
        byMail ? { queue: app.mailQueue, dataDir: app.config.dataDir } : null,
      );
      return savedAnswer('Duyuru eklendi.', saved);
    },
  );

  app.put(
    '/user/anno/:id',
    {
      ...routeOptions(
        { area, action: 'edit' },
        tag,
        { description: formDescription, consumes: ['multipart/form-data'], params: IdParams },
        WriteAnswer(SavedSchema),
      ),
      bodyLimit: formBodyLimit(ANNOUNCEMENT_MAX_BYTES),
    },
    async (request) => {
      const { values, file, bySms, byMail } = await readAnnouncementForm(request, 0);
      const session = sessionOf(request);
      const saved = await updateAnnouncement(
        app.db,
        app.config.dataDir,
        session,
        request.params.id,
        values,
        file,
        smsAsk(app, request, bySms),
        byMail ? { queue: app.mailQueue, dataDir: app.config.dataDir } : null,
      );
      return savedAnswer('Duyuru güncellendi.', saved);
    },
  );

  app.delete(
    '/user/anno/:id',
    routeOptions({ area, action: 'delete' }, tag, { params: IdParams }, Message),
    async (request) => {
      await removeAnnouncement(app.db, app.config.dataDir, sessionOf(request), request.params.id);
      return { description: 'Duyuru silindi.' };
    },
  );

  app.get(
    '/user/anno/:id/file',
    downloadOptions(
      { area, action: 'show' },
      tag,
      { description: 'The announcement’s file, as an attachment with its shown name.', params: IdParams },
      ANNOUNCEMENT_MIMES,
    ),
    async (request, reply) => {
      const session = sessionOf(request);
      return sendDownload(
        reply,
        await readAnnouncementFile(app.db, app.config.dataDir, session, request.params.id),
      );
    },
  );
}
