import { Type } from 'typebox';
import { requiredPhone } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { nonMembersRepository as repo } from '../../repositories/nonMembers';
import {
  type App,
  authErrors,
  Id,
  KeyQuery,
  ListAnswer,
  Message,
  PageQuery,
  paging,
  refuseBlank,
  WriteAnswer,
} from '../../schemas/http';
import { NonMemberBody, NonMemberSchema, nonMemberJson } from '../../schemas/property';
import { actorOf } from '../../services/sessions';

const area = 'resident_and_apartments' as const;

const valuesOf = (body: { name: string; phone: string }) => {
  refuseBlank(body, ['name']);
  return { name: body.name.trim(), phone: requiredPhone(body.phone) };
};

/** Non-members (üye olmayanlar): contacts who are not residents, for SMS. SPEC.md section 7. */
export default async function nonMemberRoutes(app: App) {
  app.get(
    '/non/members',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['residents'],
        querystring: Type.Object({ ...PageQuery, key: KeyQuery }),
        response: { 200: ListAnswer(NonMemberSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.list(app.db, session.accountId, {
        key: request.query.key?.trim() || null,
        page: { offset, limit: perPage },
      });
      return { Records: rows.map(nonMemberJson), TotalRecords: total, Page: page, PerPage: perPage };
    },
  );

  app.post(
    '/non/members',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['residents'],
        body: Type.Object(NonMemberBody),
        response: { 200: WriteAnswer(NonMemberSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const values = valuesOf(request.body);
      const row = await repo.insert(app.db, session.accountId, actorOf(session), values);
      return { description: 'Kişi eklendi.', data: nonMemberJson(row) };
    },
  );

  app.put(
    '/non/members',
    {
      config: { access: { area, action: 'edit' } },
      schema: {
        tags: ['residents'],
        body: Type.Object({ id: Id, ...NonMemberBody }),
        response: { 200: WriteAnswer(NonMemberSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const values = valuesOf(request.body);
      const row = await repo.update(app.db, session.accountId, actorOf(session), request.body.id, values);
      return { description: 'Kişi güncellendi.', data: nonMemberJson(row) };
    },
  );

  app.delete(
    '/non/members',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['residents'],
        body: Type.Object({ id: Id }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await repo.remove(app.db, session.accountId, actorOf(session), request.body.id);
      return { description: 'Kişi silindi.' };
    },
  );
}
