import { Type } from 'typebox';
import { operatorIdOf } from '../../plugins/auth';
import { type PlatformOrder, platformOrdersRepository } from '../../repositories/platform/platformOrders';
import { filterId, filterText, IdParams, simpleRestReads } from '../../schemas/platform/simpleRest';
import type { App } from '../../schemas/shared/http';
import { OrderSchema, orderJson } from '../../schemas/shared/orders';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { cancelOrder, confirmOrder } from '../../services/shared/orders';

const PlatformOrderSchema = Type.Object({ ...OrderSchema.properties, assoc_name: Type.String() });

const platformOrderJson = (row: PlatformOrder) => ({ ...orderJson(row), assoc_name: row.assocName });

const STATUSES = ['awaiting_payment', 'paid', 'cancelled'] as const;

/**
 * Every account's orders (`q`: reference or site; `status`; `account_id`), newest first by default; the operator
 * confirms a transfer that came (`POST /orders/:id/confirm`) or cancels an order (`POST /orders/:id/cancel`).
 */
export default async function platformOrderRoutes(app: App) {
  simpleRestReads(app, {
    resource: 'orders',
    item: PlatformOrderSchema,
    sortable: ['created_at', 'id'],
    toJson: platformOrderJson,
    list: (query) =>
      platformOrdersRepository.list(app.db, {
        q: filterText(query.filter, 'q'),
        status: STATUSES.find((s) => s === query.filter.status) ?? null,
        accountId: filterId(query.filter, 'account_id'),
        ids: query.ids,
        page: query.page,
        newestFirst: query.sort.desc || query.sort.field === 'id',
      }),
    find: { row: (id) => platformOrdersRepository.find(app.db, id), missing: 'Sipariş bulunamadı.' },
  });

  app.post(
    '/orders/:id/confirm',
    routeOptions(
      'operator',
      'platform',
      {
        params: IdParams,
        description: 'The transfer came: the licence or the SMS credits change, the owner gets an SMS.',
      },
      Type.Object({
        description: Type.String(),
        data: Type.Object({ id: Type.Integer(), status: Type.String(), sms_sent: Type.Boolean() }),
      }),
    ),
    async (request) => {
      const done = await confirmOrder(app.db, operatorIdOf(request), request.params.id, app.sms);
      return {
        description: done.smsSent
          ? 'Ödeme onaylandı; hesap sahibine SMS gönderildi.'
          : 'Ödeme onaylandı; hesap sahibine SMS gönderilemedi.',
        data: { id: done.order.id, status: done.order.status, sms_sent: done.smsSent },
      };
    },
  );

  app.post(
    '/orders/:id/cancel',
    routeOptions(
      'operator',
      'platform',
      { params: IdParams },
      Type.Object({
        description: Type.String(),
        data: Type.Object({ id: Type.Integer(), status: Type.String() }),
      }),
    ),
    async (request) => {
      const order = await cancelOrder(app.db, operatorIdOf(request), request.params.id);
      return { description: 'Sipariş iptal edildi.', data: { id: order.id, status: order.status } };
    },
  );
}
