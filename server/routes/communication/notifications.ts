import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { notificationsRepository as repo } from '../../repositories/communication/notifications';
import { type App, Id, Nullable, PageQuery, paging } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';

const tag = 'notifications';

const NotificationSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  title: Type.String(),
  body: Type.String(),
  link: Nullable(Type.String()),
  read: Type.Boolean(),
  created_at: Type.String(),
});

/**
 * The bell (issue 11): the account's notifications, read and unread. Every signed-in user of the account sees
 * them; the read state is each user's own (issue 28, table notification_reads), so reading one or all of them
 * marks them read for the caller only.
 */
export default async function notificationRoutes(app: App) {
  app.get(
    '/notifications',
    routeOptions(
      'user',
      tag,
      { querystring: Type.Object({ ...PageQuery, unread: Type.Optional(Type.Boolean()) }) },
      Type.Object({
        Records: Type.Array(NotificationSchema),
        TotalRecords: Type.Integer(),
        Page: Type.Integer(),
        PerPage: Type.Integer(),
        unread_count: Type.Integer(),
      }),
    ),
    async (request) => {
      const { page, perPage, offset } = paging(request.query);
      const { accountId, userId } = sessionOf(request);
      const { rows, total, unread } = await repo.list(
        app.db,
        { accountId, userId },
        {
          unreadOnly: request.query.unread === true,
          offset,
          limit: perPage,
        },
      );
      return {
        Records: rows.map((n) => ({
          id: n.id,
          kind: n.kind,
          title: n.title,
          body: n.body,
          link: n.link,
          read: n.readAt !== null,
          created_at: n.createdAt.toISOString(),
        })),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
        unread_count: unread,
      };
    },
  );

  app.put(
    '/notifications/read',
    routeOptions(
      'user',
      tag,
      { body: Type.Object({ ids: Type.Optional(Type.Array(Id, { maxItems: 500 })) }) },
      Type.Object({ description: Type.String(), data: Type.Object({ marked: Type.Integer() }) }),
    ),
    async (request) => {
      const { accountId, userId } = sessionOf(request);
      const marked = await repo.markRead(app.db, { accountId, userId }, request.body.ids ?? null, new Date());
      return { description: 'Bildirimler okundu olarak işaretlendi.', data: { marked } };
    },
  );
}
