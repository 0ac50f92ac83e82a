import { Type } from 'typebox';
import type { Executor } from '../../db';
import { conflict, fieldError, notFound } from '../../errors';
import { decimalOrNull } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { apartmentDebtGroupsRepository } from '../../repositories/apartmentDebtGroups';
import {
  type ApartmentFilters,
  type ApartmentRecord,
  type ApartmentValues,
  type Occupants,
  apartmentsRepository as repo,
} from '../../repositories/apartments';
import { buildingsRepository } from '../../repositories/buildings';
import { debtsRepository } from '../../repositories/debts';
import { exemptionsRepository } from '../../repositories/exemptions';
import { groupsRepository } from '../../repositories/groups';
import { residentLinksRepository } from '../../repositories/residentLinks';
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
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/http';
import { accountOwnerPhone } from '../../services/accountOwner';
import { ensureApartmentRoom } from '../../services/apartmentLimit';
import { type AuditEntry, recordAudit, recordAuditBatch } from '../../services/audit';
import { consumeCode } from '../../services/oneTimeCodes';
import { apartmentOf } from '../../services/ownedRecords';
import { actorOf } from '../../services/sessions';

const NullableText = Nullable(Type.String());
const NullableId = Nullable(Type.Integer());

const ApartmentSchema = Type.Object({
  id: Type.Integer(),
  building_id: Type.Integer(),
  building_name: Type.String(),
  /** The dues group (aidat grubu). */
  group_id: NullableId,
  group_name: NullableText,
  identifier: Type.String(),
  /** m² */
  area: Nullable(Type.Number()),
  /** Arsa payı */
  land: Nullable(Type.Number()),
  owner_id: NullableId,
  owner_name: NullableText,
  owner_surname: NullableText,
  tenant_id: NullableId,
  tenant_name: NullableText,
  tenant_surname: NullableText,
  /** People currently linked: owners, tenants and stock holders. */
  resident_count: Type.Integer(),
});

/** numeric text → JSON number (display only: nothing computes with it). */
export const numericJson = (value: string | null) => (value === null ? null : Number(value));

function apartmentJson(apartment: ApartmentRecord, occupants?: Occupants) {
  return {
    id: apartment.id,
    building_id: apartment.buildingId,
    building_name: apartment.buildingName,
    group_id: apartment.groupId,
    group_name: apartment.groupName,
    identifier: apartment.identifier,
    area: numericJson(apartment.area),
    land: numericJson(apartment.land),
    owner_id: occupants?.owner?.id ?? null,
    owner_name: occupants?.owner?.name ?? null,
    owner_surname: occupants?.owner?.surname ?? null,
    tenant_id: occupants?.tenant?.id ?? null,
    tenant_name: occupants?.tenant?.name ?? null,
    tenant_surname: occupants?.tenant?.surname ?? null,
    resident_count: occupants?.residentCount ?? 0,
  };
}

/** Apartment rows with their current owner, tenant and head count (two queries whatever the page size). */
async function withOccupants(exec: Executor, accountId: number, rows: ApartmentRecord[]) {
  const occupants = await repo.occupants(
    exec,
    accountId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => apartmentJson(row, occupants.get(row.id)));
}

const ApartmentBody = {
  building_id: Id,
  /** A dues group (type 2). On update an absent or empty value keeps the current group. */
  group_id: Type.Optional(Nullable(Id)),
  identifier: Text(20),
  area: Type.Optional(DecimalInput),
  land: Type.Optional(DecimalInput),
};
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

const identifierTaken = (identifier: string) => {
  const message = `Bu blokta ${identifier} numaralı daire zaten var.`;
  return conflict(message, { identifier: message });
};

type ApartmentBodyValues = {
  building_id: number;
  group_id?: number | null;
  identifier: string;
  area?: string | number | null;
  land?: string | number | null;
};

