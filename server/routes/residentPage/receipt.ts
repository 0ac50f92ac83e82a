import { Type } from 'typebox';
import { residentOf } from '../../plugins/residentPage';
import { TokenParams } from '../../schemas/residentPage/residentPage';
import { type App, Id } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { residentReceiptPdf } from '../../services/residentPage/residentPage';

const PdfBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** GET /r/:token/receipt/:id: one of the resident's own receipts as PDF. */
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
}
