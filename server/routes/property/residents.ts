import { Type } from 'typebox';
import { isoToDmy } from '../../../common/date';
import { RESIDENT_TYPE_LABELS, type ResidentType } from '../../../common/importRows';
import { canAccessArea } from '../../../common/permissions';
import type { Executor } from '../../db';
import { badRequest, conflict, forbidden } from '../../errors';
import { birthDayOrNull, optionalPhone } from '../../fields';
import { deniedMessage, permissionsOf, sessionOf } from '../../plugins/auth';
import { collectionsRepository } from '../../repositories/collections';
import { parentsRepository } from '../../repositories/parents';
import { residentLinksRepository } from '../../repositories/residentLinks';
import {
  type Gender,
  type Resident,
  type ResidentFilters,
  type ResidentLink,
  type ResidentValues,
  residentsRepository as repo,
} from '../../repositories/residents';
import { PICKER_ACCESS } from '../../schemas/access';
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
  paging,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/http';
import { Money, money } from '../../schemas/money';
import { type AuditEntry, recordAudit, recordAuditBatch } from '../../services/audit';
import { residentOf } from '../../services/ownedRecords';
import { actorOf } from '../../services/sessions';
import { numericJson } from './apartments';
import { ParentSchema, parentJson } from './parents';

const GenderSchema = Type.Union([Type.Literal('male'), Type.Literal('female')]);

const ResidentApartmentSchema = Type.Object({
  apartment_id: Type.Integer(),
  building_id: Type.Integer(),
  building_name: Type.String(),
  identifier: Type.String(),
  /** 1 owner, 2 tenant, 3 stock holder */
  type: Type.Integer(),
  type_name: Type.String(),
  percent: Nullable(Type.Number()),
  move_in: Type.String(),
  move_out: Nullable(Type.String()),
});

const ResidentSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  phone: Nullable(Type.String()),
  /** 'male', 'female' or null (not given). */
  gender: Nullable(GenderSchema),
  /** DD.MM.YYYY */
  birth_day: Nullable(Type.String()),
  /** Buildings and identifiers of the current apartments, comma-separated (lists and exports). */
  building_names: Type.String(),
  apartment_identifiers: Type.String(),
  /** Current apartment links. */
  apartments: Type.Array(ResidentApartmentSchema),
  /** TL still owed on the resident's live debts (Σ amount − paid; late-payment interest not included). */
  debt_remaining: Money,
});

const ResidentDetailSchema = Type.Object({
  ...ResidentSchema.properties,
  /** Every apartment link, past ones (with move_out) after the current ones. */
  apartments: Type.Array(ResidentApartmentSchema),
  parents: Type.Array(ParentSchema),
});

