import { Type } from 'typebox';
import { limitedPerLink, residentOf } from '../../plugins/residentPage';
import { TicketCategory, TokenParams } from '../../schemas/shared/communication';
import { type App, Id, Message, refuseBlank, Text, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { openResidentTicket, residentTicketReply, residentTickets } from '../../services/shared/tickets';

const tag = 'resident page';

const TicketSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  category: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
  messages: Type.Array(
    Type.Object({ body: Type.String(), from_resident: Type.Boolean(), created_at: Type.String() }),
  ),
});

/** The resident's own tickets (docs/domain.md, "Resident page links"): read them, open one, answer one. */
export default async function residentTicketRoutes(app: App) {
  app.get(
    '/r/:token/tickets',
    routeOptions(
      'resident',
      tag,
      { params: TokenParams },
      Type.Object({ Records: Type.Array(TicketSchema) }),
    ),
    async (request) => {
      const tickets = await residentTickets(app.db, residentOf(request));
      return {
        Records: tickets.map((t) => ({
          id: t.id,
          subject: t.subject,
          category: t.category,
          status: t.status,
          created_at: t.createdAt.toISOString(),
          messages: t.messages.map((m) => ({
            body: m.body,
            from_resident: m.fromResident,
            created_at: m.createdAt.toISOString(),
          })),
        })),
      };
    },
  );

  app.post(
    '/r/:token/ticket',
    limitedPerLink(
      app.config.rateLimits,
      routeOptions(
        'resident',
        tag,
        {
          params: TokenParams,
          body: Type.Object({ subject: Text(200), category: TicketCategory, body: Text(2000) }),
        },
        WriteAnswer(Type.Object({ id: Type.Integer() })),
      ),
    ),
    async (request) => {
      const body = request.body;
      refuseBlank(body, ['subject', 'body']);
      const ticket = await openResidentTicket(app.db, residentOf(request), {
        subject: body.subject.trim(),
        category: body.category,
        body: body.body.trim(),
      });
      return { description: 'Talebiniz alındı.', data: { id: ticket.id } };
    },
  );

  app.post(
    '/r/:token/ticket/:id/message',
    limitedPerLink(
      app.config.rateLimits,
      routeOptions(
        'resident',
        tag,
        {
          params: Type.Object({ ...TokenParams.properties, id: Id }),
          body: Type.Object({ body: Text(2000) }),
        },
        Message,
      ),
    ),
    async (request) => {
      refuseBlank(request.body, ['body']);
      await residentTicketReply(app.db, residentOf(request), request.params.id, request.body.body.trim());
      return { description: 'Mesajınız iletildi.' };
    },
  );
}
