import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { parentsRepository as repo } from '../../repositories/parents';
import {
  type App,
  allRecords,
  authErrors,
  Id,
  ListAnswer,
  Message,
  Nullable,
  WriteAnswer,
} from '../../schemas/http';
import { ParentFields, ParentSchema, parentJson } from '../../schemas/property';
import { residentOf } from '../../services/ownedRecords';
import { parentValuesOf, parentWrites as writes } from '../../services/residents';
import { actorOf } from '../../services/sessions';

const area = 'resident_and_apartments' as const;

/** Residents' relatives (yakınlar: parents, spouses, children): SPEC.md section 7. */
export default async function parentRoutes(app: App) {
  app.get(
    '/resident/parents',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['residents'],
        querystring: Type.Object({ resident_id: Id }),
        response: { 200: ListAnswer(ParentSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const resident = await residentOf(app.db, session.accountId, request.query.resident_id);
      return allRecords((await repo.listOf(app.db, session.accountId, resident.id)).map(parentJson));
    },
  );

  app.get(
    '/resident/parent',
    {
      config: { access: { area, action: 'show' } },
      schema: {
        tags: ['residents'],
        querystring: Type.Object({ id: Id }),
        response: { 200: WriteAnswer(ParentSchema), ...authErrors },
      },
    },
    async (request) => {
      const parent = await repo.findOrFail(app.db, sessionOf(request).accountId, request.query.id);
      return { description: '', data: parentJson(parent) };
    },
  );

  app.post(
    '/resident/parent',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['residents'],
        body: Type.Object({ resident_id: Id, ...ParentFields }),
        response: { 200: WriteAnswer(ParentSchema), ...authErrors },
      },
    },
    async (request) => {
      const values = parentValuesOf(request.body);
      const parent = await writes.create(app.db, sessionOf(request), request.body.resident_id, values);
      return { description: 'Yakın eklendi.', data: parentJson(parent) };
    },
  );

  app.post(
    '/resident/parents',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['residents'],
        description: 'Adds several relatives of one resident at once: all of them or, on any problem, none.',
        body: Type.Object({
          resident_id: Id,
          parents: Type.Array(Type.Object(ParentFields), { minItems: 1, maxItems: 50 }),
        }),
        response: { 200: WriteAnswer(Type.Array(ParentSchema)), ...authErrors },
      },
    },
    async (request) => {
      const values = request.body.parents.map((parent, index) => parentValuesOf(parent, `parents.${index}.`));
      const parents = await writes.createMany(app.db, sessionOf(request), request.body.resident_id, values);
      return { description: `${parents.length} yakın eklendi.`, data: parents.map(parentJson) };
    },
  );

  app.put(
    '/resident/parent',
    {
      config: { access: { area, action: 'edit' } },
      schema: {
        tags: ['residents'],
        description:
          'resident_id, when sent, must be the current one: a relative is not moved between residents.',
        body: Type.Object({ id: Id, resident_id: Type.Optional(Nullable(Id)), ...ParentFields }),
        response: { 200: WriteAnswer(ParentSchema), ...authErrors },
      },
    },
    async (request) => {
      const { id, resident_id: residentId } = request.body;
      const values = parentValuesOf(request.body);
      const parent = await writes.update(app.db, sessionOf(request), id, residentId, values);
      return { description: 'Yakın güncellendi.', data: parentJson(parent) };
    },
  );

  app.delete(
    '/resident/parent',
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
      return { description: 'Yakın silindi.' };
    },
  );
}
