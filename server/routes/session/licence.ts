import { Type } from 'typebox';
import packageJson from '../../../package.json' with { type: 'json' };
import { DEMO } from '../../demoCredentials';
import { tooManyRequests } from '../../errors';
import { sessionOf } from '../../plugins/auth';
import { type App, authErrors, Phone, WriteAnswer } from '../../schemas/shared/http';
import { licenceOf, licenceSignIn } from '../../services/session/licence';

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
          'licence, package and order routes only (every other route answers the licence-expired text).',
        body: Type.Object({ phone: Phone, password: Type.String({ minLength: 1, maxLength: 128 }) }),
        response: {
          200: Type.Object({ description: Type.String(), token: Type.String(), data: LicenceState }),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const { token, licence } = await licenceSignIn(app, request.body.phone, request.body.password);
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
