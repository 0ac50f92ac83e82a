import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { mailMessagesRepository as repo } from '../../repositories/mail/mailMessages';
import { MailRowSchema, mailRowJson } from '../../schemas/mail/mail';
import { PAYER_DEBTS_ACCESS } from '../../schemas/shared/access';
import { type App, Id, PageQuery, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { mailStatement } from '../../services/mail/documents';

const tag = 'mail';

/** E-mail reports and the statement sent on demand (docs/mail.md). */
export default async function mailReportRoutes(app: App) {
  listRoute(app, {
    path: '/mail/reports',
    // Who reads the SMS reports reads the e-mail ones.
    access: { area: 'sms', action: 'list' },
    tag,
    query: PageQuery,
    item: MailRowSchema,
    read: (db, session, { page }) => repo.list(db, session.accountId, page),
    json: mailRowJson,
  });

  app.post(
    '/resident/:id/statement/mail',
    routeOptions(
      PAYER_DEBTS_ACCESS,
      tag,
      {
        description:
          "The resident's statement (ekstre: every live debt, paid and remaining) as a PDF to their e-mail. " +
          'Refused when they have no address or it bounced; a provider refusal is in the row (status failed or bounced).',
        params: Type.Object({ id: Id }),
      },
      WriteAnswer(MailRowSchema),
    ),
    async (request) => {
      const { accountId } = sessionOf(request);
      const row = await mailStatement(app.db, app.config, accountId, request.params.id);
      const description =
        row.status === 'sent'
          ? `Hesap ekstresi ${row.toAddress} adresine gönderildi.`
          : `Hesap ekstresi gönderilemedi: ${row.providerAnswer ?? 'bilinmeyen hata'}.`;
      return { description, data: mailRowJson(row) };
    },
  );
}
