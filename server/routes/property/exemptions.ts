import { Type } from 'typebox';
import { readExemptionPeriod } from '../../domain/exemptions';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { exemptionsRepository as repo } from '../../repositories/property/exemptions';
import {
  BulkExemptionAnswer,
  BulkExemptionBody,
  ExemptionIdsBody,
  ExemptionRowSchema,
  ExemptionsQuery,
  exemptionRowJson,
  PeriodFields,
} from '../../schemas/property/exemptions';
import { ExemptionSchema, exemptionJson } from '../../schemas/property/property';
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
import { exemptionWrites as writes } from '../../services/property/apartmentExtras';
import { addExemptions, exemptionsPage, removeExemptions } from '../../services/property/exemptions';
import { apartmentOf } from '../../services/property/ownedRecords';
import { accountActorOf } from '../../services/shared/sessions';

const area = 'resident_and_apartments' as const;

/** Debt exemptions (muafiyetler): bulk debt entries of the type skip the apartment. docs/domain.md, "Exemptions". */
export default async function exemptionRoutes(app: App) {
  app.get(
    '/debt/exemptions/apartment',
    routeOptions(
      { area, action: 'list' },
      'apartments',
      { querystring: Type.Object({ apartment_id: Id }) },
      ListAnswer(ExemptionSchema),
    ),
    async (request) => {
      const session = sessionOf(request);
      const apartment = await apartmentOf(app.db, session.accountId, request.query.apartment_id);
      return allRecords((await repo.listOf(app.db, session.accountId, apartment.id)).map(exemptionJson));
    },
  );

  app.post(
    '/debt/exemption',
    routeOptions(
      { area, action: 'create' },
      'apartments',
      {
        description:
          'Exempts the apartment from an income type (debts are income; expense types cannot be used).',
        body: Type.Object({ apartment_id: Id, accounting_type_id: Id, ...PeriodFields }),
      },
      WriteAnswer(ExemptionSchema),
    ),
    async (request) => {
      const { apartment_id: apartmentId, accounting_type_id: typeId } = request.body;
      const period = readExemptionPeriod(request.body);
      const exemption = await writes.add(app.db, sessionOf(request), apartmentId, typeId, period);
      return { description: 'Muafiyet eklendi.', data: exemptionJson(exemption) };
    },
  );

  app.delete(
    '/debt/exemption',
    routeOptions(
      { area, action: 'delete' },
      'apartments',
      {
        description: 'By id, or by apartment_id and accounting_type_id.',
        body: Type.Object({
          id: Type.Optional(Nullable(Id)),
          apartment_id: Type.Optional(Nullable(Id)),
          accounting_type_id: Type.Optional(Nullable(Id)),
        }),
      },
      Message,
    ),
    async (request) => {
      const { id, apartment_id: apartmentId, accounting_type_id: accountingTypeId } = request.body;
      await writes.remove(app.db, sessionOf(request), { id, apartmentId, accountingTypeId });
      return { description: 'Muafiyet kaldırıldı.' };
    },
  );

  listRoute(app, {
    path: '/debt/exemptions',
    access: { area, action: 'list' },
    tag: 'apartments',
    description:
      'Every exemption of the account, newest first, filtered by building, flat, group (dues or debt), income type and the months it is in force.',
    query: ExemptionsQuery,
    item: ExemptionRowSchema,
    read: (db, session, { query, page }) => {
      const period = query.starts_on || query.ends_on ? readExemptionPeriod(query) : undefined;
      const filters = {
        buildingId: query.building_id,
        apartmentId: query.apartment_id,
        groupId: query.group_id,
        accountingTypeId: query.accounting_type_id,
        period,
      };
      return exemptionsPage(db, session.accountId, filters, page);
    },
    json: exemptionRowJson,
  });

  app.post(
    '/debt/exemptions',
    routeOptions(
      { area, action: 'create' },
      'apartments',
      {
        description:
          'Exempts several flats (apartment_ids, or every flat of building_id) at once; flats already exempt from the type are skipped and counted.',
        body: BulkExemptionBody,
      },
      BulkExemptionAnswer,
    ),
    async (request) => {
      const body = request.body;
      const { created, skipped } = await addExemptions(app.db, accountActorOf(sessionOf(request)), {
        apartmentIds: body.apartment_ids,
        buildingId: body.building_id ?? undefined,
        accountingTypeId: body.accounting_type_id,
        period: readExemptionPeriod(body),
      });
      const skippedText = skipped > 0 ? ` ${skipped} daire zaten muaf olduğu için atlandı.` : '';
      return {
        description: `${created} daireye muafiyet eklendi.${skippedText}`,
        data: { created, skipped },
      };
    },
  );

  app.delete(
    '/debt/exemptions',
    routeOptions(
      { area, action: 'delete' },
      'apartments',
      { description: 'Removes the exemptions together, or none of them.', body: ExemptionIdsBody },
      Message,
    ),
    async (request) => {
      const removed = await removeExemptions(app.db, accountActorOf(sessionOf(request)), request.body.ids);
      return { description: `${removed} muafiyet kaldırıldı.` };
    },
  );
}
