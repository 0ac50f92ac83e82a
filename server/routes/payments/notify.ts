import { Type } from 'typebox';
import { ResidentPaymentSchema, residentPaymentJson } from '../../schemas/payments/payments';
import { type App, WriteAnswer } from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { completeTestPayment, handleNotification } from '../../services/payments/notifications';

const tag = 'online payments';
const FORM = 'application/x-www-form-urlencoded';
const Fields = Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 4000 }));
const PlainOk = {
  description: 'Always `OK` (the provider stops retrying); what was done is in the log.',
  content: { 'text/plain': { schema: Type.String() } },
};

/**
 * The providers' server-to-server results (issue 24): public, believed only after the adapter verified them
 * (services/payments/notifications.ts). Each answers `OK` whatever it did, as PayTR requires.
 */
export default async function paymentNotifyRoutes(app: App) {
  // PayTR and iyzico post HTML forms; only these routes read that body type.
  app.addContentTypeParser(FORM, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    '/online-payments/paytr/notify',
    routeOptions(
      'public',
      tag,
      {
        description:
          "PayTR's notification (Bildirim URL): merchant_oid, status, total_amount, hash … as a form.",
        body: Fields,
        consumes: [FORM],
      },
      PlainOk,
    ),
    async (request, reply) => {
      await handleNotification(app.db, app.config.payments, request.log, 'paytr', request.body);
      return reply.type('text/plain').send('OK');
    },
  );

  app.post(
    '/online-payments/iyzico/callback',
    routeOptions(
      'public',
      tag,
      {
        description:
          "iyzico's callback with the checkout `token`; the server asks iyzico for the result. iyzico posts it " +
          "from the resident's browser: with `back` (the resident page's link) and `payment`, the browser is " +
          'sent back to the resident page (303), which shows the result.',
        querystring: Type.Object({
          back: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,200}$' })),
          payment: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
        }),
        body: Type.Object({ token: Type.String({ maxLength: 200 }) }, { additionalProperties: true }),
        consumes: [FORM, 'application/json'],
      },
      PlainOk,
    ),
    async (request, reply) => {
      await handleNotification(app.db, app.config.payments, request.log, 'iyzico', {
        token: request.body.token,
      });
      const { back, payment } = request.query;
      // Only a path of this site: the link's characters are checked by the schema, so nothing else can be named.
      if (back && payment) return reply.redirect(`/sakin/${back}?payment=${payment}`, 303);
      return reply.type('text/plain').send('OK');
    },
  );

  app.post(
    '/online-payments/test/complete',
    routeOptions(
      'public',
      tag,
      {
        description:
          'The in-product test bank page pays an order of the `test` provider with a test card (only with the ' +
          'demo or PAYMENT_TEST_PROVIDER=true): 4355084355084358 succeeds, 4111111111111111 fails for lack of ' +
          'funds, 4000000000000002 fails 3-D Secure.',
        body: Type.Object({
          payment_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
          card: Type.String({ pattern: '^[0-9 ]{12,23}$' }),
        }),
      },
      WriteAnswer(ResidentPaymentSchema),
    ),
    async (request) => {
      const payment = await completeTestPayment(
        app.db,
        app.config.payments,
        request.log,
        request.body.payment_id,
        request.body.card.replace(/ /g, ''),
      );
      const text =
        payment.status === 'paid'
          ? 'Ödemeniz alındı.'
          : `Ödeme yapılamadı: ${payment.failureText ?? 'bilinmeyen neden'}.`;
      return { description: text, data: residentPaymentJson(payment, null) };
    },
  );
}
