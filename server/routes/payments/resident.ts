import { Type } from 'typebox';
import { limitedPerLink, residentOf } from '../../plugins/residentPage';
import { ResidentPaymentSchema, residentPaymentJson } from '../../schemas/payments/payments';
import { TokenParams } from '../../schemas/residentPage/residentPage';
import { type App, Id, WriteAnswer } from '../../schemas/shared/http';
import { Money, money } from '../../schemas/shared/money';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { residentPayment, startOrder } from '../../services/payments/orders';

const tag = 'resident page';

/**
 * The resident page's Öde (issue 24): POST /r/:token/payments starts a card payment over the link's resident's own
 * open debts, GET /r/:token/payments/:id tells its state and, once paid, its receipt.
 */
export default async function residentPaymentRoutes(app: App) {
  app.post(
    '/r/:token/payments',
    limitedPerLink(
      app.config.rateLimits,
      routeOptions(
        'resident',
        tag,
        {
          description:
            "Starts a card payment over the chosen open debts of the link's resident (several flats together). " +
            'Another resident’s, a paid or a deleted debt is refused. `redirect_url` is the provider’s page.',
          params: TokenParams,
          body: Type.Object({ debt_ids: Type.Array(Id, { minItems: 1, maxItems: 200 }) }),
        },
        WriteAnswer(
          Type.Object({
            payment_id: Type.Integer(),
            /** The chosen debts' total. */
            amount: Money,
            fee: Money,
            /** What the card is charged: the amount, plus the fee when the association passes it on. */
            total: Money,
            redirect_url: Type.String(),
          }),
        ),
      ),
    ),
    async (request) => {
      const { payment, redirectUrl } = await startOrder(app.db, app.config, residentOf(request), {
        debtIds: request.body.debt_ids,
        token: request.params.token,
        ip: request.ip,
      });
      return {
        description: 'Ödeme sayfasına yönlendiriliyorsunuz.',
        data: {
          payment_id: payment.id,
          amount: money(payment.amount),
          fee: money(payment.fee),
          total: money(payment.charged),
          redirect_url: redirectUrl,
        },
      };
    },
  );

  app.get(
    '/r/:token/payments/:id',
    routeOptions(
      'resident',
      tag,
      {
        description:
          "One of the link's resident's payments: pending, paid (with its receipt), failed (with the reason) or refunded.",
        params: Type.Object({ ...TokenParams.properties, id: Id }),
      },
      Type.Object({ data: ResidentPaymentSchema }),
    ),
    async (request) => {
      const { payment, receiptNumber } = await residentPayment(
        app.db,
        residentOf(request),
        request.params.id,
      );
      return { data: residentPaymentJson(payment, receiptNumber) };
    },
  );
}
