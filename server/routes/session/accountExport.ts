import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { type App, authErrors, ErrorAnswer } from '../../schemas/shared/http';
import { exportAccount } from '../../services/session/accountExport';

const ZipBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** The owner's export: all of the account's data in one zip (a workbook, receipts, files). */
export default async function accountExportRoutes(app: App) {
  app.get(
    '/account/export',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['session'],
        description:
          "Everything of the caller's account: veriler.xlsx (a sheet per table), makbuzlar/*.pdf, dosyalar/…",
        response: {
          200: { description: 'The zip.', content: { 'application/zip': { schema: ZipBytes } } },
          ...authErrors,
          500: ErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { name, zip } = await exportAccount(app.readDb, app.config.dataDir, session.accountId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  );
}
