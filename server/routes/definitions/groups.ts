import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { groupsRepository as repo } from '../../repositories/groups';
import { GroupBody, GroupSchema, groupJson, GroupKind as Kind } from '../../schemas/definitions';
import {
  type App,
  allRecords,
  authErrors,
  Id,
  KeyQuery,
  ListAnswer,
  Message,
  Nullable,
  PageQuery,
  paging,
  WriteAnswer,
} from '../../schemas/http';
import { groupValues, groupWrites as writes } from '../../services/definitions';

const area = 'definitions' as const;

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
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.list(app.db, sessionOf(request).accountId, {
        kind: request.query.type,
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
        kind: request.query.type,
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
      const row = await writes.create(app.db, sessionOf(request), groupValues(request.body));
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
      const row = await writes.update(app.db, sessionOf(request), request.body.id, groupValues(request.body));
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
      await writes.remove(app.db, sessionOf(request), request.body.id);
      return { description: 'Grup silindi.' };
    },
  );
}
