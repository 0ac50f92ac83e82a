import { Type } from 'typebox';
import { canAccessArea } from '../../../common/permissions';
import { permissionsOf, sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import {
  SmsAnswer,
  smsAnswer,
  smsDeps,
  TicketCategory,
  TicketStatus,
} from '../../schemas/shared/communication';
import {
  type App,
  Id,
  Message,
  Nullable,
  PageQuery,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { bodyOrMessage } from '../../schemas/shared/specForms';
import {
  changeTicketStatus,
  listTickets,
  openTicket,
  replyToTicket,
  ticketWithThread,
} from '../../services/shared/tickets';

const area = 'additional_features' as const;
const tag = 'tickets';

const TicketSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  category: TicketCategory,
  status: TicketStatus,
  resident_id: Nullable(Type.Integer()),
  resident_name: Nullable(Type.String()),
  apartment_id: Nullable(Type.Integer()),
  flat: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});

const ThreadMessage = Type.Object({
  id: Type.Integer(),
  body: Type.String(),
  from_resident: Type.Boolean(),
  /** The writing user's name, or "Sakin" for the resident. */
  author: Type.String(),
  created_at: Type.String(),
});

type Ticket = Awaited<ReturnType<typeof listTickets>>['rows'][number];
type Thread = Awaited<ReturnType<typeof ticketWithThread>>['messages'];

const ticketJson = (t: Ticket) => ({
  id: t.id,
  subject: t.subject,
  category: t.category,
  status: t.status,
  resident_id: t.residentId,
  resident_name: t.residentName,
  apartment_id: t.apartmentId,
  flat: t.flat,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

const threadJson = (messages: Thread) =>
  messages.map((m) => ({
    id: m.id,
    body: m.body,
    from_resident: m.fromResident,
    author: m.fromResident ? 'Sakin' : (m.userName ?? ''),
    created_at: m.createdAt.toISOString(),
  }));

const IdParams = Type.Object({ id: Id });

/** A reply's answer: its SMS as any reply's, and the address its e-mail went to (null: none went). */
const ReplyAnswer = Type.Object({
  description: Type.String(),
  data: Type.Object({ ...SmsAnswer.properties.data.properties, emailed_to: Nullable(Type.String()) }),
});

function replyAnswer(answer: ReturnType<typeof smsAnswer>, mailedTo: string | null) {
  const mailed = mailedTo ? ` Yanıt ${mailedTo} adresine e-posta ile gönderildi.` : '';
  return {
    description: `${answer.description}${mailed}`,
    data: { ...answer.data, emailed_to: mailedTo },
  };
}

/**
 * Tickets (docs/domain.md, "Tickets, announcements and the other features"): list, open, read with the thread, reply,
 * status.
 */
export default async function ticketRoutes(app: App) {
  listRoute(app, {
    path: '/ticket',
    access: { area, action: 'list' },
    tag,
    query: {
      ...PageQuery,
      status: Type.Optional(Nullable(TicketStatus)),
      category: Type.Optional(Nullable(TicketCategory)),
    },
    item: TicketSchema,
    read: (db, session, { query: { status, category }, page }) =>
      listTickets(db, session.accountId, { status, category }, page),
    json: ticketJson,
  });

  app.get(
    '/ticket/:id',
    routeOptions(
      { area, action: 'show' },
      tag,
      { params: IdParams },
      WriteAnswer(Type.Object({ ...TicketSchema.properties, messages: Type.Array(ThreadMessage) })),
    ),
    async (request) => {
      const { ticket, messages } = await ticketWithThread(
        app.db,
        sessionOf(request).accountId,
        request.params.id,
      );
      return { description: '', data: { ...ticketJson(ticket), messages: threadJson(messages) } };
    },
  );

  app.post(
    '/ticket',
    routeOptions(
      { area, action: 'create' },
      tag,
      {
        body: Type.Object({
          subject: Text(200),
          /** Left out: other (diğer). */
          category: Type.Optional(TicketCategory),
          /** The first message; `message` is the same field under the specification's name. */
          body: Type.Optional(Text(2000)),
          message: Type.Optional(Text(2000)),
          apartment_id: Type.Optional(Nullable(Id)),
          resident_id: Type.Optional(Nullable(Id)),
        }),
      },
      WriteAnswer(Type.Object({ id: Type.Integer() })),
    ),
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      refuseBlank(body, ['subject']);
      const text = bodyOrMessage(body);
      const ticket = await openTicket(
        app.db,
        { accountId: session.accountId, userId: session.userId },
        {
          subject: body.subject.trim(),
          category: body.category ?? 'other',
          body: text,
          apartmentId: body.apartment_id,
          residentId: body.resident_id,
        },
      );
      return { description: 'Talep açıldı.', data: { id: ticket.id } };
    },
  );

  app.post(
    '/ticket/send/user',
    routeOptions(
      { area, action: 'edit' },
      tag,
      {
        body: Type.Object({
          ticket_id: Id,
          message: Text(2000),
          status: Type.Optional(TicketStatus),
          send_sms: Type.Optional(Type.Boolean()),
        }),
      },
      ReplyAnswer,
    ),
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      refuseBlank(body, ['message']);
      const { sms, mailedTo } = await replyToTicket(
        smsDeps(app),
        { accountId: session.accountId, userId: session.userId },
        {
          ticketId: body.ticket_id,
          message: body.message.trim(),
          status: body.status,
          sendSms: body.send_sms === true,
          mayText: canAccessArea(permissionsOf(session), 'sms', 'send'),
        },
        app.config,
      );
      return replyAnswer(smsAnswer('Yanıt kaydedildi.', sms), mailedTo);
    },
  );

  app.put(
    '/ticket/:id',
    routeOptions(
      { area, action: 'edit' },
      tag,
      { params: IdParams, body: Type.Object({ status: TicketStatus }) },
      Message,
    ),
    async (request) => {
      await changeTicketStatus(app.db, sessionOf(request).accountId, request.params.id, request.body.status);
      return { description: 'Talebin durumu güncellendi.' };
    },
  );
}
