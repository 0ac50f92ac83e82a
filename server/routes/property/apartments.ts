import { Type } from 'typebox';
import { decimalOrNull } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { apartmentsRepository as repo } from '../../repositories/property/apartments';
import { ApartmentBody, ApartmentSchema, apartmentJson } from '../../schemas/property/property';
import { PICKER_ACCESS } from '../../schemas/shared/access';
import {
  type App,
  allRecords,
  Code,
  DecimalInput,
  Id,
  KeyQuery,
  ListAnswer,
  Message,
  Nullable,
  NullableBoolean,
  OptionalPageQuery,
  PageQuery,
  pageAnswer,
  paging,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { apartmentView, listApartments, apartmentWrites as writes } from '../../services/property/apartments';

const BuildingIds = Type.Array(Id, { maxItems: 1000 });
const Sort = Type.Optional(
  Type.Union([
    Type.Literal('identifier'),
    Type.Literal('building_name'),
    Type.Literal('area'),
    Type.Literal('land'),
    Type.Literal('id'),
  ]),
);
const area = 'resident_and_apartments' as const;
const LOOKUP_LIMIT = 500;

/** Apartments (daireler): the API section "Buildings, apartments, residents". */
export default async function apartmentRoutes(app: App) {
  app.post(
    '/all/apartments',
    routeOptions(
      { area, action: 'list' },
      'apartments',
      {
        description:
          'Paged list; body filters are exact (null = no filter), key searches identifier and building.',
        querystring: Type.Object({ ...PageQuery, key: KeyQuery, sort: Sort }),
        body: Type.Object({
          building_id: Type.Optional(Nullable(Id)),
          group_id: Type.Optional(Nullable(Id)),
          identifier: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
          area: Type.Optional(DecimalInput),
          land: Type.Optional(DecimalInput),
        }),
      },
      ListAnswer(ApartmentSchema),
      { writes: false },
    ),
    async (request) => {
      const { page, perPage, offset } = paging(request.query);
      const body = request.body;
      const filters = {
        buildingIds: body.building_id ? [body.building_id] : null,
        groupId: body.group_id ?? null,
        identifier: body.identifier?.trim() || null,
        area: decimalOrNull(body.area, 2, 'area'),
        land: decimalOrNull(body.land, 4, 'land'),
        key: request.query.key?.trim() || null,
      };
      const { rows, total } = await listApartments(app.db, sessionOf(request).accountId, filters, {
        page: { offset, limit: perPage },
        sort: request.query.sort,
        order: request.query.order?.toLowerCase() as 'asc' | 'desc' | undefined,
      });
      return pageAnswer(rows.map(apartmentJson), total, { page, perPage });
    },
  );

  app.get(
    '/apartment',
    routeOptions(
      { area, action: 'show' },
      'apartments',
      { querystring: Type.Object({ id: Id }) },
      WriteAnswer(ApartmentSchema),
    ),
    async (request) => {
      const view = await apartmentView(app.db, sessionOf(request).accountId, request.query.id);
      return { description: '', data: apartmentJson(view) };
    },
  );

  app.post(
    '/apartment',
    routeOptions(
      { area, action: 'create' },
      'apartments',
      { body: Type.Object(ApartmentBody) },
      WriteAnswer(ApartmentSchema),
    ),
    async (request) => {
      const view = await writes.create(app.db, sessionOf(request), request.body);
      return { description: 'Daire eklendi.', data: apartmentJson(view) };
    },
  );

  app.put(
    '/apartment',
    routeOptions(
      { area, action: 'edit' },
      'apartments',
      { body: Type.Object({ id: Id, ...ApartmentBody }) },
      WriteAnswer(ApartmentSchema),
    ),
    async (request) => {
      const view = await writes.update(app.db, sessionOf(request), request.body.id, request.body);
      return { description: 'Daire güncellendi.', data: apartmentJson(view) };
    },
  );

  app.get(
    '/apartment/delete/request',
    routeOptions({ area, action: 'delete' }, 'apartments', { querystring: Type.Object({ id: Id }) }, Message),
    async (request) => {
      await writes.requestDelete(app.db, app.codes, sessionOf(request), request.query.id);
      return { description: 'Silme onay kodu hesap sahibinin telefonuna gönderildi.' };
    },
  );

  app.delete(
    '/apartment',
    routeOptions(
      { area, action: 'delete' },
      'apartments',
      {
        description:
          'Refused while someone lives in or owns the apartment; its past links, debt groups and exemptions go with it.',
        body: Type.Object({ id: Id, code: Code }),
      },
      Message,
    ),
    async (request) => {
      await writes.remove(app.db, app.codes, sessionOf(request), request.body.id, request.body.code);
      return { description: 'Daire silindi.' };
    },
  );

  app.post(
    '/apartments',
    routeOptions(
      { area, action: 'list' },
      'apartments',
      {
        description: 'Apartments of the given buildings; paged with ?page, every row without it.',
        querystring: Type.Object(OptionalPageQuery),
        body: Type.Object({ building_id: BuildingIds }),
      },
      ListAnswer(ApartmentSchema),
      { writes: false },
    ),
    async (request) => {
      const filters = { buildingIds: request.body.building_id };
      const accountId = sessionOf(request).accountId;
      if (!request.query.page) {
        return allRecords(
          (await listApartments(app.db, accountId, filters, { page: null })).rows.map(apartmentJson),
        );
      }
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await listApartments(app.db, accountId, filters, {
        page: { offset, limit: perPage },
      });
      return pageAnswer(rows.map(apartmentJson), total, { page, perPage });
    },
  );

  app.get(
    '/apartments',
    routeOptions(
      PICKER_ACCESS,
      'apartments',
      {
        description: `Lookup: apartments whose identifier or building name matches key (at most ${LOOKUP_LIMIT}).`,
        querystring: Type.Object({ key: KeyQuery }),
      },
      ListAnswer(
        Type.Object({
          id: Type.Integer(),
          identifier: Type.String(),
          building_id: Type.Integer(),
          building_name: Type.String(),
          /** "A Blok 5", for pickers that show one text. */
          name: Type.String(),
        }),
      ),
    ),
    async (request) => {
      const { rows, total } = await repo.list(
        app.db,
        sessionOf(request).accountId,
        { key: request.query.key?.trim() || null },
        { page: { offset: 0, limit: LOOKUP_LIMIT } },
      );
      return {
        Records: rows.map((a) => ({
          id: a.id,
          identifier: a.identifier,
          building_id: a.buildingId,
          building_name: a.buildingName,
          name: `${a.buildingName} ${a.identifier}`,
        })),
        TotalRecords: total,
        Page: 1,
        PerPage: LOOKUP_LIMIT,
      };
    },
  );

  app.post(
    '/apartments/by/building',
    routeOptions(
      PICKER_ACCESS,
      'apartments',
      {
        description: 'Every apartment of the given buildings (debt entry grids).',
        body: Type.Object({ building_id: BuildingIds }),
      },
      ListAnswer(ApartmentSchema),
      { writes: false },
    ),
    async (request) => {
      const filters = { buildingIds: request.body.building_id };
      const { rows } = await listApartments(app.db, sessionOf(request).accountId, filters, { page: null });
      return allRecords(rows.map(apartmentJson));
    },
  );

  app.post(
    '/apartments/only/resident',
    routeOptions(
      { area, action: 'list' },
      'apartments',
      {
        description:
          'Apartments of the given buildings with at least one current resident. land=true (area=true) keeps only ' +
          'those with a land share (an area) above 0, the bases of a split.',
        body: Type.Object({
          buildings: BuildingIds,
          land: Type.Optional(NullableBoolean),
          area: Type.Optional(NullableBoolean),
        }),
      },
      ListAnswer(ApartmentSchema),
      { writes: false },
    ),
    async (request) => {
      const filters = {
        buildingIds: request.body.buildings,
        occupiedOnly: true,
        withLand: Boolean(request.body.land),
        withArea: Boolean(request.body.area),
      };
      const { rows } = await listApartments(app.db, sessionOf(request).accountId, filters, { page: null });
      return allRecords(rows.map(apartmentJson));
    },
  );
}
