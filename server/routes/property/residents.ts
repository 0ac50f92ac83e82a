import { Type } from 'typebox';
import { canAccessArea } from '../../../common/permissions';
import { badRequest, forbidden } from '../../errors';
import { deniedMessage, permissionsOf, sessionOf } from '../../plugins/auth';
import {
  type Gender,
  type ResidentFilters,
  residentsRepository as repo,
} from '../../repositories/property/residents';
import {
  GenderSchema,
  parentJson,
  ResidentDetailSchema,
  ResidentSchema,
  residentJson,
  residentLinkJson,
} from '../../schemas/property/property';
import { PICKER_ACCESS } from '../../schemas/shared/access';
import {
  type App,
  allRecords,
  authErrors,
  DmyInput,
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
  Text,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  listResidents,
  residentDetail,
  residentValuesOf,
  residentWrites as writes,
} from '../../services/property/residents';
import type { Session } from '../../services/shared/sessions';

const ResidentBody = {
  name: Text(60),
  surname: Text(60),
  /** Optional; when given a Turkish mobile (spaces, 0, 90, +90 accepted), stored as 5XXXXXXXXX. */
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  gender: Type.Optional(Nullable(GenderSchema)),
  birth_day: Type.Optional(Nullable(DmyInput)),
  /** The resident's building before (or without) a flat there. */
  building_id: Type.Optional(Nullable(Id)),
  /** "SMS istemiyor": left out of every send. Not sent: false for a new resident, unchanged on update. */
  sms_opt_out: Type.Optional(NullableBoolean),
  /** İYS consent to commercial messages. Not sent: false for a new resident, unchanged on update. */
  commercial_consent: Type.Optional(NullableBoolean),
  /** Optional; one address, kept lower-cased (a malformed one is refused in Turkish). Not sent: unchanged on update. */
  email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
  /** "Duyuru e-postası istemiyor". Not sent: false for a new resident, unchanged on update. */
  email_opt_out: Type.Optional(NullableBoolean),
};

const FilterBody = Type.Object({
  building_id: Type.Optional(Nullable(Id)),
  name: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  gender: Type.Optional(Nullable(GenderSchema)),
  /** true: only residents who still owe something; false: only those who owe nothing; null: everyone. */
  debt_remaining: Type.Optional(NullableBoolean),
});
type FilterInput = {
  building_id?: number | null;
  name?: string | null;
  phone?: string | null;
  gender?: Gender | null;
  debt_remaining?: boolean | null;
};
const Sort = Type.Optional(
  Type.Union([
    Type.Literal('name'),
    Type.Literal('surname'),
    Type.Literal('id'),
    Type.Literal('debt_remaining'),
  ]),
);
const area = 'resident_and_apartments' as const;
const LOOKUP_LIMIT = 500;

function filtersOf(body: FilterInput): ResidentFilters {
  return {
    buildingId: body.building_id ?? null,
    name: body.name?.trim() || null,
    phone: body.phone?.trim() || null,
    gender: body.gender ?? null,
    debtRemaining: body.debt_remaining ?? null,
  };
}

/** POST /resident without ?page creates: it needs the create right too, and a name and a surname. */
function newResidentValues(
  session: Session,
  body: {
    name?: string;
    surname?: string;
    phone?: string | null;
    gender?: Gender | null;
    birth_day?: string | null;
    building_id?: number | null;
    sms_opt_out?: boolean | null;
    commercial_consent?: boolean | null;
    email?: string | null;
    email_opt_out?: boolean | null;
  },
) {
  if (!canAccessArea(permissionsOf(session), area, 'create')) throw forbidden(deniedMessage('create'));
  const missing = (['name', 'surname'] as const).filter((field) => body[field] === undefined);
  if (missing.length > 0) {
    throw badRequest(
      'Lütfen işaretli alanları düzeltiniz.',
      Object.fromEntries(missing.map((field) => [field, 'Bu alan zorunludur.'])),
    );
  }
  return residentValuesOf({ ...body, name: body.name!, surname: body.surname! });
}

