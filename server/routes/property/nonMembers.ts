import { Type } from 'typebox';
import { notFound } from '../../errors';
import { requiredPhone } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { type NonMember, nonMembersRepository as repo } from '../../repositories/nonMembers';
import {
  type App,
  authErrors,
  Id,
  KeyQuery,
  ListAnswer,
  Message,
  PageQuery,
  Phone,
  paging,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/http';
import { recordAudit } from '../../services/audit';
import { actorOf } from '../../services/sessions';

const NonMemberSchema = Type.Object({ id: Type.Integer(), name: Type.String(), phone: Type.String() });
const NonMemberBody = { name: Text(120), phone: Phone };
const area = 'resident_and_apartments' as const;

const toJson = (m: NonMember) => ({ id: m.id, name: m.name, phone: m.phone });
const notFoundMember = () => notFound('Kayıt bulunamadı.');

function valuesOf(body: { name: string; phone: string }) {
  refuseBlank(body, ['name']);
  return { name: body.name.trim(), phone: requiredPhone(body.phone) };
}

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
      return { Records: rows.map(toJson), TotalRecords: total, Page: page, PerPage: perPage };
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
      const row = await app.db.transaction(async (tx) => {
        const created = await repo.insert(tx, session.accountId, values);
        await recordAudit(tx, actorOf(session), {
          table: 'non_members',
          action: 'insert',
          recordId: created.id,
          after: created,
        });
        return created;
      });
      return { description: 'Kişi eklendi.', data: toJson(row) };
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
      const row = await app.db.transaction(async (tx) => {
        const before = await repo.find(tx, session.accountId, request.body.id);
        if (!before) throw notFoundMember();
        const after = await repo.update(tx, session.accountId, before.id, values);
        await recordAudit(tx, actorOf(session), {
          table: 'non_members',
          action: 'update',
          recordId: before.id,
          before,
          after,
        });
        return after!;
      });
      return { description: 'Kişi güncellendi.', data: toJson(row) };
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
      await app.db.transaction(async (tx) => {
        const before = await repo.find(tx, session.accountId, request.body.id);
        if (!before) throw notFoundMember();
        await repo.remove(tx, session.accountId, before.id);
        await recordAudit(tx, actorOf(session), {
          table: 'non_members',
          action: 'delete',
          recordId: before.id,
          before,
        });
      });
      return { description: 'Kişi silindi.' };
    },
  );
}