const ResidentBody = {
  name: Text(60),
  surname: Text(60),
  /** Optional; when given a Turkish mobile (spaces, 0, 90, +90 accepted), stored as 5XXXXXXXXX. */
  phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  gender: Type.Optional(Nullable(GenderSchema)),
  birth_day: Type.Optional(Nullable(DmyInput)),
};
type ResidentInput = {
  name: string;
  surname: string;
  phone?: string | null;
  gender?: Gender | null;
  birth_day?: string | null;
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

function linkJson(link: ResidentLink) {
  return {
    apartment_id: link.apartmentId,
    building_id: link.buildingId,
    building_name: link.buildingName,
    identifier: link.identifier,
    type: link.type,
    type_name: RESIDENT_TYPE_LABELS[link.type as ResidentType] ?? '',
    percent: numericJson(link.percent),
    move_in: isoToDmy(link.moveIn)!,
    move_out: isoToDmy(link.moveOut),
  };
}

function residentJson(resident: Resident, links: ResidentLink[], remaining: bigint) {
  const unique = (values: string[]) => [...new Set(values)].join(', ');
  return {
    id: resident.id,
    name: resident.name,
    surname: resident.surname,
    phone: resident.phone,
    gender: resident.gender,
    birth_day: isoToDmy(resident.birthDay),
    building_names: unique(links.map((link) => link.buildingName)),
    apartment_identifiers: unique(links.map((link) => link.identifier)),
    apartments: links.map(linkJson),
    debt_remaining: money(remaining),
  };
}

/** Resident rows with their current apartments and remaining debt (two more queries whatever the page size). */
async function withApartments(exec: Executor, accountId: number, rows: Resident[]) {
  const ids = rows.map((row) => row.id);
  const links = await repo.links(exec, accountId, ids, { currentOnly: true });
  const remaining = await repo.remainingDebts(exec, accountId, ids);
  const byResident = new Map<number, ResidentLink[]>();
  for (const link of links)
    byResident.set(link.residentId, [...(byResident.get(link.residentId) ?? []), link]);
  return rows.map((row) => residentJson(row, byResident.get(row.id) ?? [], remaining.get(row.id) ?? 0n));
}

export function residentValuesOf(input: ResidentInput): ResidentValues {
  refuseBlank(input, ['name', 'surname']);
  return {
    name: input.name.trim(),
    surname: input.surname.trim(),
    phone: optionalPhone(input.phone),
    gender: input.gender ?? null,
    birthDay: birthDayOrNull(input.birth_day),
  };
}

function filtersOf(body: FilterInput): ResidentFilters {
  return {
    buildingId: body.building_id ?? null,
    name: body.name?.trim() || null,
    phone: body.phone?.trim() || null,
    gender: body.gender ?? null,
    debtRemaining: body.debt_remaining ?? null,
  };
}

/** Residents (sakinler): SPEC.md section 7 "Buildings, apartments, residents". */
export default async function residentRoutes(app: App) {
  app.post(
    '/resident/all',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['residents'],
        description:
          'Paged list. name searches "name surname" Turkish-aware, phone any digits of the number, building_id ' +
          'residents currently linked to an apartment of that building, debt_remaining true residents who still ' +
          'owe something on a live debt (false: who owe nothing). Each row has debt_remaining, the TL still owed; ' +
          'sort=debt_remaining orders by it.',
        querystring: Type.Object({ ...PageQuery, sort: Sort }),
        body: FilterBody,
        response: { 200: ListAnswer(ResidentSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.list(app.db, session.accountId, filtersOf(request.body), {
        page: { offset, limit: perPage },
        sort: request.query.sort,
        order: request.query.order?.toLowerCase() as 'asc' | 'desc' | undefined,
      });
      return {
        Records: await withApartments(app.db, session.accountId, rows),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
      };
    },
  );

  app.post(
    '/resident/not/paginate',
    {
      config: { access: { area, action: 'export' } },
      schema: {
        tags: ['residents'],
        description: 'The filters of /resident/all, every matching row (export and pickers).',
        body: FilterBody,
        response: { 200: ListAnswer(ResidentSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { rows } = await repo.list(app.db, session.accountId, filtersOf(request.body), { page: null });
      return allRecords(await withApartments(app.db, session.accountId, rows));
    },
  );

  app.get(
    '/resident/single',
    {
      config: { access: { area, action: 'show' } },
      schema: {
        tags: ['residents'],
        querystring: Type.Object({ id: Id }),
        response: { 200: WriteAnswer(ResidentDetailSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const resident = await residentOf(app.db, session.accountId, request.query.id);
      const history = await repo.links(app.db, session.accountId, [resident.id], { currentOnly: false });
      const parents = await parentsRepository.listOf(app.db, session.accountId, resident.id);
      const current = history.filter((link) => link.moveOut === null);
      const remaining = await repo.remainingDebts(app.db, session.accountId, [resident.id]);
      return {
        description: '',
        data: {
          ...residentJson(resident, current, remaining.get(resident.id) ?? 0n),
          apartments: history.map(linkJson),
          parents: parents.map(parentJson),
        },
      };
    },
  );

  app.get(
    '/resident/main',
    {
      config: { access: PICKER_ACCESS },
      schema: {
        tags: ['residents'],
        description: `Lookup: residents whose "name surname" matches key, or whose phone holds its digits when key is a number (at most ${LOOKUP_LIMIT}).`,
        querystring: Type.Object({ key: KeyQuery }),
        response: {
          200: ListAnswer(
            Type.Object({
              id: Type.Integer(),
              name: Type.String(),
              surname: Type.String(),
              phone: Nullable(Type.String()),
            }),
          ),
          ...authErrors,
        },
      },
    },
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
      // One path, two calls of the client (SPEC.md section 7): with ?page it lists, without it creates. The route
      // declares the listing right; creating also needs the create right, checked in the handler.
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['residents'],
        description:
          'With ?page: residents of apartments, i.e. people currently linked (owner, tenant or stock holder) to ' +
          'apartment_id, or to building_id, or to any apartment when both are null. Without ?page: creates a ' +
          'resident from {name, surname (required), phone, gender, birth_day}.',
        querystring: Type.Object(OptionalPageQuery),
        body: Type.Object({
          apartment_id: Type.Optional(Nullable(Id)),
          building_id: Type.Optional(Nullable(Id)),
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
        if (!canAccessArea(permissionsOf(session), area, 'create')) {
          throw forbidden(deniedMessage('create'));
        }
        const body = request.body;
        const missing = (['name', 'surname'] as const).filter((field) => body[field] === undefined);
        if (missing.length > 0) {
          throw badRequest(
            'Lütfen işaretli alanları düzeltiniz.',
            Object.fromEntries(missing.map((field) => [field, 'Bu alan zorunludur.'])),
          );
        }
        const values = residentValuesOf({ ...body, name: body.name!, surname: body.surname! });
        const resident = await app.db.transaction(async (tx) => {
          const row = await repo.insert(tx, session.accountId, values);
          await recordAudit(tx, actorOf(session), {
            table: 'residents',
            action: 'insert',
            recordId: row.id,
            after: row,
          });
          return row;
        });
        return { description: 'Sakin eklendi.', data: residentJson(resident, [], 0n) };
      }
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.list(
        app.db,
        session.accountId,
        {
          apartmentId: request.body.apartment_id ?? null,
          buildingId: request.body.building_id ?? null,
          linkedOnly: true,
        },
        { page: { offset, limit: perPage } },
      );
      return {
        Records: await withApartments(app.db, session.accountId, rows),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
      };
    },
  );

  app.put(
    '/resident',
    {
      config: { access: { area, action: 'edit' } },
      schema: {
        tags: ['residents'],
        body: Type.Object({ id: Id, ...ResidentBody }),
        response: { 200: WriteAnswer(ResidentSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const values = residentValuesOf(request.body);
      const resident = await app.db.transaction(async (tx) => {
        const before = await residentOf(tx, session.accountId, request.body.id);
        const after = await repo.update(tx, session.accountId, before.id, values);
        await recordAudit(tx, actorOf(session), {
          table: 'residents',
          action: 'update',
          recordId: before.id,
          before,
          after,
        });
        return after!;
      });
      const [data] = await withApartments(app.db, session.accountId, [resident]);
      return { description: 'Sakin güncellendi.', data: data! };
    },
  );

  app.delete(
    '/resident',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['residents'],
        description:
          'Refused while the person is linked to an apartment; their past links and relatives go with them.',
        body: Type.Object({ id: Id }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await app.db.transaction(async (tx) => {
        const resident = await residentOf(tx, session.accountId, request.body.id);
        const of = { residentId: resident.id };
        const current = await residentLinksRepository.current(tx, session.accountId, of);
        if (current.length > 0) {
          throw conflict(
            `Bu kişi ${current.length} dairede kayıtlı. Önce daire detayından kişinin daireden çıkışını yapınız.`,
          );
        }
        const money = await collectionsRepository.countForResident(tx, session.accountId, resident.id);
        if (money > 0) {
          throw conflict(
            `Bu kişinin ${money} borç, tahsilat veya avans kaydı var; geçmiş kayıtlar için kişi silinemez.`,
          );
        }
        const history = await residentLinksRepository.all(tx, session.accountId, of);
        const parents = await parentsRepository.listOf(tx, session.accountId, resident.id);
        await residentLinksRepository.removeMany(
          tx,
          session.accountId,
          history.map((link) => link.id),
        );
        await parentsRepository.removeAllOf(tx, session.accountId, resident.id);
        await repo.remove(tx, session.accountId, resident.id);
        const removed: AuditEntry[] = [
          ...history.map((link) => ({
            table: 'apartment_residents',
            action: 'delete' as const,
            recordId: link.id,
            before: link,
          })),
          ...parents.map((parent) => ({
            table: 'resident_parents',
            action: 'delete' as const,
            recordId: parent.id,
            before: parent,
          })),
          { table: 'residents', action: 'delete', recordId: resident.id, before: resident },
        ];
        await recordAuditBatch(tx, actorOf(session), removed);
      });
      return { description: 'Sakin silindi.' };
    },
  );
}