/** Checks the body against the account's buildings and groups; `currentGroupId` is kept when none is sent. */
async function valuesOf(
  exec: Executor,
  accountId: number,
  body: ApartmentBodyValues,
  currentGroupId: number | null,
): Promise<ApartmentValues> {
  refuseBlank(body, ['identifier']);
  const values: ApartmentValues = {
    buildingId: body.building_id,
    groupId: body.group_id ?? currentGroupId,
    identifier: body.identifier.trim(),
    area: decimalOrNull(body.area, 2, 'area'),
    land: decimalOrNull(body.land, 4, 'land'),
  };
  if (!(await buildingsRepository.find(exec, accountId, values.buildingId)))
    throw notFound('Bina bulunamadı.');
  if (values.groupId !== null && values.groupId !== currentGroupId) {
    const group = await groupsRepository.find(exec, accountId, values.groupId);
    if (!group) throw notFound('Grup bulunamadı.');
    if (group.type !== 2) {
      throw fieldError(
        'group_id',
        'Daireye aidat grubu seçilebilir. Borç grupları dairenin Borç Grupları sekmesinden eklenir.',
      );
    }
  }
  return values;
}

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
      const session = sessionOf(request);
      const { page, perPage, offset } = paging(request.query);
      const body = request.body;
      const filters: ApartmentFilters = {
        buildingIds: body.building_id ? [body.building_id] : null,
        groupId: body.group_id ?? null,
        identifier: body.identifier?.trim() || null,
        area: decimalOrNull(body.area, 2, 'area'),
        land: decimalOrNull(body.land, 4, 'land'),
        key: request.query.key?.trim() || null,
      };
      const { rows, total } = await repo.list(app.db, session.accountId, filters, {
        page: { offset, limit: perPage },
        sort: request.query.sort,
        order: request.query.order?.toLowerCase() as 'asc' | 'desc' | undefined,
      });
      return {
        Records: await withOccupants(app.db, session.accountId, rows),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
      };
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
      const session = sessionOf(request);
      const apartment = await apartmentOf(app.db, session.accountId, request.query.id);
      const [data] = await withOccupants(app.db, session.accountId, [apartment]);
      return { description: '', data: data! };
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
      const session = sessionOf(request);
      const record = await app.db.transaction(async (tx) => {
        const values = await valuesOf(tx, session.accountId, request.body, null);
        if (await repo.identifierTaken(tx, session.accountId, values.buildingId, values.identifier)) {
          throw identifierTaken(values.identifier);
        }
        await ensureApartmentRoom(tx, session.accountId, 1);
        const row = await repo.insert(tx, session.accountId, values);
        await recordAudit(tx, actorOf(session), {
          table: 'apartments',
          action: 'insert',
          recordId: row.id,
          after: row,
        });
        return (await repo.find(tx, session.accountId, row.id))!;
      });
      return { description: 'Daire eklendi.', data: apartmentJson(record) };
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
      const session = sessionOf(request);
      const record = await app.db.transaction(async (tx) => {
        const before = await repo.findRow(tx, session.accountId, request.body.id);
        if (!before) throw notFound('Daire bulunamadı.');
        const values = await valuesOf(tx, session.accountId, request.body, before.groupId);
        if (
          await repo.identifierTaken(tx, session.accountId, values.buildingId, values.identifier, before.id)
        ) {
          throw identifierTaken(values.identifier);
        }
        const after = await repo.update(tx, session.accountId, before.id, values);
        await recordAudit(tx, actorOf(session), {
          table: 'apartments',
          action: 'update',
          recordId: before.id,
          before,
          after,
        });
        return (await repo.find(tx, session.accountId, before.id))!;
      });
      const [data] = await withOccupants(app.db, session.accountId, [record]);
      return { description: 'Daire güncellendi.', data: data! };
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
      const session = sessionOf(request);
      const apartment = await apartmentOf(app.db, session.accountId, request.query.id);
      const phone = await accountOwnerPhone(app.db, session.accountId);
      await app.codes.send(
        { purpose: 'delete_apartment', phone, accountId: session.accountId, targetId: apartment.id },
        (code) =>
          `${apartment.buildingName} ${apartment.identifier} numaralı daireyi silme onay kodunuz: ${code}. Kod 3 dakika geçerlidir.`,
      );
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
      const session = sessionOf(request);
      const apartment = await apartmentOf(app.db, session.accountId, request.body.id);
      const phone = await accountOwnerPhone(app.db, session.accountId);
      const codeId = await app.codes.check(
        { purpose: 'delete_apartment', phone, accountId: session.accountId, targetId: apartment.id },
        request.body.code,
      );
      await app.db.transaction(async (tx) => {
        const of = { apartmentId: apartment.id };
        const current = await residentLinksRepository.current(tx, session.accountId, of);
        if (current.length > 0) {
          throw conflict(
            `Dairede ${current.length} kişi kayıtlı (ev sahibi, kiracı veya hissedar). Önce bu kişilerin daireden çıkışını yapınız.`,
          );
        }
        const debtCount = await debtsRepository.countFor(tx, session.accountId, {
          apartmentIds: [apartment.id],
        });
        if (debtCount > 0) {
          throw conflict(
            `Dairenin ${debtCount} borç kaydı var (silinmiş borçlar geçmiş için saklanır); daire silinemez.`,
          );
        }
        if (!(await consumeCode(tx, codeId))) throw conflict('Bu kod zaten kullanıldı.');
        const history = await residentLinksRepository.all(tx, session.accountId, of);
        await residentLinksRepository.removeMany(
          tx,
          session.accountId,
          history.map((link) => link.id),
        );
        const debtGroups = await apartmentDebtGroupsRepository.removeAllOf(
          tx,
          session.accountId,
          apartment.id,
        );
        const exemptions = await exemptionsRepository.removeAllOf(tx, session.accountId, apartment.id);
        const before = await repo.findRow(tx, session.accountId, apartment.id);
        await repo.remove(tx, session.accountId, apartment.id);
        const removed: AuditEntry[] = [
          ...history.map((link) => ({
            table: 'apartment_residents',
            action: 'delete' as const,
            recordId: link.id,
            before: link,
          })),
          ...debtGroups.map((link) => ({
            table: 'apartment_debt_groups',
            action: 'delete' as const,
            recordId: `${link.apartmentId}:${link.groupId}`,
            before: link,
          })),
          ...exemptions.map((exemption) => ({
            table: 'debt_exemptions',
            action: 'delete' as const,
            recordId: exemption.id,
            before: exemption,
          })),
          { table: 'apartments', action: 'delete', recordId: apartment.id, before },
        ];
        await recordAuditBatch(tx, actorOf(session), removed);
      });
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
      const session = sessionOf(request);
      const filters = { buildingIds: request.body.building_id };
      if (!request.query.page) {
        const { rows } = await repo.list(app.db, session.accountId, filters, { page: null });
        return allRecords(await withOccupants(app.db, session.accountId, rows));
      }
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.list(app.db, session.accountId, filters, {
        page: { offset, limit: perPage },
      });
      return {
        Records: await withOccupants(app.db, session.accountId, rows),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
      };
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
      const session = sessionOf(request);
      const { rows } = await repo.list(
        app.db,
        session.accountId,
        { buildingIds: request.body.building_id },
        { page: null },
      );
      return allRecords(await withOccupants(app.db, session.accountId, rows));
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
      const session = sessionOf(request);
      const { rows } = await repo.list(
        app.db,
        session.accountId,
        {
          buildingIds: request.body.buildings,
          occupiedOnly: true,
          withLand: Boolean(request.body.land),
          withArea: Boolean(request.body.area),
        },
        { page: null },
      );
      return allRecords(await withOccupants(app.db, session.accountId, rows));
    },
  );
}
