import { Type } from 'typebox';
import { formatHundredths, readDecimal, toHundredths } from '../../../common/decimal';
import type { Executor } from '../../db';
import { badRequest, fieldError, notFound } from '../../errors';
import { todayIso } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { type LinkWithPerson, residentLinksRepository as links } from '../../repositories/residentLinks';
import { residentsRepository } from '../../repositories/residents';
import {
  type App,
  authErrors,
  DecimalInput,
  Id,
  Message,
  Nullable,
  Text,
  WriteAnswer,
} from '../../schemas/http';
import { type AuditEntry, recordAudit, recordAuditBatch } from '../../services/audit';
import { apartmentOf, residentOf } from '../../services/ownedRecords';
import { actorOf } from '../../services/sessions';
import { alreadyLinked } from './residentApartments';
import { residentValuesOf } from './residents';

const StockHolderSchema = Type.Object({
  /** The holder's resident id. */
  stock_holder_id: Type.Integer(),
  name: Type.String(),
  surname: Type.String(),
  phone: Nullable(Type.String()),
  /** Share in percent, two decimals; 0 until shares are set. */
  percent: Type.Number(),
});
const StockHoldersAnswer = Type.Object({
  Records: Type.Array(StockHolderSchema),
  TotalRecords: Type.Integer(),
  Page: Type.Integer(),
  PerPage: Type.Integer(),
  AdditionalData: Type.Object({ total_percent: Type.Number() }),
});
const ApartmentRef = {
  apartment_id: Id,
  /** Optional; when sent it must be the apartment's building. */
  building_id: Type.Optional(Nullable(Id)),
};
const Percent = Type.Optional(DecimalInput);
const area = 'resident_and_apartments' as const;

const holderJson = (holder: LinkWithPerson) => ({
  stock_holder_id: holder.residentId,
  name: holder.name,
  surname: holder.surname,
  phone: holder.phone,
  percent: holder.percent === null ? 0 : toHundredths(holder.percent) / 100,
});

/** A share: more than 0, at most 100, two decimals; as numeric text. */
function percentOf(input: string | number | null, field: string): string {
  if (input === null || input === '') throw fieldError(field, 'Bu alan zorunludur.');
  const reading = readDecimal(input, 2, 3);
  if ('error' in reading) throw fieldError(field, reading.error);
  const hundredths = toHundredths(reading.value);
  if (hundredths <= 0 || hundredths > 10_000)
    throw fieldError(field, "Hisse 0'dan büyük, en fazla 100 olmalıdır.");
  return reading.value;
}

/** The share of a new holder may be left out (set later with the others); 0 is refused, not read as empty. */
const optionalPercent = (input: string | number | null | undefined) =>
  input === undefined || input === null || input === '' ? null : percentOf(input, 'percent');

async function holdersAnswer(exec: Executor, accountId: number, apartmentId: number) {
  const holders = await links.stockHolders(exec, accountId, apartmentId);
  const total = holders.reduce((sum, holder) => sum + (holder.percent ? toHundredths(holder.percent) : 0), 0);
  return {
    Records: holders.map(holderJson),
    TotalRecords: holders.length,
    Page: 1,
    PerPage: holders.length,
    AdditionalData: { total_percent: total / 100 },
  };
}

/**
 * Stock holders (hissedarlar): co-owners of an apartment with percent shares, stored as links of type 3. Shares
 * are compared in integer hundredths and must add up to exactly 100 when set.
 */