/** Residents (sakinler): the API section "Buildings, apartments, residents". */
export default async function residentRoutes(app: App) {
  app.post(
    '/resident/all',
    routeOptions(
      { area, action: 'list' },
      'residents',
      {
        description:
          'Paged list. name searches "name surname" Turkish-aware, phone any digits of the number, building_id ' +
          'residents currently linked to an apartment of that building, debt_remaining true residents who still ' +
          'owe something on a live debt (false: who owe nothing). Each row has debt_remaining, the TL still owed; ' +
          'sort=debt_remaining orders by it.',
        querystring: Type.Object({ ...PageQuery, sort: Sort }),
        body: FilterBody,
      },
      ListAnswer(ResidentSchema),
      { writes: false },
    ),
    async (request) => {
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await listResidents(
        app.db,
        sessionOf(request).accountId,
        filtersOf(request.body),
        {
          page: { offset, limit: perPage },
          sort: request.query.sort,
          order: request.query.order?.toLowerCase() as 'asc' | 'desc' | undefined,
        },
      );
      return pageAnswer(rows.map(residentJson), total, { page, perPage });
    },
  );

  app.post(
    '/resident/not/paginate',
    routeOptions(
      { area, action: 'export' },
      'residents',
      {
        description: 'The filters of /resident/all, every matching row (export and pickers).',
        body: FilterBody,
      },
      ListAnswer(ResidentSchema),
      { writes: false },
    ),
    async (request) => {
      const filters = filtersOf(request.body);
      const { rows } = await listResidents(app.db, sessionOf(request).accountId, filters, { page: null });
      return allRecords(rows.map(residentJson));
    },
  );

  app.get(
    '/resident/single',
    routeOptions(
      { area, action: 'show' },
      'residents',
      { querystring: Type.Object({ id: Id }) },
      WriteAnswer(ResidentDetailSchema),
    ),
    async (request) => {
      const detail = await residentDetail(app.db, sessionOf(request).accountId, request.query.id);
      return {
        description: '',
        data: {
          ...residentJson(detail.view),
          apartments: detail.history.map(residentLinkJson),
          parents: detail.parents.map(parentJson),
        },
      };
    },
  );

  app.get(
    '/resident/main',
    routeOptions(
      PICKER_ACCESS,
      'residents',
      {
        description: `Lookup: residents whose "name surname" matches key, or whose phone holds its digits when key is a number (at most ${LOOKUP_LIMIT}).`,
        querystring: Type.Object({ key: KeyQuery }),
      },
      ListAnswer(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          surname: Type.String(),
          phone: Nullable(Type.String()),
        }),
      ),
    ),
    async (request) => {
      const key = request.query.key?.trim() || null;
      // A manager types a phone as they read it ("0532 123 45 67"): such a key searches phones, not names.
      const isPhone = key !== null && /^[\d\s()+-]+$/.test(key) && key.replace(/\D/g, '').length >= 3;
      const { rows, total } = await repo.list(
        app.db,
        sessionOf(request).accountId,
        isPhone ? { phone: key } : { name: key },
        { page: { offset: 0, limit: LOOKUP_LIMIT } },
      );
      return {
        Records: rows.map((r) => ({ id: r.id, name: r.name, surname: r.surname, phone: r.phone })),
        TotalRecords: total,
        Page: 1,
        PerPage: LOOKUP_LIMIT,
      };
    },
  );

  app.post(
    '/resident',
    {
      // One path, two calls of the client: with ?page it lists, without it creates. The route
      // declares the listing right; creating also needs the create right, checked in the handler. Being a POST that
      // may create, it writes: a support session lists residents through POST /resident/all instead.
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['residents'],
        description:
          'With ?page: residents of apartments, i.e. people currently linked (owner, tenant or stock holder) to ' +
          'apartment_id, or to building_id, or to any apartment when both are null. Without ?page: creates a ' +
          'resident from {name, surname (required), phone, gender, birth_day, building_id}.',
        querystring: Type.Object(OptionalPageQuery),
        body: Type.Object({
          apartment_id: Type.Optional(Nullable(Id)),
          ...ResidentBody,
          name: Type.Optional(ResidentBody.name),
          surname: Type.Optional(ResidentBody.surname),
        }),
        response: {
          200: Type.Union([ListAnswer(ResidentSchema), WriteAnswer(ResidentSchema)]),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      if (!request.query.page) {
        const resident = await writes.create(app.db, session, newResidentValues(session, request.body));
        return { description: 'Sakin eklendi.', data: residentJson({ resident, links: [], remaining: 0n }) };
      }
      const { page, perPage, offset } = paging(request.query);
      const { apartment_id: apartmentId, building_id: buildingId } = request.body;
      const { rows, total } = await listResidents(
        app.db,
        session.accountId,
        { apartmentId: apartmentId ?? null, buildingId: buildingId ?? null, linkedOnly: true },
        { page: { offset, limit: perPage } },
      );
      return pageAnswer(rows.map(residentJson), total, { page, perPage });
    },
  );

  app.put(
    '/resident',
    routeOptions(
      { area, action: 'edit' },
      'residents',
      { body: Type.Object({ id: Id, ...ResidentBody }) },
      WriteAnswer(ResidentSchema),
    ),
    async (request) => {
      const values = residentValuesOf(request.body);
      const view = await writes.update(app.db, sessionOf(request), request.body.id, values);
      return { description: 'Sakin güncellendi.', data: residentJson(view) };
    },
  );

  app.delete(
    '/resident',
    routeOptions(
      { area, action: 'delete' },
      'residents',
      {
        description:
          'Refused while the person is linked to an apartment; their past links and relatives go with them.',
        body: Type.Object({ id: Id }),
      },
      Message,
    ),
    async (request) => {
      await writes.remove(app.db, sessionOf(request), request.body.id);
      return { description: 'Sakin silindi.' };
    },
  );
}
