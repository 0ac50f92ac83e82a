import { Type } from 'typebox';
import { sessionOf } from '../../plugins/auth';
import { ordersRepository } from '../../repositories/session/orders';
import { packagesRepository } from '../../repositories/session/packages';
import {
  type App,
  authErrors,
  ErrorAnswer,
  Id,
  MAX_ID,
  PageQuery,
  pageAnswer,
  paging,
  WriteAnswer,
} from '../../schemas/shared/http';
import { ListWithTotals } from '../../schemas/shared/money';
import {
  BankDetailsSchema,
  bankJson,
  ORDER_PLACED,
  OrderSchema,
  orderJson,
  PackageSchema,
  PlacedOrderSchema,
  packageJson,
} from '../../schemas/shared/orders';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { orderReceiptPdf } from '../../services/session/orderReceipt';
import { placeOrder } from '../../services/shared/orders';

/**
 * Packages, orders and their receipts (docs/domain.md, "The licence and packages": GET /packages, POST /order, POST /package/sms). Every
 * route is also open to a licence token (services/session/licence.ts), so the owner of an ended licence can renew it.
 */
const SETTINGS_SHOW = { area: 'settings', action: 'show' } as const;
const licenceOpen = <T extends { config: object }>(options: T) => ({
  ...options,
  config: { ...options.config, licenceOpen: true },
});

const PlacedOrder = WriteAnswer(PlacedOrderSchema);
const PdfBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

export default async function orderRoutes(app: App) {
  app.get(
    '/packages',
    licenceOpen(
      routeOptions(
        SETTINGS_SHOW,
        'orders',
        {
          description:
            'The packages on offer: licences (apartments × months) and SMS credits, with prices; in `Records` ' +
            'as every list, and in `data` as the interface reads them.',
        },
        Type.Object({
          ...WriteAnswer(Type.Array(PackageSchema)).properties,
          Records: Type.Array(PackageSchema),
        }),
      ),
    ),
    async () => {
      const packages = (await packagesRepository.listOffered(app.db)).map(packageJson);
      return { description: '', data: packages, Records: packages };
    },
  );

  app.post(
    '/order',
    licenceOpen(
      routeOptions(
        'owner',
        'orders',
        {
          description: 'Orders a licence package; it waits for the bank transfer quoting its reference.',
          body: Type.Object({
            package_id: Id,
            apartment_count: Type.Optional(
              Type.Union([Type.Null(), Type.Integer({ minimum: 1, maximum: MAX_ID })]),
            ),
            month: Type.Optional(Type.Union([Type.Null(), Type.Integer({ minimum: 1, maximum: MAX_ID })])),
          }),
        },
        PlacedOrder,
      ),
    ),
    async (request) => {
      const session = sessionOf(request);
      const { package_id, apartment_count, month } = request.body;
      const order = await placeOrder(app.db, session, {
        packageId: package_id,
        kind: 'licence',
        apartmentCount: apartment_count,
        months: month,
      });
      return { description: ORDER_PLACED, data: { ...orderJson(order), bank: bankJson(app.config.bank) } };
    },
  );

  app.post(
    '/package/sms',
    licenceOpen(
      routeOptions(
        'owner',
        'orders',
        { description: 'Orders an SMS credit package.', body: Type.Object({ id: Id }) },
        PlacedOrder,
      ),
    ),
    async (request) => {
      const order = await placeOrder(app.db, sessionOf(request), { packageId: request.body.id, kind: 'sms' });
      return { description: ORDER_PLACED, data: { ...orderJson(order), bank: bankJson(app.config.bank) } };
    },
  );

  app.get(
    '/orders',
    licenceOpen(
      routeOptions(
        SETTINGS_SHOW,
        'orders',
        {
          description: "The account's orders, newest first; AdditionalData has the bank transfer details.",
          querystring: Type.Object(PageQuery),
        },
        ListWithTotals(OrderSchema, BankDetailsSchema),
      ),
    ),
    async (request) => {
      const page = paging(request.query);
      const { rows, total } = await ordersRepository.listForAccount(app.db, sessionOf(request).accountId, {
        limit: page.perPage,
        offset: page.offset,
      });
      return { ...pageAnswer(rows.map(orderJson), total, page), AdditionalData: bankJson(app.config.bank) };
    },
  );

  app.get(
    '/order/receipt/:order_id',
    {
      config: { access: SETTINGS_SHOW, licenceOpen: true },
      schema: {
        tags: ['orders'],
        description: 'The receipt of a paid order, as a PDF.',
        params: Type.Object({ order_id: Id }),
        response: {
          200: { description: 'The PDF.', content: { 'application/pdf': { schema: PdfBytes } } },
          ...authErrors,
          500: ErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const { receiptNo, pdf } = await orderReceiptPdf(
        app.db,
        sessionOf(request).accountId,
        request.params.order_id,
        app.config.bank,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="siparis-makbuzu-${receiptNo}.pdf"`)
        .send(pdf);
    },
  );
}
