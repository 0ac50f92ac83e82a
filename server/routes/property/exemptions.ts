import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { exemptionsRepository as repo } from '../../repositories/property/exemptions';
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
import { apartmentOf } from '../../services/property/ownedRecords';

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
        body: Type.Object({ apartment_id: Id, accounting_type_id: Id }),
      },
      WriteAnswer(ExemptionSchema),
    ),
    async (request) => {
      const { apartment_id: apartmentId, accounting_type_id: typeId } = request.body;
      const exemption = await writes.add(app.db, sessionOf(request), apartmentId, typeId);
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
}
