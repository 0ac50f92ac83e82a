import { Type } from 'typebox';
import packageJson from '../../../package.json' with { type: 'json' };
import { sessionOf } from '../../plugins/auth';
import { type App, authErrors, WriteAnswer } from '../../schemas/http';
import { DEMO } from '../../seed';
import { licenceOf } from '../../services/licence';

const SUPPORT_PHONE = '0850 000 00 00';

/** The account's licence, and what the login page shows before anyone signs in. */
export default async function licenceRoutes(app: App) {
  app.get(
    '/licance',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        response: {
          200: WriteAnswer(
            Type.Object({
              licence_end: Type.String(),
              days_left: Type.Integer(),
              is_expired: Type.Boolean(),
              apartment_limit: Type.Integer(),
              apartment_count: Type.Integer(),
              sms_credits: Type.Integer(),
            }),
          ),
          ...authErrors,
        },
      },
    },
    async (request) => ({ description: '', data: await licenceOf(app.db, sessionOf(request).accountId) }),
  );

  app.get(
    '/info',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        description: 'What the login page shows before anyone signs in (the demo credentials in demo mode).',
        response: {
          200: WriteAnswer(
            Type.Object({
              name: Type.String(),
              version: Type.String(),
              demo: Type.Boolean(),
              demo_phone: Type.Union([Type.String(), Type.Null()]),
              demo_password: Type.Union([Type.String(), Type.Null()]),
              /** The demo operator's, shown by the admin login page. */
              demo_operator_phone: Type.Union([Type.String(), Type.Null()]),
              demo_operator_password: Type.Union([Type.String(), Type.Null()]),
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
          demo_operator_phone: demo ? DEMO.operatorPhoneDisplay : null,
          demo_operator_password: demo ? DEMO.operatorPassword : null,
          support_phone: SUPPORT_PHONE,
        },
      };
    },
  );
}
