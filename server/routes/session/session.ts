import { Type } from 'typebox';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { MESSAGES } from '../../../common/messages';
import { phoneOrFail } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { usersRepository } from '../../repositories/session/users';
import {
  type App,
  authErrors,
  Code,
  ErrorAnswer,
  MAX_ID,
  Message,
  OptionalEmail,
  Password,
  Phone,
  refuseBlank,
  Text,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import {
  changeOwnPassword,
  renewPassword,
  resetSessions,
  sendPasswordRenewalCode,
  sendSessionsResetCode,
} from '../../services/session/credentials';
import { register, sendRegisterCode } from '../../services/session/registration';
import { logIn, logInOperator, refreshAccessToken, switchAccount } from '../../services/session/signIn';
import { REFRESH_COOKIE } from '../../services/session/tokens';
import { CurrentUserSchema } from '../../services/shared/currentUser';

const LoginAnswer = Type.Object({
  description: Type.String(),
  token: Type.String(),
  user: CurrentUserSchema,
});

const Credentials = Type.Object({ phone: Phone, password: Type.String({ minLength: 1, maxLength: 128 }) });

/** Login, register, passwords, tokens: the API section "Session and account". */
export default async function sessionRoutes(app: App) {
  const limit = (max: number, timeWindow: string) =>
    app.config.rateLimits ? { rateLimit: { max, timeWindow, errorResponseBuilder: () => tooMany() } } : {};
  const tooMany = () => ({
    statusCode: 429,
    description: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyiniz.',
  });

  app.post(
    '/login',
    {
      config: { access: 'public', ...limit(10, '1 minute') },
      schema: { tags: ['session'], body: Credentials, response: { 200: LoginAnswer, ...authErrors } },
    },
    async (request, reply) => {
      const answer = await logIn(app, reply, request.body.phone, request.body.password);
      return { description: MESSAGES.loginSuccess, ...answer };
    },
  );

  app.post(
    '/login/user/admin',
    {
      config: { access: 'public', ...limit(10, '1 minute') },
      schema: {
        tags: ['session'],
        body: Credentials,
        response: {
          200: Type.Object({
            description: Type.String(),
            token: Type.String(),
            operator: Type.Object({ id: Type.Integer(), name: Type.String() }),
          }),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const answer = await logInOperator(app, request.body.phone, request.body.password);
      return { description: MESSAGES.loginSuccess, ...answer };
    },
  );

  app.get(
    '/register/send/code',
    {
      config: { access: 'public', ...limit(20, '1 hour') },
      schema: {
        tags: ['session'],
        querystring: Type.Object({ phone: Phone }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      await sendRegisterCode(app, phoneOrFail(request.query.phone));
      return { description: 'Doğrulama kodu telefonunuza gönderildi.' };
    },
  );

  app.get(
    '/register/control/code',
    {
      config: { access: 'public', ...limit(30, '1 hour') },
      schema: {
        tags: ['session'],
        querystring: Type.Object({ phone: Phone, code: Type.String({ maxLength: 10 }) }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const phone = phoneOrFail(request.query.phone);
      await app.codes.verify({ purpose: 'register', phone }, request.query.code);
      return { description: 'Kod doğrulandı.' };
    },
  );

  app.post(
    '/register',
    {
      config: { access: 'public', ...limit(10, '1 hour') },
      schema: {
        tags: ['session'],
        body: Type.Object({
          phone: Phone,
          assoc_name: Text(120),
          email: OptionalEmail,
          name: Text(60),
          surname: Text(60),
          password: Password,
        }),
        response: { 200: LoginAnswer, ...authErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      refuseBlank(body, ['assoc_name', 'name', 'surname']);
      const answer = await register(app, reply, {
        assocName: body.assoc_name.trim(),
        name: body.name.trim(),
        surname: body.surname.trim(),
        email: body.email || null,
        phone: phoneOrFail(body.phone),
        password: body.password,
      });
      return { description: 'Kaydınız tamamlandı. 30 günlük deneme süreniz başladı.', ...answer };
    },
  );

  app.post(
    '/lost/password',
    {
      config: { access: 'public', ...limit(20, '1 hour') },
      schema: {
        tags: ['session'],
        body: Type.Object({ phone: Phone }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      await sendPasswordRenewalCode(app, phoneOrFail(request.body.phone));
      return { description: 'Numara kayıtlıysa şifre yenileme kodu telefonunuza gönderildi.' };
    },
  );

  app.post(
    '/renew/password',
    {
      config: { access: 'public', ...limit(30, '1 hour') },
      schema: {
        tags: ['session'],
        body: Type.Object({ phone: Phone, new_password: Password, code: Code }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const { phone, code, new_password } = request.body;
      await renewPassword(app, phoneOrFail(phone), code, new_password);
      return { description: MESSAGES.passwordChanged };
    },
  );

  app.get(
    '/change/password',
    routeOptions(
      'user',
      'session',
      {},
      Type.Object({
        description: Type.String(),
        data: Type.Object({ password_changed_at: Type.Union([Type.String(), Type.Null()]) }),
      }),
    ),
    async (request) => {
      const user = await usersRepository.find(app.db, sessionOf(request).userId);
      const at = user?.passwordChangedAt;
      return { description: '', data: { password_changed_at: at ? formatDmy(todayInIstanbul(at)) : null } };
    },
  );

  app.put(
    '/change/password',
    {
      config: { access: 'user', ...limit(10, '1 minute') },
      schema: {
        tags: ['session'],
        body: Type.Object({
          old_password: Type.String({ minLength: 1, maxLength: 128 }),
          new_password: Password,
        }),
        response: { 200: LoginAnswer, ...authErrors },
      },
    },
    async (request, reply) => {
      const { old_password, new_password } = request.body;
      const answer = await changeOwnPassword(app, reply, sessionOf(request), old_password, new_password);
      return { description: MESSAGES.passwordChanged, ...answer };
    },
  );

  app.get(
    '/reset/request',
    {
      // Sends a code by SMS.
      config: { access: 'user', writes: true },
      schema: { tags: ['session'], response: { 200: Message, ...authErrors } },
    },
    async (request) => {
      await sendSessionsResetCode(app, sessionOf(request));
      return { description: 'Onay kodu telefonunuza gönderildi.' };
    },
  );

  app.get(
    '/reset',
    {
      // Ends every session of the user.
      config: { access: 'user', writes: true },
      schema: {
        tags: ['session'],
        querystring: Type.Object({ code: Type.String({ maxLength: 10 }) }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      await resetSessions(app, sessionOf(request), request.query.code);
      return { description: 'Tüm oturumlarınız kapatıldı. Lütfen yeniden giriş yapınız.' };
    },
  );

  app.post(
    '/jwt/refresh-token',
    {
      config: { access: 'public', ...limit(60, '1 minute') },
      schema: {
        tags: ['session'],
        response: {
          200: Type.Object({ description: Type.String(), token: Type.String() }),
          401: ErrorAnswer,
          403: ErrorAnswer,
          429: ErrorAnswer,
        },
      },
    },
    async (request, reply) => ({
      description: '',
      token: await refreshAccessToken(app, reply, request.cookies[REFRESH_COOKIE]),
    }),
  );

  app.post(
    '/login/branch',
    routeOptions(
      'owner',
      'session',
      { querystring: Type.Object({ branch_id: Type.Integer({ minimum: 0, maximum: MAX_ID }) }) },
      LoginAnswer,
    ),
    async (request, reply) => {
      const answer = await switchAccount(app, reply, sessionOf(request), request.query.branch_id);
      return { description: `${answer.user.assoc_name} hesabına geçildi.`, ...answer };
    },
  );
}
