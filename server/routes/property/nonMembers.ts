import { Type } from 'typebox';
import { optionalEmail, requiredPhone } from '../../fields';
import { listRoute } from '../../plugins/listRoutes';
import { plainWriteRoutes } from '../../plugins/plainWrites';
import { plainRepository } from '../../repositories/shared/plainRepository';
import { type App, KeyQuery, Nullable, PageQuery, Phone, refuseBlank, Text } from '../../schemas/shared/http';
import { actorOf } from '../../services/shared/sessions';

const area = 'resident_and_apartments' as const;

const repo = plainRepository('nonMembers', {
  notFound: 'Kayıt bulunamadı.',
  search: ['name', 'phone'],
  orderBy: ['name'],
});

const NonMemberSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  email: Nullable(Type.String()),
});
/** email: optional, kept lower-cased; a malformed one is refused in Turkish on the field (server/fields.ts). */
const NonMemberBody = {
  name: Text(120),
  phone: Phone,
  email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
};
const nonMemberJson = (m: { id: number; name: string; phone: string; email: string | null }) => ({
  id: m.id,
  name: m.name,
  phone: m.phone,
  email: m.email,
});

/** A write that does not name `email` (a client from before addresses) keeps the stored one. */
const valuesOf = (body: { name: string; phone: string; email?: string | null }) => {
  refuseBlank(body, ['name']);
  return {
    name: body.name.trim(),
    phone: requiredPhone(body.phone),
    ...(body.email !== undefined && { email: optionalEmail(body.email) }),
  };
};

/** Non-members (üye olmayanlar): contacts who are not residents, for SMS. docs/domain.md, "Glossary". */
export default async function nonMemberRoutes(app: App) {
  listRoute(app, {
    path: '/non/members',
    access: { area, action: 'list' },
    tag: 'residents',
    query: { ...PageQuery, key: KeyQuery },
    keyField: 'key',
    item: NonMemberSchema,
    read: (db, session, { key, page }) => repo.list(db, session.accountId, { key, page }),
    json: nonMemberJson,
  });

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
