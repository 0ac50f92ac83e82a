import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { parentsRepository as repo } from '../../repositories/property/parents';
import { ParentFields, ParentSchema, parentJson } from '../../schemas/property/property';
import {
  type App,
  allRecords,
  Id,
  ListAnswer,
  Message,
  Nullable,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { residentOf } from '../../services/property/ownedRecords';
import { parentValuesOf, parentWrites as writes } from '../../services/property/residents';
import { actorOf } from '../../services/shared/sessions';

const area = 'resident_and_apartments' as const;

/** Residents' relatives (yakınlar: parents, spouses, children): docs/domain.md, "Glossary". */
export default async function parentRoutes(app: App) {
  app.get(
    '/resident/parents',
    routeOptions(
      { area, action: 'list' },
      'residents',
      { querystring: Type.Object({ resident_id: Id }) },
      ListAnswer(ParentSchema),
    ),
    async (request) => {
      const session = sessionOf(request);
      const resident = await residentOf(app.db, session.accountId, request.query.resident_id);
      return allRecords((await repo.listOf(app.db, session.accountId, resident.id)).map(parentJson));
    },
  );

  app.get(
    '/resident/parent',
    routeOptions(
      { area, action: 'show' },
      'residents',
      { querystring: Type.Object({ id: Id }) },
      WriteAnswer(ParentSchema),
    ),
    async (request) => {
      const parent = await repo.findOrFail(app.db, sessionOf(request).accountId, request.query.id);
      return { description: '', data: parentJson(parent) };
    },
  );

  app.post(
    '/resident/parent',
    routeOptions(
      { area, action: 'create' },
      'residents',
      { body: Type.Object({ resident_id: Id, ...ParentFields }) },
      WriteAnswer(ParentSchema),
    ),
    async (request) => {
      const values = parentValuesOf(request.body);
      const parent = await writes.create(app.db, sessionOf(request), request.body.resident_id, values);
      return { description: 'Yakın eklendi.', data: parentJson(parent) };
    },
  );

  app.post(
    '/resident/parents',
    routeOptions(
      { area, action: 'create' },
      'residents',
      {
        description: 'Adds several relatives of one resident at once: all of them or, on any problem, none.',
        body: Type.Object({
          resident_id: Id,
          parents: Type.Array(Type.Object(ParentFields), { minItems: 1, maxItems: 50 }),
        }),
      },
      WriteAnswer(Type.Array(ParentSchema)),
    ),
    async (request) => {
      const values = request.body.parents.map((parent, index) => parentValuesOf(parent, `parents.${index}.`));
      const parents = await writes.createMany(app.db, sessionOf(request), request.body.resident_id, values);
      return { description: `${parents.length} yakın eklendi.`, data: parents.map(parentJson) };
    },
  );

  // The specification writes a relative's update and delete on the plural path too (docs/decisions.md, "The
  // specification's calls: one contract table, second forms beside the product's").
  for (const path of ['/resident/parent', '/resident/parents']) {
    app.put(
      path,
      routeOptions(
        { area, action: 'edit' },
        'residents',
        {
          description:
            'resident_id, when sent, must be the current one: a relative is not moved between residents. A name ' +
            'left out stays as it is.',
          body: Type.Object({ id: Id, resident_id: Type.Optional(Nullable(Id)), ...ParentFields }),
        },
        WriteAnswer(ParentSchema),
      ),
      async (request) => {
        const { id, resident_id: residentId } = request.body;
        const values = parentValuesOf(request.body);
        const parent = await writes.update(app.db, sessionOf(request), id, residentId, values);
        return { description: 'Yakın güncellendi.', data: parentJson(parent) };
      },
    );

    app.delete(
      path,
      routeOptions({ area, action: 'delete' }, 'residents', { body: Type.Object({ id: Id }) }, Message),
      async (request) => {
        const session = sessionOf(request);
        await repo.remove(app.db, session.accountId, actorOf(session), request.body.id);
        return { description: 'Yakın silindi.' };
      },
    );
  }
}
