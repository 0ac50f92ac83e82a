import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { residentLinkAccess } from '../../schemas/shared/access';
import { type App, Id, ListAnswer, Message, Nullable, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  issueResidentLink,
  residentLinksOf,
  revokeResidentLinks,
} from '../../services/property/residentPageLinks';

const area = 'resident_and_apartments' as const;
const params = Type.Object({ id: Id });

const LinkRow = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  expires_at: Type.String(),
  revoked_at: Nullable(Type.String()),
  last_used_at: Nullable(Type.String()),
  uses: Type.Integer(),
});

/**
 * A resident's personal links to the resident page (issue 11): make one to copy (the token is shown once), list
 * them, revoke them all. Making or revoking one needs every right the page shows (schemas/shared/access.ts). Sending one
 * by SMS is the SMS send with the {link} field.
 */
export default async function residentPageLinkRoutes(app: App) {
  app.post(
    '/resident/:id/page-link',
    routeOptions(
      residentLinkAccess('edit'),
      'residents',
      { params },
      WriteAnswer(Type.Object({ url: Type.String(), expires_at: Type.String() })),
    ),
    async (request) => {
      const session = sessionOf(request);
      const actor = { accountId: session.accountId, userId: session.userId };
      const link = await issueResidentLink(app.db, actor, request.params.id);
      return {
        description:
          'Kişisel sayfa bağlantısı oluşturuldu. Bağlantı yalnız bir kez gösterilir; kopyalayıp iletiniz.',
        data: {
          url: `${app.config.publicUrl}${link.path}`,
          expires_at: link.expiresAt.toISOString(),
        },
      };
    },
  );

  app.get(
    '/resident/:id/page-links',
    routeOptions({ area, action: 'show' }, 'residents', { params }, ListAnswer(LinkRow)),
    async (request) => {
      const rows = await residentLinksOf(app.db, sessionOf(request).accountId, request.params.id);
      const iso = (d: Date | null) => d?.toISOString() ?? null;
      const records = rows.map((r) => ({
        id: r.id,
        created_at: r.createdAt.toISOString(),
        expires_at: r.expiresAt.toISOString(),
        revoked_at: iso(r.revokedAt),
        last_used_at: iso(r.lastUsedAt),
        uses: r.uses,
      }));
      return { Records: records, TotalRecords: records.length, Page: 1, PerPage: records.length };
    },
  );

  app.delete(
    '/resident/:id/page-links',
    routeOptions(residentLinkAccess('delete'), 'residents', { params }, Message),
    async (request) => {
      const session = sessionOf(request);
      const count = await revokeResidentLinks(
        app.db,
        { accountId: session.accountId, userId: session.userId },
        request.params.id,
      );
      return { description: `${count} bağlantı iptal edildi; artık açılmaz.` };
    },
  );
}
