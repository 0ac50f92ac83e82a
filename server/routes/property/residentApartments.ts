import { Type } from 'typebox';
import { isoToDmy } from '../../../common/date';
import { RESIDENT_TYPE_LABELS, type ResidentType } from '../../../common/importRows';
import { conflict, fieldError, notFound } from '../../errors';
import { dateOr, todayIso } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import {
  type LinkType,
  type LinkWithPerson,
  type ResidentLinkRow,
  residentLinksRepository as repo,
} from '../../repositories/residentLinks';
import {
  type App,
  authErrors,
  DmyInput,
  Id,
  ListAnswer,
  Nullable,
  PageQuery,
  paging,
  WriteAnswer,
} from '../../schemas/http';
import { recordAudit } from '../../services/audit';
import { apartmentOf, residentOf } from '../../services/ownedRecords';
import { actorOf } from '../../services/sessions';
import { numericJson } from './apartments';

const LinkSchema = Type.Object({
  /** The link's id (one person may hold several roles in one apartment). */
  id: Type.Integer(),
  apartment_id: Type.Integer(),
  resident_id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  phone: Nullable(Type.String()),
  /** 1 owner, 2 tenant, 3 stock holder */
  type: Type.Integer(),
  type_name: Type.String(),
  percent: Nullable(Type.Number()),
  /** DD.MM.YYYY */
  move_in: Type.String(),
  move_out: Nullable(Type.String()),
});

const typeName = (type: number) => RESIDENT_TYPE_LABELS[type as ResidentType] ?? '';

function linkWithPersonJson(
  link: ResidentLinkRow,
  person: Pick<LinkWithPerson, 'name' | 'surname' | 'phone'>,
) {
  return {
    id: link.id,
    apartment_id: link.apartmentId,
    resident_id: link.residentId,
    name: person.name,
    surname: person.surname,
    phone: person.phone,
    type: link.type,
    type_name: typeName(link.type),
    percent: numericJson(link.percent),
    move_in: isoToDmy(link.moveIn)!,
    move_out: isoToDmy(link.moveOut),
  };
}

export const alreadyLinked = (type: number) =>
  conflict(`Bu kişi bu dairede zaten ${typeName(type).toLocaleLowerCase('tr-TR')} olarak kayıtlı.`);

const area = 'resident_and_apartments' as const;

/**
 * Owners and tenants of an apartment (SPEC.md section 7, GET/POST/DELETE /resident/apartment). Removing someone
 * sets their move-out date: the apartment keeps its history of owners and tenants.
 */
export default async function residentApartmentRoutes(app: App) {
  app.get(
    '/resident/apartment',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['apartments'],
        description:
          'People linked to an apartment, current ones only; all=true adds past ones (with move_out). type: 1 ' +
          'owners, 2 tenants, 3 stock holders; absent = every role.',
        querystring: Type.Object({
          ...PageQuery,
          apartment_id: Id,
          type: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 3 }))),
          all: Type.Optional(Type.Boolean()),
        }),
        response: { 200: ListAnswer(LinkSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const apartment = await apartmentOf(app.db, session.accountId, request.query.apartment_id);
      const { page, perPage, offset } = paging(request.query);
      const { rows, total } = await repo.listForApartment(app.db, session.accountId, apartment.id, {
        type: request.query.type as LinkType | null | undefined,
        history: Boolean(request.query.all),
        page: { offset, limit: perPage },
      });
      return {
        Records: rows.map((row) => linkWithPersonJson(row, row)),
        TotalRecords: total,
        Page: page,
        PerPage: perPage,
      };
    },
  );

  app.post(
    '/resident/apartment',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['apartments'],
        description:
          'Links a resident as owner (1) or tenant (2); move_in defaults to today (Istanbul). An apartment may ' +
          'have several owners; co-owners with shares are stock holders (/stock/holder).',
        body: Type.Object({
          apartment_id: Id,
          resident_id: Id,
          type: Type.Integer({ minimum: 1, maximum: 2 }),
          move_in: Type.Optional(Nullable(DmyInput)),
        }),
        response: { 200: WriteAnswer(LinkSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const type = request.body.type as LinkType;
      const moveIn = dateOr(request.body.move_in, 'move_in', todayIso());
      const data = await app.db.transaction(async (tx) => {
        const apartment = await apartmentOf(tx, session.accountId, request.body.apartment_id);
        const resident = await residentOf(tx, session.accountId, request.body.resident_id);
        const link = { apartmentId: apartment.id, residentId: resident.id, type };
        if (await repo.findActive(tx, session.accountId, link)) throw alreadyLinked(type);
        const row = await repo.insert(tx, session.accountId, { ...link, percent: null, moveIn });
        await recordAudit(tx, actorOf(session), {
          table: 'apartment_residents',
          action: 'insert',
          recordId: row.id,
          after: row,
        });
        return linkWithPersonJson(row, resident);
      });
      return { description: `${typeName(type)} daireye eklendi.`, data };
    },
  );

  app.delete(
    '/resident/apartment',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['apartments'],
        description:
          'Ends a current link on move_out (default today, Istanbul). The row stays as history (GET with all=true).',
        body: Type.Object({
          apartment_id: Id,
          resident_id: Id,
          type: Type.Integer({ minimum: 1, maximum: 3 }),
          move_out: Type.Optional(Nullable(DmyInput)),
        }),
        response: { 200: WriteAnswer(LinkSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const moveOut = dateOr(request.body.move_out, 'move_out', todayIso());
      const data = await app.db.transaction(async (tx) => {
        const apartment = await apartmentOf(tx, session.accountId, request.body.apartment_id);
        const resident = await residentOf(tx, session.accountId, request.body.resident_id);
        const before = await repo.findActive(tx, session.accountId, {
          apartmentId: apartment.id,
          residentId: resident.id,
          type: request.body.type as LinkType,
        });
        if (!before) throw notFound('Bu kişinin bu dairede bu tipte güncel bir kaydı yok.');
        if (moveOut < before.moveIn) {
          throw fieldError('move_out', 'Çıkış tarihi giriş tarihinden önce olamaz.');
        }
        const after = await repo.end(tx, session.accountId, before.id, moveOut);
        await recordAudit(tx, actorOf(session), {
          table: 'apartment_residents',
          action: 'update',
          recordId: before.id,
          before,
          after,
        });
        return linkWithPersonJson(after, resident);
      });
      return {
        description: 'Kişinin daireden çıkışı kaydedildi. Geçmiş kayıtlarda görünmeye devam eder.',
        data,
      };
    },
  );
}
