import { Type } from 'typebox';
import packageJson from '../../../package.json' with { type: 'json' };
import { DEMO } from '../../demoCredentials';
import { badRequest, tooManyRequests } from '../../errors';
import { authorize, sessionOf } from '../../plugins/auth';
import { type App, authErrors, Phone, WriteAnswer } from '../../schemas/shared/http';
import { bankJson, ORDER_PLACED, orderJson, PlacedOrderSchema } from '../../schemas/shared/orders';
import { LicenceOrderFields } from '../../schemas/shared/specForms';
import { licenceOf, licenceSignIn } from '../../services/session/licence';
import { placeOrder } from '../../services/shared/orders';

const SUPPORT_PHONE = '0850 000 00 00';

const LicenceState = Type.Object({
  licence_end: Type.String(),
  days_left: Type.Integer(),
  is_expired: Type.Boolean(),
  apartment_limit: Type.Integer(),
  apartment_count: Type.Integer(),
  sms_credits: Type.Integer(),
  /** The licence package last paid for; null on the trial. */
  package_name: Type.Union([Type.String(), Type.Null()]),
});

/** The account's licence, and what the login page shows before anyone signs in. */
export default async function licenceRoutes(app: App) {
  app.get(
    '/licance',
    {
      config: { access: 'user', licenceOpen: true },
      schema: {
        tags: ['account'],
        response: {
          200: WriteAnswer(LicenceState),
          ...authErrors,
        },
      },
    },
    async (request) => ({ description: '', data: await licenceOf(app.db, sessionOf(request).accountId) }),
  );

  app.post(
    '/licence',
    {
      config: {
        access: 'public',
        // The order form acts as POST /order does, for an ended licence too.
        licenceOpen: true,
        // As at login: a password is checked here.
        ...(app.config.rateLimits && {
          rateLimit: {
            max: 10,
            timeWindow: '1 minute',
            errorResponseBuilder: () => ({ statusCode: 429, description: tooManyRequests().description }),
          },
        }),
      },
      schema: {
        tags: ['account'],
        description:
          "The account owner's sign-in to the licence screen, allowed after the licence has ended: a token for the " +
          'licence, package and order routes only (every other route answers the licence-expired text). With the ' +
          "specification's order body (package_id, apartment_count, month) and the owner's bearer token, it " +
          'orders the licence package as POST /order does.',
        body: Type.Object({
          phone: Type.Optional(Phone),
          password: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
          ...LicenceOrderFields,
        }),
        response: {
          200: Type.Union([
            Type.Object({ description: Type.String(), token: Type.String(), data: LicenceState }),
            WriteAnswer(PlacedOrderSchema),
          ]),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { phone, password, package_id: packageId, apartment_count, month } = request.body;
      if (packageId !== undefined) {
        await authorize(app, app.db, request, 'owner');
        const order = await placeOrder(app.db, sessionOf(request), {
          packageId,
          kind: 'licence',
          apartmentCount: apartment_count,
          months: month,
        });
        return { description: ORDER_PLACED, data: { ...orderJson(order), bank: bankJson(app.config.bank) } };
      }
      if (!phone || !password) {
        throw badRequest('Giriş için telefon ve şifre, sipariş için package_id gönderiniz.', {
          phone: 'Telefon numarası ve şifre giriniz.',
        });
      }
      const { token, licence } = await licenceSignIn(app, phone, password);
      return { description: '', token, data: licence };
    },
  );

  app.get(
    '/info',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        description:
          "What the login page shows before anyone signs in (the demo account's credentials in demo mode; never " +
          "an operator's: the demo has none).",
        response: {
          200: WriteAnswer(
            Type.Object({
              name: Type.String(),
              version: Type.String(),
              demo: Type.Boolean(),
              demo_phone: Type.Union([Type.String(), Type.Null()]),
              demo_password: Type.Union([Type.String(), Type.Null()]),
              support_phone: Type.String(),
            }),
          ),
        },
      },
    },
    async () => {
      const demo = app.config.demo;
      return {
        description: '',
        data: {
          name: 'Site Yönetimi',
          version: packageJson.version,
          demo,
          demo_phone: demo ? DEMO.phoneDisplay : null,
          demo_password: demo ? DEMO.password : null,
          support_phone: SUPPORT_PHONE,
        },
      };
    },
  );
}
