import { Type } from 'typebox';
import { formatIstanbulInstant } from '../../../common/date';
import { sessionOf } from '../../plugins/auth';
import { downloadOptions } from '../../schemas/shared/download';
import { type App, Id, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { type AccountExport, accountExportService as exports } from '../../services/session/accountExport';
import { accountActorOf } from '../../services/shared/sessions';

const ExportState = Type.Object({
  id: Type.Integer(),
  status: Type.Union([
    Type.Literal('queued'),
    Type.Literal('running'),
    Type.Literal('ready'),
    Type.Literal('failed'),
  ]),
  /** DD.MM.YYYY HH:mm, Istanbul. */
  requested_at: Type.String(),
  finished_at: Type.Union([Type.String(), Type.Null()]),
  file_name: Type.String(),
  /** Bytes, once ready. */
  size: Type.Union([Type.Integer(), Type.Null()]),
});

const stateOf = (row: AccountExport) => ({
  id: row.id,
  status: row.status,
  requested_at: formatIstanbulInstant(row.createdAt),
  finished_at: row.finishedAt ? formatIstanbulInstant(row.finishedAt) : null,
  file_name: row.fileName,
  size: row.size,
});

/**
 * The owner's export (server/services/session/accountExport.ts): asked for here, built by a background job, then
 * downloaded from DATA_DIR. Only the account's owner, for the account it acts in.
 */
export default async function accountExportRoutes(app: App) {
  app.get(
    '/account/export',
    routeOptions(
      'owner',
      'session',
      { description: "The account's newest export and its state (null before the first)." },
      WriteAnswer(Type.Union([ExportState, Type.Null()])),
    ),
    async (request) => {
      const row = await exports.latest(app.db, sessionOf(request).accountId);
      return { description: '', data: row && stateOf(row) };
    },
  );

  app.post(
    '/account/export',
    routeOptions(
      'owner',
      'session',
      {
        description:
          'Starts the export of all data (veriler.xlsx, makbuzlar/*.pdf, dosyalar/…) as a background job; while ' +
          'one is waiting or running, answers that one.',
      },
      WriteAnswer(ExportState),
    ),
    async (request) => {
      const asked = await exports.request(app.db, accountActorOf(sessionOf(request)), app.exportQueue);
      return {
        description: asked.started
          ? 'Verileriniz hazırlanıyor; hazır olduğunda bildirim alacaksınız.'
          : 'Verileriniz zaten hazırlanıyor; hazır olduğunda bildirim alacaksınız.',
        data: stateOf(asked.export),
      };
    },
  );

  app.get(
    '/account/export/:id/file',
    downloadOptions(
      'owner',
      'session',
      { description: 'A ready export of the caller’s account, as a zip.', params: Type.Object({ id: Id }) },
      ['application/zip'],
    ),
    async (request, reply) => {
      const session = sessionOf(request);
      const file = await exports.file(app.db, app.config.dataDir, session.accountId, request.params.id);
      return reply
        .type('application/zip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.stream);
    },
  );
}
