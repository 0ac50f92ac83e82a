import { Type } from 'typebox';
import { normalizePhone } from '../../../common/phone';
import { fieldError } from '../../errors';
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

/** The phone a group list is filtered by, refused with a Turkish message when it is not a mobile number. */
function phoneOf(input: string): string {
  const phone = normalizePhone(input);
  if (phone === null)
    throw fieldError('phone', 'Telefon numarası 5 ile başlayan 10 haneli bir cep numarası olmalıdır.');
  return phone;
}

/** Debt groups and dues groups (borç / aidat grupları): the API section "Definitions". */
export default async function groupRoutes(app: App) {
  listRoute(app, {
    path: '/groups',
    access: { area, action: 'list' },
    tag: 'definitions',
    description:
      'Debt (type 1) or dues (type 2) groups; key searches the name, phone lists the groups of the flats where ' +
      'a resident with that phone lives or owns now.',
    query: {
      ...PageQuery,
      type: Type.Optional(Nullable(Kind)),
      key: KeyQuery,
      phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    },
    keyField: 'key',
    item: GroupSchema,
    read: (db, session, { query, key, page }) => {
      const where = query.phone?.trim() ? [repo.ofPhone(session.accountId, phoneOf(query.phone))] : [];
      return repo.list(db, session.accountId, { kind: query.type, key, where, page });
    },
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
