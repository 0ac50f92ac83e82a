import { Type } from 'typebox';
import { dateOr, todayIso } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { type LinkType, residentLinksRepository as repo } from '../../repositories/property/residentLinks';
import { LinkSchema, linkTypeName, linkWithPersonJson } from '../../schemas/property/property';
import {
  type App,
  DmyInput,
  Id,
  ListAnswer,
  Nullable,
  PageQuery,
  paging,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { apartmentOf } from '../../services/property/ownedRecords';
import { ownerTenantLinks } from '../../services/property/residentLinks';

const area = 'resident_and_apartments' as const;

/**
 * Owners and tenants of an apartment (GET/POST/DELETE /resident/apartment). Removing someone
 * sets their move-out date: the apartment keeps its history of owners and tenants.
 */
export default async function residentApartmentRoutes(app: App) {
  app.get(
    '/resident/apartment',
    routeOptions(
      { area, action: 'list' },
      'apartments',
      {
        description:
          'People linked to an apartment, current ones only; all=true adds past ones (with move_out). type: 1 ' +
          'owners, 2 tenants, 3 stock holders; absent = every role.',
        querystring: Type.Object({
          ...PageQuery,
          apartment_id: Id,
          type: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 3 }))),
          all: Type.Optional(Type.Boolean()),
        }),
      },
      ListAnswer(LinkSchema),
    ),
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
    routeOptions(
      { area, action: 'create' },
      'apartments',
      {
        description:
          'Links a resident as owner (1) or tenant (2); move_in defaults to today (Istanbul). An apartment may ' +
          'have several owners; co-owners with shares are stock holders (/stock/holder).',
        body: Type.Object({
          apartment_id: Id,
          resident_id: Id,
          type: Type.Integer({ minimum: 1, maximum: 2 }),
          move_in: Type.Optional(Nullable(DmyInput)),
        }),
      },
      WriteAnswer(LinkSchema),
    ),
    async (request) => {
      const { apartment_id: apartmentId, resident_id: residentId } = request.body;
      const type = request.body.type as LinkType;
      const moveIn = dateOr(request.body.move_in, 'move_in', todayIso());
      const ids = { apartmentId, residentId, type };
      const { link, resident } = await ownerTenantLinks.add(app.db, sessionOf(request), ids, moveIn);
      return {
        description: `${linkTypeName(type)} daireye eklendi.`,
        data: linkWithPersonJson(link, resident),
      };
    },
  );

  app.delete(
    '/resident/apartment',
    routeOptions(
      { area, action: 'delete' },
      'apartments',
      {
        description:
          'Ends a current link on move_out (default today, Istanbul). The row stays as history (GET with all=true).',
        body: Type.Object({
          apartment_id: Id,
          resident_id: Id,
          type: Type.Integer({ minimum: 1, maximum: 3 }),
          move_out: Type.Optional(Nullable(DmyInput)),
        }),
      },
      WriteAnswer(LinkSchema),
    ),
    async (request) => {
      const { apartment_id: apartmentId, resident_id: residentId } = request.body;
      const moveOut = dateOr(request.body.move_out, 'move_out', todayIso());
      const ids = { apartmentId, residentId, type: request.body.type as LinkType };
      const { link, resident } = await ownerTenantLinks.end(app.db, sessionOf(request), ids, moveOut);
      return {
        description: 'Kişinin daireden çıkışı kaydedildi. Geçmiş kayıtlarda görünmeye devam eder.',
        data: linkWithPersonJson(link, resident),
      };
    },
  );
}