export default async function stockHolderRoutes(app: App) {
  app.get(
    '/stock/holders',
    {
      config: { access: { area, action: 'list' } },
      schema: {
        tags: ['apartments'],
        description:
          'Current stock holders of an apartment; AdditionalData.total_percent is the sum of shares.',
        querystring: Type.Object(ApartmentRef),
        response: { 200: StockHoldersAnswer, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const apartment = await apartmentOf(
        app.db,
        session.accountId,
        request.query.apartment_id,
        request.query.building_id,
      );
      return holdersAnswer(app.db, session.accountId, apartment.id);
    },
  );

  app.post(
    '/stock/holder',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['apartments'],
        description: 'Creates a new resident and links them as a stock holder (type 3).',
        body: Type.Object({
          ...ApartmentRef,
          name: Text(60),
          surname: Text(60),
          phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
          type: Type.Optional(Nullable(Type.Literal(3))),
          percent: Percent,
        }),
        response: { 200: WriteAnswer(StockHoldersAnswer), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const values = residentValuesOf({ name: body.name, surname: body.surname, phone: body.phone });
      const percent = optionalPercent(body.percent);
      const data = await app.db.transaction(async (tx) => {
        const apartment = await apartmentOf(tx, session.accountId, body.apartment_id, body.building_id);
        const resident = await residentsRepository.insert(tx, session.accountId, values);
        const link = await links.insert(tx, session.accountId, {
          apartmentId: apartment.id,
          residentId: resident.id,
          type: 3,
          percent,
          moveIn: todayIso(),
        });
        await recordAuditBatch(tx, actorOf(session), [
          { table: 'residents', action: 'insert', recordId: resident.id, after: resident },
          { table: 'apartment_residents', action: 'insert', recordId: link.id, after: link },
        ]);
        return holdersAnswer(tx, session.accountId, apartment.id);
      });
      return { description: 'Hissedar eklendi.', data };
    },
  );

  app.post(
    '/stock/holder/by/resident',
    {
      config: { access: { area, action: 'create' } },
      schema: {
        tags: ['apartments'],
        description: 'Links an existing resident as a stock holder.',
        body: Type.Object({ ...ApartmentRef, resident_id: Id, percent: Percent }),
        response: { 200: WriteAnswer(StockHoldersAnswer), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const percent = optionalPercent(body.percent);
      const data = await app.db.transaction(async (tx) => {
        const apartment = await apartmentOf(tx, session.accountId, body.apartment_id, body.building_id);
        const resident = await residentOf(tx, session.accountId, body.resident_id);
        const ref = { apartmentId: apartment.id, residentId: resident.id, type: 3 as const };
        if (await links.findActive(tx, session.accountId, ref)) throw alreadyLinked(3);
        const link = await links.insert(tx, session.accountId, { ...ref, percent, moveIn: todayIso() });
        await recordAudit(tx, actorOf(session), {
          table: 'apartment_residents',
          action: 'insert',
          recordId: link.id,
          after: link,
        });
        return holdersAnswer(tx, session.accountId, apartment.id);
      });
      return { description: 'Hissedar eklendi.', data };
    },
  );

  app.put(
    '/stock/holder/percent',
    {
      config: { access: { area, action: 'edit' } },
      schema: {
        tags: ['apartments'],
        description:
          'Sets every current stock holder’s share at once; the shares (at most 2 decimals) must add up to 100.',
        body: Type.Object({
          ...ApartmentRef,
          stock_holders: Type.Array(Type.Object({ stock_holder_id: Id, percent: DecimalInput }), {
            minItems: 1,
            maxItems: 100,
          }),
        }),
        response: { 200: WriteAnswer(StockHoldersAnswer), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const shares = body.stock_holders.map((share, index) => ({
        residentId: share.stock_holder_id,
        percent: percentOf(share.percent, `stock_holders.${index}.percent`),
      }));
      const total = shares.reduce((sum, share) => sum + toHundredths(share.percent), 0);
      const data = await app.db.transaction(async (tx) => {
        const apartment = await apartmentOf(tx, session.accountId, body.apartment_id, body.building_id);
        const holders = await links.stockHolders(tx, session.accountId, apartment.id);
        const byResident = new Map(holders.map((holder) => [holder.residentId, holder]));
        if (shares.some((share) => !byResident.has(share.residentId))) throw notFound('Hissedar bulunamadı.');
        const named = new Set(shares.map((share) => share.residentId));
        if (named.size !== shares.length) {
          throw badRequest('Bir hissedar listede birden fazla kez var.');
        }
        const left = holders.filter((holder) => !named.has(holder.residentId));
        if (left.length > 0) {
          const names = left.map((holder) => `${holder.name} ${holder.surname}`).join(', ');
          throw badRequest(`Dairenin tüm hissedarları için hisse giriniz. Eksik: ${names}.`);
        }
        if (total !== 10_000) {
          const message = `Hisseler toplamı %100 olmalıdır. Şu anki toplam: %${formatHundredths(total)}.`;
          throw badRequest(message, { stock_holders: message });
        }
        const changes: AuditEntry[] = [];
        for (const share of shares) {
          const before = byResident.get(share.residentId)!;
          const after = await links.setPercent(tx, session.accountId, before.id, share.percent);
          changes.push({
            table: 'apartment_residents',
            action: 'update',
            recordId: before.id,
            before,
            after,
          });
        }
        await recordAuditBatch(tx, actorOf(session), changes);
        return holdersAnswer(tx, session.accountId, apartment.id);
      });
      return { description: 'Hisseler kaydedildi.', data };
    },
  );

  app.delete(
    '/stock/holder',
    {
      config: { access: { area, action: 'delete' } },
      schema: {
        tags: ['apartments'],
        description:
          'Ends the holder’s link today (history kept). The remaining shares no longer add up to 100 until set again.',
        body: Type.Object({ apartment_id: Id, stock_holder_id: Id }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await app.db.transaction(async (tx) => {
        const apartment = await apartmentOf(tx, session.accountId, request.body.apartment_id);
        const before = await links.findActive(tx, session.accountId, {
          apartmentId: apartment.id,
          residentId: request.body.stock_holder_id,
          type: 3,
        });
        if (!before) throw notFound('Hissedar bulunamadı.');
        const after = await links.end(tx, session.accountId, before.id, todayIso());
        await recordAudit(tx, actorOf(session), {
          table: 'apartment_residents',
          action: 'update',
          recordId: before.id,
          before,
          after,
        });
      });
      return { description: 'Hissedar daireden çıkarıldı. Kalan hissedarların hisselerini güncelleyiniz.' };
    },
  );
}
