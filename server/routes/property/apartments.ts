import { Type } from 'typebox';
import { decimalOrNull } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { apartmentsRepository as repo } from '../../repositories/apartments';
import { PICKER_ACCESS } from '../../schemas/access';
import {
  type App,
  allRecords,
  authErrors,
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
  paging,
  WriteAnswer,
} from '../../schemas/http';
import { ApartmentBody, ApartmentSchema, apartmentJson } from '../../schemas/property';
import { apartmentView, listApartments, apartmentWrites as writes } from '../../services/apartments';

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

/** Apartments (daireler): SPEC.md section 7 "Buildings, apartments, residents". */
export default async function apartmentRoutes(app: App) {
  app.post(
    '/all/apartments',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['apartments'],
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
        response: { 200: ListAnswer(ApartmentSchema), ...authErrors },
      },
    },
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
      return { Records: rows.map(apartmentJson), TotalRecords: total, Page: page, PerPage: perPage };
    },
  );

  app.get(
    '/apartment',
    {
      config: { access: { area, action: 'show' } },
      schema: {
        tags: ['apartments'],
        querystring: Type.Object({ id: Id }),
        response: { 200: WriteAnswer(ApartmentSchema), ...authErrors },
      },
    },
    async (request) => {
      const view = await apartmentView(app.db, sessionOf(request).accountId, request.query.id);
      return { description: '', data: apartmentJson(view) };
    },
  );

  app.post(
    '/apartment',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['apartments'],
        body: Type.Object(ApartmentBody),
        response: { 200: WriteAnswer(ApartmentSchema), ...authErrors },
      },
    },
    async (request) => {
      const view = await writes.create(app.db, sessionOf(request), request.body);
      return { description: 'Daire eklendi.', data: apartmentJson(view) };
    },
  );

  app.put(
    '/apartment',
    {
      config: { access: { area, action: 'edit' } },
      schema: {
        tags: ['apartments'],
        body: Type.Object({ id: Id, ...ApartmentBody }),
        response: { 200: WriteAnswer(ApartmentSchema), ...authErrors },
      },
    },
    async (request) => {
      const view = await writes.update(app.db, sessionOf(request), request.body.id, request.body);
      return { description: 'Daire güncellendi.', data: apartmentJson(view) };
    },
  );

  app.get(
    '/apartment/delete/request',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['apartments'],
        querystring: Type.Object({ id: Id }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      await writes.requestDelete(app.db, app.codes, sessionOf(request), request.query.id);
      return { description: 'Silme onay kodu hesap sahibinin telefonuna gönderildi.' };
    },
  );

  app.delete(
    '/apartment',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['apartments'],
        description:
          'Refused while someone lives in or owns the apartment; its past links, debt groups and exemptions go with it.',
        body: Type.Object({ id: Id, code: Code }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      await writes.remove(app.db, app.codes, sessionOf(request), request.body.id, request.body.code);
      return { description: 'Daire silindi.' };
    },
  );

  app.post(
    '/apartments',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['apartments'],
        description: 'Apartments of the given buildings; paged with ?page, every row without it.',
        querystring: Type.Object(OptionalPageQuery),
        body: Type.Object({ building_id: BuildingIds }),
        response: { 200: ListAnswer(ApartmentSchema), ...authErrors },
      },
    },
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
      return { Records: rows.map(apartmentJson), TotalRecords: total, Page: page, PerPage: perPage };
    },
  );

  app.get(
    '/apartments',
    {
      config: { access: PICKER_ACCESS },
      schema: {
        tags: ['apartments'],
        description: `Lookup: apartments whose identifier or building name matches key (at most ${LOOKUP_LIMIT}).`,
        querystring: Type.Object({ key: KeyQuery }),
        response: {
          200: ListAnswer(
            Type.Object({
              id: Type.Integer(),
              identifier: Type.String(),
              building_id: Type.Integer(),
              building_name: Type.String(),
              /** "A Blok 5", for pickers that show one text. */
              name: Type.String(),
            }),
          ),
          ...authErrors,
        },
      },
    },
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
    {
      config: { access: PICKER_ACCESS },
      schema: {
        tags: ['apartments'],
        description: 'Every apartment of the given buildings (debt entry grids).',
        body: Type.Object({ building_id: BuildingIds }),
        response: { 200: ListAnswer(ApartmentSchema), ...authErrors },
      },
    },
    async (request) => {
      const filters = { buildingIds: request.body.building_id };
      const { rows } = await listApartments(app.db, sessionOf(request).accountId, filters, { page: null });
      return allRecords(rows.map(apartmentJson));
    },
  );

  app.post(
    '/apartments/only/resident',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['apartments'],
        description:
          'Apartments of the given buildings with at least one current resident. land=true (area=true) keeps only ' +
          'those with a land share (an area) above 0, the bases of a split.',
        body: Type.Object({
          buildings: BuildingIds,
          land: Type.Optional(NullableBoolean),
          area: Type.Optional(NullableBoolean),
        }),
        response: { 200: ListAnswer(ApartmentSchema), ...authErrors },
      },
    },
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
