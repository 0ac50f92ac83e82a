import { Type } from 'typebox';
import { limitedPerLink, residentOf } from '../../plugins/residentPage';
import { TokenParams } from '../../schemas/shared/communication';
import { type App, Message, refuseBlank, Text } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { residentConversation, residentWrites } from '../../services/shared/conversations';

const tag = 'resident page';

/** The resident's conversation with the management (docs/domain.md, "Resident page links"). */
export default async function residentMessageRoutes(app: App) {
  app.get(
    '/r/:token/messages',
    routeOptions(
      'resident',
      tag,
      { params: TokenParams },
      Type.Object({
        Records: Type.Array(
          Type.Object({
            id: Type.Integer(),
            body: Type.String(),
            from_resident: Type.Boolean(),
            created_at: Type.String(),
          }),
        ),
      }),
    ),
    async (request) => {
      const messages = await residentConversation(app.db, residentOf(request));
      return {
        Records: messages.map((m) => ({
          id: m.id,
          body: m.body,
          from_resident: m.fromResident,
          created_at: m.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    '/r/:token/message',
    limitedPerLink(
      app.config.rateLimits,
      routeOptions(
        'resident',
        tag,
        { params: TokenParams, body: Type.Object({ body: Text(2000) }) },
        Message,
      ),
    ),
    async (request) => {
      refuseBlank(request.body, ['body']);
      await residentWrites(app.db, residentOf(request), request.body.body.trim());
      return { description: 'Mesajınız iletildi.' };
    },
  );
}
