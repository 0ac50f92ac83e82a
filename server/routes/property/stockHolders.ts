import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { StockHoldersAnswer, stockHoldersJson } from '../../schemas/property/property';
import { type App, DecimalInput, Id, Message, Nullable, Text, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { optionalPercent, percentOf, stockHolders } from '../../services/property/residentLinks';
import { residentValuesOf } from '../../services/property/residents';

const ApartmentRef = {
  apartment_id: Id,
  /** Optional; when sent it must be the apartment's building. */
  building_id: Type.Optional(Nullable(Id)),
};
const Percent = Type.Optional(DecimalInput);
const area = 'resident_and_apartments' as const;

const refOf = (body: { apartment_id: number; building_id?: number | null }) => ({
  apartmentId: body.apartment_id,
  buildingId: body.building_id,
});

/**
 * Stock holders (hissedarlar): co-owners of an apartment with percent shares, stored as links of type 3. Shares
 * are compared in integer hundredths and must add up to exactly 100 when set.
 */
export default async function stockHolderRoutes(app: App) {
  app.get(
    '/stock/holders',
    routeOptions(
      { area, action: 'list' },
      'apartments',
      {
        description:
          'Current stock holders of an apartment; AdditionalData.total_percent is the sum of shares.',
        querystring: Type.Object(ApartmentRef),
      },
      StockHoldersAnswer,
    ),
    async (request) => {
      return stockHoldersJson(
        await stockHolders.of(app.db, sessionOf(request).accountId, refOf(request.query)),
      );
    },
  );

  app.post(
    '/stock/holder',
    routeOptions(
      { area, action: 'create' },
      'apartments',
      {
        description: 'Creates a new resident and links them as a stock holder (type 3).',
        body: Type.Object({
          ...ApartmentRef,
          name: Text(60),
          surname: Text(60),
          phone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
          type: Type.Optional(Nullable(Type.Literal(3))),
          percent: Percent,
        }),
      },
      WriteAnswer(StockHoldersAnswer),
    ),
    async (request) => {
      const { name, surname, phone } = request.body;
      const values = residentValuesOf({ name, surname, phone });
      const percent = optionalPercent(request.body.percent);
      const holders = await stockHolders.addNew(
        app.db,
        sessionOf(request),
        refOf(request.body),
        values,
        percent,
      );
      return { description: 'Hissedar eklendi.', data: stockHoldersJson(holders) };
    },
  );

  app.post(
    '/stock/holder/by/resident',
    routeOptions(
      { area, action: 'create' },
      'apartments',
      {
        description: 'Links an existing resident as a stock holder.',
        body: Type.Object({ ...ApartmentRef, resident_id: Id, percent: Percent }),
      },
      WriteAnswer(StockHoldersAnswer),
    ),
    async (request) => {
      const { body } = request;
      const percent = optionalPercent(body.percent);
      const holders = await stockHolders.addResident(
        app.db,
        sessionOf(request),
        refOf(body),
        body.resident_id,
        percent,
      );
      return { description: 'Hissedar eklendi.', data: stockHoldersJson(holders) };
    },
  );

  app.put(
    '/stock/holder/percent',
    routeOptions(
      { area, action: 'edit' },
      'apartments',
      {
        description:
          'Sets every current stock holder’s share at once; the shares (at most 2 decimals) must add up to 100.',
        body: Type.Object({
          ...ApartmentRef,
          stock_holders: Type.Array(Type.Object({ stock_holder_id: Id, percent: DecimalInput }), {
            minItems: 1,
            maxItems: 100,
          }),
        }),
      },
      WriteAnswer(StockHoldersAnswer),
    ),
    async (request) => {
      const shares = request.body.stock_holders.map((share, index) => ({
        residentId: share.stock_holder_id,
        percent: percentOf(share.percent, `stock_holders.${index}.percent`),
      }));
      const holders = await stockHolders.setShares(app.db, sessionOf(request), refOf(request.body), shares);
      return { description: 'Hisseler kaydedildi.', data: stockHoldersJson(holders) };
    },
  );

  app.delete(
    '/stock/holder',
    routeOptions(
      { area, action: 'delete' },
      'apartments',
      {
        description:
          'Ends the holder’s link today (history kept). The remaining shares no longer add up to 100 until set again.',
        body: Type.Object({ apartment_id: Id, stock_holder_id: Id }),
      },
      Message,
    ),
    async (request) => {
      const { apartment_id: apartmentId, stock_holder_id: residentId } = request.body;
      await stockHolders.remove(app.db, sessionOf(request), apartmentId, residentId);
      return { description: 'Hissedar daireden çıkarıldı. Kalan hissedarların hisselerini güncelleyiniz.' };
    },
  );
}
