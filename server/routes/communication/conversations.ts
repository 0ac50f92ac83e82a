import { Type } from 'typebox';
import { canAccessArea } from '../../../common/permissions';
import { permissionsOf, sessionOf } from '../../plugins/auth';
import { SmsAnswer, smsAnswer, smsDeps } from '../../schemas/shared/communication';
import {
  type App,
  Id,
  ListAnswer,
  Message,
  PageQuery,
  pageAnswer,
  paging,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  conversationThread,
  deleteMessage,
  listConversations,
  sendToResident,
} from '../../services/shared/conversations';

const area = 'additional_features' as const;
const tag = 'conversations';

const ConversationSchema = Type.Object({
  /** The resident's id: one row per resident. */
  id: Type.Integer(),
  name: Type.String(),
  last_message: Type.String(),
  last_from_resident: Type.Boolean(),
  last_at: Type.String(),
  unread: Type.Integer(),
});

const ThreadSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.Union([Type.Null(), Type.String()]),
  messages: Type.Array(
    Type.Object({
      id: Type.Integer(),
      body: Type.String(),
      from_resident: Type.Boolean(),
      author: Type.String(),
      created_at: Type.String(),
    }),
  ),
});

/**
 * Conversations with residents (docs/domain.md, "Tickets, announcements and the other features"): one thread per
 * resident.
 */
export default async function conversationRoutes(app: App) {
  app.get(
    '/user/messages',
    routeOptions(
      { area, action: 'list' },
      tag,
      { querystring: Type.Object(PageQuery) },
      ListAnswer(ConversationSchema),
    ),
    async (request) => {
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await listConversations(app.db, sessionOf(request).accountId, {
        offset,
        limit: perPage,
      });
      const records = rows.map((r) => ({
        id: r.resident_id,
        name: r.name,
        last_message: r.last_body,
        last_from_resident: r.last_from_resident,
        last_at: r.last_at,
        unread: r.unread,
      }));
      return pageAnswer(records, total, { page, perPage });
    },
  );

  app.get(
    '/user/messages/:id',
    routeOptions(
      { area, action: 'show' },
      tag,
      { params: Type.Object({ id: Id }) },
      WriteAnswer(ThreadSchema),
    ),
    async (request) => {
      const session = sessionOf(request);
      const reader =
        session.impersonatorId === null ? { accountId: session.accountId, userId: session.userId } : null;
      const { resident, messages } = await conversationThread(
        app.db,
        session.accountId,
        request.params.id,
        reader,
      );
      return {
        description: '',
        data: {
          id: resident.id,
          name: `${resident.name} ${resident.surname}`,
          phone: resident.phone,
          messages: messages.map((m) => ({
            id: m.id,
            body: m.body,
            from_resident: m.fromResident,
            author: m.fromResident ? 'Sakin' : (m.userName ?? ''),
            created_at: m.createdAt.toISOString(),
          })),
        },
      };
    },
  );

  app.post(
    '/user/sendmessage/:residentID',
    routeOptions(
      { area, action: 'create' },
      tag,
      {
        params: Type.Object({ residentID: Id }),
        body: Type.Object({ message: Text(2000), send_sms: Type.Optional(Type.Boolean()) }),
      },
      SmsAnswer,
    ),
    async (request) => {
      const session = sessionOf(request);
      refuseBlank(request.body, ['message']);
      const { sms } = await sendToResident(
        smsDeps(app),
        { accountId: session.accountId, userId: session.userId },
        {
          residentId: request.params.residentID,
          body: request.body.message.trim(),
          sendSms: request.body.send_sms === true,
          mayText: canAccessArea(permissionsOf(session), 'sms', 'send'),
        },
      );
      return smsAnswer('Mesaj gönderildi.', sms);
    },
  );

  app.delete(
    '/user/message/:id',
    routeOptions({ area, action: 'delete' }, tag, { params: Type.Object({ id: Id }) }, Message),
    async (request) => {
      await deleteMessage(app.db, sessionOf(request).accountId, request.params.id);
      return { description: 'Mesaj silindi.' };
    },
  );
}
