import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { buildingsRepository as repo } from '../../repositories/property/buildings';
import { BuildingBody, BuildingSchema, buildingJson } from '../../schemas/property/property';
import { PICKER_ACCESS } from '../../schemas/shared/access';
import { type App, Code, Id, ListAnswer, Message, PageQuery, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  buildingValues,
  buildingReads as reads,
  buildingWrites as writes,
} from '../../services/property/buildings';

const area = 'resident_and_apartments' as const;

export default async function buildingRoutes(app: App) {
  listRoute(app, {
    path: '/building',
    access: { area, action: 'list' },
    tag: 'buildings',
    query: {
      ...PageQuery,
      key: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
      sort: Type.Optional(
        Type.Union([Type.Literal('id'), Type.Literal('name'), Type.Literal('apartment_limit')]),
      ),
    },
    keyField: 'key',
    item: BuildingSchema,
    read: (db, session, { query, key, page }) =>
      reads.list(db, session.accountId, {
        key,
        page,
        sort: query.sort,
        order: query.order?.toLowerCase() as 'asc' | 'desc' | undefined,
      }),
    json: buildingJson,
  });

  app.post(
    '/buildings',
    routeOptions(
      PICKER_ACCESS,
      'buildings',
      {
        description: 'Lookup list of buildings (id and name), all of them or those matching key.',
        body: Type.Object({
          all: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
          key: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
        }),
      },
      ListAnswer(Type.Object({ id: Type.Integer(), name: Type.String() })),
      { writes: false },
    ),
    async (request) => {
      const session = sessionOf(request);
      const key = request.body.all ? null : request.body.key?.trim() || null;
      const { rows, total } = await repo.list(app.db, session.accountId, {
        key,
        page: { offset: 0, limit: 500 },
      });
      return {
        Records: rows.map((b) => ({ id: b.id, name: b.name })),
        TotalRecords: total,
        Page: 1,
        PerPage: 500,
      };
    },
  );

  app.get(
    '/building/:id',
    routeOptions(
      { area, action: 'show' },
      'buildings',
      { params: Type.Object({ id: Id }) },
      WriteAnswer(BuildingSchema),
    ),
    async (request) => {
      const building = await reads.one(app.db, sessionOf(request).accountId, request.params.id);
      return { description: '', data: buildingJson(building) };
    },
  );

  app.post(
    '/building',
    routeOptions(
      { area, action: 'create' },
      'buildings',
      { body: Type.Object(BuildingBody) },
      WriteAnswer(BuildingSchema),
    ),
    async (request) => {
      const building = await writes.create(app.db, sessionOf(request), buildingValues(request.body));
      return { description: 'Bina eklendi.', data: buildingJson(building) };
    },
  );

  app.put(
    '/building',
    routeOptions(
      { area, action: 'edit' },
      'buildings',
      { body: Type.Object({ id: Id, ...BuildingBody }) },
      WriteAnswer(BuildingSchema),
    ),
    async (request) => {
      const values = buildingValues(request.body);
      const building = await writes.update(app.db, sessionOf(request), request.body.id, values);
      return { description: 'Bina güncellendi.', data: buildingJson(building) };
    },
  );

  app.get(
    '/building/delete/request',
    routeOptions({ area, action: 'delete' }, 'buildings', { querystring: Type.Object({ id: Id }) }, Message),
    async (request) => {
      await writes.requestDelete(app.db, app.codes, sessionOf(request), request.query.id);
      return { description: 'Silme onay kodu hesap sahibinin telefonuna gönderildi.' };
    },
  );

  app.delete(
    '/building',
    routeOptions(
      { area, action: 'delete' },
      'buildings',
      { body: Type.Object({ id: Id, code: Code }) },
      Message,
    ),
    async (request) => {
      await writes.remove(app.db, app.codes, sessionOf(request), request.body.id, request.body.code);
      return { description: 'Bina silindi.' };
    },
  );
}
