import { Type } from 'typebox';
import { requiredPhone } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { plainWriteRoutes } from '../../plugins/plainWrites';
import { plainRepository } from '../../repositories/shared/plainRepository';
import {
  type App,
  KeyQuery,
  ListAnswer,
  PageQuery,
  Phone,
  pageAnswer,
  paging,
  refuseBlank,
  Text,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { actorOf } from '../../services/shared/sessions';

const area = 'resident_and_apartments' as const;

const repo = plainRepository('nonMembers', {
  notFound: 'Kayıt bulunamadı.',
  search: ['name', 'phone'],
  orderBy: ['name'],
});

const NonMemberSchema = Type.Object({ id: Type.Integer(), name: Type.String(), phone: Type.String() });
const NonMemberBody = { name: Text(120), phone: Phone };
const nonMemberJson = (m: { id: number; name: string; phone: string }) => ({
  id: m.id,
  name: m.name,
  phone: m.phone,
});

const valuesOf = (body: { name: string; phone: string }) => {
  refuseBlank(body, ['name']);
  return { name: body.name.trim(), phone: requiredPhone(body.phone) };
};

/** Non-members (üye olmayanlar): contacts who are not residents, for SMS. docs/domain.md, "Glossary". */
export default async function nonMemberRoutes(app: App) {
  app.get(
    '/non/members',
    routeOptions(
      { area, action: 'list' },
      'residents',
      { querystring: Type.Object({ ...PageQuery, key: KeyQuery }) },
      ListAnswer(NonMemberSchema),
    ),
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.list(app.db, session.accountId, {
        key: request.query.key?.trim() || null,
        page: { offset, limit: perPage },
      });
      return pageAnswer(rows.map(nonMemberJson), total, { page, perPage });
    },
  );

  plainWriteRoutes(app, {
    path: '/non/members',
    area,
    tag: 'residents',
    fields: NonMemberBody,
    values: valuesOf,
    writes: {
      create: (db, session, values) => repo.insert(db, session.accountId, actorOf(session), values),
      update: (db, session, id, values) => repo.update(db, session.accountId, actorOf(session), id, values),
      remove: (db, session, id) => repo.remove(db, session.accountId, actorOf(session), id),
    },
    answer: NonMemberSchema,
    json: nonMemberJson,
    texts: { created: 'Kişi eklendi.', updated: 'Kişi güncellendi.', removed: 'Kişi silindi.' },
  });
}
