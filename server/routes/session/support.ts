import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import type { SupportRequest } from '../../repositories/shared/supportRequests';
import { supportRequestsRepository } from '../../repositories/shared/supportRequests';
import { type App, refuseBlank, Text, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { sendSupportRequest } from '../../services/shared/support';

const OwnRequest = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  body: Type.String(),
  answer: Type.Union([Type.String(), Type.Null()]),
  /** ISO 8601 */
  answered_at: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String(),
});

const ownJson = (row: SupportRequest) => ({
  id: row.id,
  subject: row.subject,
  body: row.body,
  answer: row.answer,
  answered_at: row.answeredAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** The help page ("nasıl kullanırım"): a request to the platform operator, and the caller's own requests. */
export default async function supportRoutes(app: App) {
  app.post(
    '/support',
    routeOptions(
      'user',
      'account',
      { body: Type.Object({ subject: Text(200), body: Text(4000) }) },
      WriteAnswer(OwnRequest),
    ),
    async (request) => {
      const session = sessionOf(request);
      refuseBlank(request.body, ['subject', 'body']);
      const row = await sendSupportRequest(
        app.db,
        { accountId: session.accountId, userId: session.userId },
        { subject: request.body.subject.trim(), body: request.body.body.trim() },
      );
      return { description: 'Talebiniz iletildi. Yanıt bu sayfada görünecektir.', data: ownJson(row) };
    },
  );

  app.get(
    '/support',
    routeOptions('user', 'account', {}, Type.Object({ data: Type.Array(OwnRequest) })),
    async (request) => {
      const session = sessionOf(request);
      const rows = await supportRequestsRepository.listOwn(app.db, session.accountId, session.userId);
      return { data: rows.map(ownJson) };
    },
  );
}
