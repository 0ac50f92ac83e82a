import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { plainWriteRoutes } from '../../plugins/plainWrites';
import { groupsRepository as repo } from '../../repositories/definitions/groups';
import { GROUP_PICKER_ACCESS } from '../../schemas/shared/access';
import { GroupBody, GroupSchema, groupJson, GroupKind as Kind } from '../../schemas/shared/definitions';
import { type App, allRecords, KeyQuery, ListAnswer, Nullable, PageQuery } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { groupValues, groupWrites as writes } from '../../services/definitions/definitions';

const area = 'definitions' as const;

/** Debt groups and dues groups (borç / aidat grupları): the API section "Definitions". */
export default async function groupRoutes(app: App) {
  listRoute(app, {
    path: '/groups',
    access: { area, action: 'list' },
    tag: 'definitions',
    query: { ...PageQuery, type: Type.Optional(Nullable(Kind)), key: KeyQuery },
    keyField: 'key',
    item: GroupSchema,
    read: (db, session, { query, key, page }) =>
      repo.list(db, session.accountId, { kind: query.type, key, page }),
    json: groupJson,
  });

  app.get(
    '/groups/all',
    // A lookup for pickers in other areas (the apartment form's dues group, debt entry, the SMS audience).
    routeOptions(
      GROUP_PICKER_ACCESS,
      'definitions',
      {
        description: 'Every group of a type or matching key, on one page.',
        querystring: Type.Object({ type: Type.Optional(Nullable(Kind)), key: KeyQuery }),
      },
      ListAnswer(GroupSchema),
    ),
    async (request) => {
      const { rows } = await repo.list(app.db, sessionOf(request).accountId, {
        kind: request.query.type,
        key: request.query.key?.trim() || null,
        page: null,
      });
      return allRecords(rows.map(groupJson));
    },
  );

  plainWriteRoutes(app, {
    path: '/group',
    area,
    tag: 'definitions',
    fields: GroupBody,
    values: groupValues,
    writes,
    answer: GroupSchema,
    json: groupJson,
    texts: { created: 'Grup eklendi.', updated: 'Grup güncellendi.', removed: 'Grup silindi.' },
  });
}
