import { Type } from 'typebox';
import { kurusToNumber } from '../../../common/money';
import { conflict, notFound } from '../../errors';
import { amountOrFail } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { type Group, type GroupKind, groupsRepository as repo } from '../../repositories/groups';
import {
  type App,
  allRecords,
  authErrors,
  DecimalInput,
  Id,
  KeyQuery,
  ListAnswer,
  Message,
  Nullable,
  PageQuery,
  paging,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/http';
import { recordAudit } from '../../services/audit';
import { actorOf } from '../../services/sessions';

export const GroupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** 1 debt group (borç grubu), 2 dues group (aidat grubu). */
  type: Type.Integer(),
  /** TL, at most 2 decimals. */
  amount: Type.Number(),
});
const Kind = Type.Integer({ minimum: 1, maximum: 2, description: '1 debt group, 2 dues group' });
const GroupBody = { name: Text(100), type: Kind, amount: DecimalInput };
const area = 'definitions' as const;

export const groupJson = (g: Group) => ({
  id: g.id,
  name: g.name,
  type: g.type,
  amount: kurusToNumber(g.amount),
});
const notFoundGroup = () => notFound('Grup bulunamadı.');
const nameTaken = () => {
  const message = 'Bu isimde bir grup zaten var.';
  return conflict(message, { name: message });
};

function valuesOf(body: { name: string; type: number; amount: string | number | null }) {
  refuseBlank(body, ['name']);
  return { name: body.name.trim(), type: body.type as GroupKind, amount: amountOrFail(body.amount) };
}

/** Debt groups and dues groups (borç / aidat grupları): SPEC.md section 7 "Definitions". */
export default async function groupRoutes(app: App) {
  app.get(
    '/groups',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['definitions'],
        querystring: Type.Object({ ...PageQuery, type: Type.Optional(Nullable(Kind)), key: KeyQuery }),
        response: { 200: ListAnswer(GroupSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.list(app.db, session.accountId, {
        type: request.query.type as GroupKind | null | undefined,
        key: request.query.key?.trim() || null,
        page: { offset, limit: perPage },
      });
      return { Records: rows.map(groupJson), TotalRecords: total, Page: page, PerPage: perPage };
    },
  );

  app.get(
    '/groups/all',
    {
      // A lookup for pickers in other areas (the apartment form's dues group): any signed-in user of the account.
      config: { access: 'user' },
      schema: {
        tags: ['definitions'],
        description: 'Every group of a type or matching key, on one page.',
        querystring: Type.Object({ type: Type.Optional(Nullable(Kind)), key: KeyQuery }),
        response: { 200: ListAnswer(GroupSchema), ...authErrors },
      },
    },
    async (request) => {
      const { rows } = await repo.list(app.db, sessionOf(request).accountId, {
        type: request.query.type as GroupKind | null | undefined,
        key: request.query.key?.trim() || null,
        page: null,
      });
      return allRecords(rows.map(groupJson));
    },
  );

  app.post(
    '/group',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['definitions'],
        body: Type.Object(GroupBody),
        response: { 200: WriteAnswer(GroupSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const values = valuesOf(request.body);
      const row = await app.db.transaction(async (tx) => {
        if (await repo.nameTaken(tx, session.accountId, values)) throw nameTaken();
        const created = await repo.insert(tx, session.accountId, values);
        await recordAudit(tx, actorOf(session), {
          table: 'groups',
          action: 'insert',
          recordId: created.id,
          after: created,
        });
        return created;
      });
      return { description: 'Grup eklendi.', data: groupJson(row) };
    },
  );

  app.put(
    '/group',
    {
      config: { access: { area, action: 'edit' } },
      schema: {
        tags: ['definitions'],
        body: Type.Object({ id: Id, ...GroupBody }),
        response: { 200: WriteAnswer(GroupSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const values = valuesOf(request.body);
      const row = await app.db.transaction(async (tx) => {
        const before = await repo.find(tx, session.accountId, request.body.id);
        if (!before) throw notFoundGroup();
        if (await repo.nameTaken(tx, session.accountId, values, before.id)) throw nameTaken();
        // Apartments hold dues groups in group_id and debt groups in their debt-group list: a used group keeps its kind.
        if (values.type !== before.type && (await repo.usage(tx, session.accountId, before.id)) > 0) {
          throw conflict('Dairelerde kullanılan bir grubun tipi değiştirilemez.', {
            type: 'Bu grup dairelerde kullanılıyor.',
          });
        }
        if (values.type !== before.type && (await repo.duesJobs(tx, session.accountId, before.id)) > 0) {
          throw conflict('Aidat görevinde kullanılan bir grubun tipi değiştirilemez.', {
            type: 'Bu grup bir aidat görevinde kullanılıyor.',
          });
        }
        const after = await repo.update(tx, session.accountId, before.id, values);
        await recordAudit(tx, actorOf(session), {
          table: 'groups',
          action: 'update',
          recordId: before.id,
          before,
          after,
        });
        return after!;
      });
      return { description: 'Grup güncellendi.', data: groupJson(row) };
    },
  );

  app.delete(
    '/group',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['definitions'],
        body: Type.Object({ id: Id }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await app.db.transaction(async (tx) => {
        const before = await repo.find(tx, session.accountId, request.body.id);
        if (!before) throw notFoundGroup();
        const uses = await repo.usage(tx, session.accountId, before.id);
        if (uses > 0) {
          throw conflict(`Bu grup ${uses} dairede kullanılıyor. Önce dairelerden kaldırmanız gerekir.`);
        }
        if ((await repo.duesJobs(tx, session.accountId, before.id)) > 0) {
          throw conflict('Bu grup bir aidat görevinde kullanılıyor. Önce aidat görevini siliniz.');
        }
        await repo.remove(tx, session.accountId, before.id);
        await recordAudit(tx, actorOf(session), {
          table: 'groups',
          action: 'delete',
          recordId: before.id,
          before,
        });
      });
      return { description: 'Grup silindi.' };
    },
  );
}
