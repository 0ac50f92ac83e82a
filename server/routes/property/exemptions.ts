import { Type } from 'typebox';
import { badRequest, conflict, fieldError, notFound } from '../../errors';
import { sessionOf } from '../../plugins/auth';
import { accountingTypesRepository } from '../../repositories/accountingTypes';
import { type ExemptionWithType, exemptionsRepository as repo } from '../../repositories/exemptions';
import {
  type App,
  allRecords,
  authErrors,
  Id,
  ListAnswer,
  Message,
  Nullable,
  WriteAnswer,
} from '../../schemas/http';
import { recordAudit } from '../../services/audit';
import { apartmentOf } from '../../services/ownedRecords';
import { actorOf } from '../../services/sessions';

const ExemptionSchema = Type.Object({
  id: Type.Integer(),
  apartment_id: Type.Integer(),
  accounting_type_id: Type.Integer(),
  accounting_type_name: Type.String(),
});
const area = 'resident_and_apartments' as const;

const toJson = (e: ExemptionWithType) => ({
  id: e.id,
  apartment_id: e.apartmentId,
  accounting_type_id: e.accountingTypeId,
  accounting_type_name: e.accountingTypeName,
});

/** Debt exemptions (muafiyetler): bulk debt entries of the type skip the apartment. SPEC.md section 7. */
export default async function exemptionRoutes(app: App) {
  app.get(
    '/debt/exemptions/apartment',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['apartments'],
        querystring: Type.Object({ apartment_id: Id }),
        response: { 200: ListAnswer(ExemptionSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const apartment = await apartmentOf(app.db, session.accountId, request.query.apartment_id);
      return allRecords((await repo.listOf(app.db, session.accountId, apartment.id)).map(toJson));
    },
  );

  app.post(
    '/debt/exemption',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['apartments'],
        description:
          'Exempts the apartment from an income type (debts are income; expense types cannot be used).',
        body: Type.Object({ apartment_id: Id, accounting_type_id: Id }),
        response: { 200: WriteAnswer(ExemptionSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const data = await app.db.transaction(async (tx) => {
        const apartment = await apartmentOf(tx, session.accountId, request.body.apartment_id);
        const type = await accountingTypesRepository.find(
          tx,
          session.accountId,
          request.body.accounting_type_id,
        );
        if (!type) throw notFound('Gelir / gider türü bulunamadı.');
        if (type.type !== 1) {
          throw fieldError(
            'accounting_type_id',
            'Muafiyet yalnızca gelir (borç) türleri için tanımlanabilir.',
          );
        }
        const ref = { apartmentId: apartment.id, accountingTypeId: type.id };
        if (await repo.find(tx, session.accountId, ref)) {
          throw conflict(`Daire zaten ${type.name} için muaf.`);
        }
        const row = await repo.insert(tx, session.accountId, ref);
        await recordAudit(tx, actorOf(session), {
          table: 'debt_exemptions',
          action: 'insert',
          recordId: row.id,
          after: row,
        });
        return toJson({ ...row, accountingTypeName: type.name });
      });
      return { description: 'Muafiyet eklendi.', data };
    },
  );

  app.delete(
    '/debt/exemption',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['apartments'],
        description: 'By id, or by apartment_id and accounting_type_id.',
        body: Type.Object({
          id: Type.Optional(Nullable(Id)),
          apartment_id: Type.Optional(Nullable(Id)),
          accounting_type_id: Type.Optional(Nullable(Id)),
        }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { id, apartment_id: apartmentId, accounting_type_id: accountingTypeId } = request.body;
      if (!id && !(apartmentId && accountingTypeId)) {
        throw badRequest('Silinecek muafiyeti id ya da daire ve tür ile belirtiniz.');
      }
      await app.db.transaction(async (tx) => {
        const before = await repo.find(
          tx,
          session.accountId,
          id ? { id } : { apartmentId: apartmentId!, accountingTypeId: accountingTypeId! },
        );
        if (!before) throw notFound('Muafiyet bulunamadı.');
        await repo.remove(tx, session.accountId, before.id);
        await recordAudit(tx, actorOf(session), {
          table: 'debt_exemptions',
          action: 'delete',
          recordId: before.id,
          before,
        });
      });
      return { description: 'Muafiyet kaldırıldı.' };
    },
  );
}
