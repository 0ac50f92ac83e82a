import { Type } from 'typebox';
import { residentOf } from '../../plugins/residentPage';
import { TokenParams } from '../../schemas/residentPage/residentPage';
import { sendDownload } from '../../schemas/shared/download';
import { type App, authErrors, Id } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { ANNOUNCEMENT_MIMES } from '../../services/communication/announcements';
import { residentAnnouncementFile, residentReceiptPdf } from '../../services/residentPage/residentPage';

const PdfBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

const FileBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/**
 * GET /r/:token/receipt/:id: one of the resident's own receipts as PDF; GET /r/:token/announcement/:id/file: the
 * file of an announcement their page lists (issue 26).
 */
export default async function residentReceiptRoutes(app: App) {
  app.get(
    '/r/:token/receipt/:id',
    routeOptions(
      'resident',
      'resident page',
      {
        description: "One of the link's resident's own receipts as a PDF.",
        params: Type.Object({ ...TokenParams.properties, id: Id }),
      },
      { description: 'The PDF.', content: { 'application/pdf': { schema: PdfBytes } } },
    ),
    async (request, reply) => {
      const { number, pdf } = await residentReceiptPdf(app.db, residentOf(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="makbuz-${number}.pdf"`)
        .send(pdf);
    },
  );
  app.get(
    '/r/:token/announcement/:id/file',
    {
      config: { access: 'resident' },
      schema: {
        tags: ['resident page'],
        description:
          "The file of an announcement shown on the link's resident's page, as an attachment with its shown name " +
          '(UTF-8 `filename*`). Another account’s, a hidden one or one without a file is not found.',
        params: Type.Object({ ...TokenParams.properties, id: Id }),
        response: {
          200: {
            description: 'The file.',
            content: Object.fromEntries(ANNOUNCEMENT_MIMES.map((mime) => [mime, { schema: FileBytes }])),
          },
          ...authErrors,
        },
      },
    },
    async (request, reply) =>
      sendDownload(
        reply,
        await residentAnnouncementFile(app.db, app.config.dataDir, residentOf(request), request.params.id),
      ),
  );
}
