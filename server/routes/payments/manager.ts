import { Type } from 'typebox';
import { dmyToIso } from '../../../common/date';
import { fieldError } from '../../errors';
import { sessionOf } from '../../plugins/auth';
import { listRoute } from '../../plugins/listRoutes';
import { ManagerPaymentSchema, managerPaymentJson, PaymentStatus } from '../../schemas/payments/payments';
import { type App, DmyInput, Id, PageQuery, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { listOnlinePayments, refundOnlinePayment } from '../../services/payments/manager';

const area = 'accounting' as const;

function dayOf(text: string | undefined, field: string): string | null {
  if (!text) return null;
  const iso = dmyToIso(text);
  if (!iso) throw fieldError(field, 'Tarihi GG.AA.YYYY biçiminde giriniz.');
  return iso;
}

/** Online ödemeler (issue 24): the manager's list and the refund of a paid one. */
export default async function onlinePaymentRoutes(app: App) {
  listRoute(app, {
    path: '/online-payments',
    access: { area, action: 'list' },
    tag: 'online payments',
    description:
      "The residents' card payments, newest first, with the resident, the flats, amount, fee and the provider's " +
      'reference; start_date and end_date (DD.MM.YYYY) are on the day the payment started.',
    query: {
      ...PageQuery,
      status: Type.Optional(PaymentStatus),
      start_date: Type.Optional(DmyInput),
      end_date: Type.Optional(DmyInput),
    },
    item: ManagerPaymentSchema,
    read: (db, session, { query, page }) =>
      listOnlinePayments(
        db,
        session.accountId,
        {
          status: query.status ?? null,
          from: dayOf(query.start_date, 'start_date'),
          to: dayOf(query.end_date, 'end_date'),
        },
        page,
      ),
    json: managerPaymentJson,
  });

  app.post(
    '/online-payments/:id/refund',
    routeOptions(
      { area, action: 'delete' },
      'online payments',
      {
        description:
          'Refunds a paid payment through its provider and undoes what it made (the collection with its receipt, ' +
          'the commission expense); closed books refuse it.',
        params: Type.Object({ id: Id }),
      },
      WriteAnswer(ManagerPaymentSchema),
      { idempotent: true },
    ),
    async (request) => {
      const session = sessionOf(request);
      const payment = await refundOnlinePayment(app.db, app.config.payments, session, request.params.id);
      const filters = { status: null, from: null, to: null, id: payment.id };
      const { rows } = await listOnlinePayments(app.db, session.accountId, filters, { offset: 0, limit: 1 });
      return { description: 'Ödeme iade edildi; tahsilatı geri alındı.', data: managerPaymentJson(rows[0]!) };
    },
  );
}
