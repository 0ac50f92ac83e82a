import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { formatDmy, todayInIstanbul } from '../../../common/date';
import { JWT_ERRORS, MESSAGES } from '../../../common/messages';
import { normalizePhone } from '../../../common/phone';
import type { Executor } from '../../db';
import { accounts, operators, settings, tutorials, users } from '../../db/schema';
import { licenceExpired, trialLicenceEnd } from '../../domain/licence';
import { AppError, badRequest, conflict, fieldError, unauthorized } from '../../errors';
import { phoneOrFail } from '../../fields';
import { sessionOf } from '../../plugins/auth';
import { type App, authErrors, Code, ErrorAnswer, Message, Password, Phone, Text } from '../../schemas/http';
import { recordAudit } from '../../services/audit';
import { CurrentUserSchema, currentUser } from '../../services/currentUser';
import { consumeCode } from '../../services/oneTimeCodes';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { actorOf, isBranchOf, loadSession } from '../../services/sessions';
import {
  issueRefreshToken,
  REFRESH_COOKIE,
  revokeAllRefreshTokens,
  rotateRefreshToken,
  signAccessToken,
} from '../../services/tokens';

const LoginAnswer = Type.Object({
  description: Type.String(),
  token: Type.String(),
  user: CurrentUserSchema,
});

const codeText = (purpose: string) => (code: string) =>
  `Site Yönetimi ${purpose} kodunuz: ${code}. Kod 3 dakika geçerlidir, kimseyle paylaşmayınız.`;

/** Login, register, passwords, tokens: SPEC.md section 7 "Session and account". */
export default async function sessionRoutes(app: App) {
  const limit = (max: number, timeWindow: string) =>
    app.config.rateLimits ? { rateLimit: { max, timeWindow, errorResponseBuilder: () => tooMany() } } : {};
  const tooMany = () => ({
    statusCode: 429,
    description: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyiniz.',
  });

  async function signIn(exec: Executor, reply: FastifyReply, userId: number, accountId: number) {
    const session = await loadSession(exec, {
      sub: userId,
      acc: accountId,
      ver: (await exec.select({ v: users.tokenVersion }).from(users).where(eq(users.id, userId)))[0]?.v ?? 0,
      typ: 'user',
    });
    if (!session) throw unauthorized(JWT_ERRORS.invalid);
    const token = signAccessToken(app, {
      sub: userId,
      acc: accountId,
      ver: session.tokenVersion,
      typ: 'user',
    });
    await issueRefreshToken(exec, reply, userId, accountId);
    return { token, user: await currentUser(exec, session) };
  }

  app.post(
    '/login',
    {
      config: { access: 'public', ...limit(10, '1 minute') },
      schema: {
        tags: ['session'],
        body: Type.Object({ phone: Phone, password: Type.String({ minLength: 1, maxLength: 128 }) }),
        response: { 200: LoginAnswer, ...authErrors },
      },
    },
    async (request, reply) => {
      const phone = normalizePhone(request.body.phone);
      const [user] = phone ? await app.db.select().from(users).where(eq(users.phone, phone)) : [];
      const ok = user ? await verifyPassword(request.body.password, user.passwordHash) : false;
      if (!user || !ok) throw unauthorized('Telefon numarası veya şifre hatalı.');
      const [account] = await app.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, user.accountId), isNull(accounts.deletedAt)));
      if (!account) throw unauthorized('Telefon numarası veya şifre hatalı.');
      if (licenceExpired(account.licenceEnd, todayInIstanbul()))
        throw new AppError(403, MESSAGES.licenceExpired);
      const answer = await signIn(app.db, reply, user.id, user.accountId);
      return { description: MESSAGES.loginSuccess, ...answer };
    },
  );

  app.post(
    '/login/user/admin',
    {
      config: { access: 'public', ...limit(10, '1 minute') },
      schema: {
        tags: ['session'],
        body: Type.Object({ phone: Phone, password: Type.String({ minLength: 1, maxLength: 128 }) }),
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
      const phone = normalizePhone(request.body.phone);
      const [operator] = phone ? await app.db.select().from(operators).where(eq(operators.phone, phone)) : [];
      if (!operator || !(await verifyPassword(request.body.password, operator.passwordHash))) {
        throw unauthorized('Telefon numarası veya şifre hatalı.');
      }
      const token = signAccessToken(app, { sub: operator.id, acc: 0, ver: 0, typ: 'operator' });
      return {
        description: MESSAGES.loginSuccess,
        token,
        operator: { id: operator.id, name: operator.name },
      };
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
      const phone = phoneOrFail(request.query.phone);
      const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      if (existing)
        throw conflict(
          'Bu telefon numarası ile kayıtlı bir hesap var. Giriş yapabilir veya şifrenizi yenileyebilirsiniz.',
        );
      await app.codes.send({ purpose: 'register', phone }, codeText('kayıt'));
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
      const id = await app.codes.check({ purpose: 'register', phone }, request.query.code);
      await app.codes.markVerified(id);
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
          email: Type.Optional(
            Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal(''), Type.Null()]),
          ),
          name: Text(60),
          surname: Text(60),
          password: Password,
        }),
        response: { 200: LoginAnswer, ...authErrors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // The schema bounds the length; a name of only spaces would be stored empty.
      const blank = (['assoc_name', 'name', 'surname'] as const).filter((field) => !body[field].trim());
      if (blank.length > 0) {
        throw badRequest(
          'Lütfen işaretli alanları düzeltiniz.',
          Object.fromEntries(blank.map((field) => [field, 'Bu alan boş bırakılamaz.'])),
        );
      }
      const phone = phoneOrFail(body.phone);
      const codeId = await app.codes.verifiedCode({ purpose: 'register', phone });
      if (!codeId) throw fieldError('code', 'Önce telefonunuza gelen kodu doğrulayınız.');
      const passwordHash = await hashPassword(body.password);
      const answer = await app.db.transaction(async (tx) => {
        if (!(await consumeCode(tx, codeId)))
          throw fieldError('code', 'Bu kod zaten kullanıldı. Lütfen yeni kod isteyiniz.');
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone));
        if (taken) throw conflict('Bu telefon numarası ile kayıtlı bir hesap var.');
        const [account] = await tx
          .insert(accounts)
          .values({
            assocName: body.assoc_name.trim(),
            licenceEnd: trialLicenceEnd(todayInIstanbul()),
            apartmentLimit: 50,
          })
          .returning();
        const [user] = await tx
          .insert(users)
          .values({
            accountId: account!.id,
            role: 'main',
            name: body.name.trim(),
            surname: body.surname.trim(),
            email: body.email || null,
            phone,
            passwordHash,
          })
          .returning();
        await tx.insert(settings).values({ accountId: account!.id });
        await tx.insert(tutorials).values({ userId: user!.id });
        const actor = { accountId: account!.id, userId: user!.id };
        await recordAudit(tx, actor, {
          table: 'accounts',
          action: 'insert',
          recordId: account!.id,
          after: account,
        });
        await recordAudit(tx, actor, { table: 'users', action: 'insert', recordId: user!.id, after: user });
        return signIn(tx, reply, user!.id, account!.id);
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
      const phone = phoneOrFail(request.body.phone);
      const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
      // The same answer whether or not the number is registered, so the form cannot be used to find users.
      if (user) await app.codes.send({ purpose: 'password', phone }, codeText('şifre yenileme'));
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
      const phone = phoneOrFail(request.body.phone);
      const codeId = await app.codes.check({ purpose: 'password', phone }, request.body.code);
      const passwordHash = await hashPassword(request.body.new_password);
      await app.db.transaction(async (tx) => {
        if (!(await consumeCode(tx, codeId))) throw fieldError('code', 'Bu kod zaten kullanıldı.');
        const [user] = await tx.select().from(users).where(eq(users.phone, phone));
        if (!user) throw fieldError('code', 'Kod hatalı.');
        await changePassword(tx, user.id, user.accountId, user.tokenVersion, passwordHash);
      });
      return { description: MESSAGES.passwordChanged };
    },
  );

  async function changePassword(
    tx: Executor,
    userId: number,
    accountId: number,
    tokenVersion: number,
    passwordHash: string,
  ) {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: new Date(), tokenVersion: tokenVersion + 1 })
      .where(eq(users.id, userId));
    await revokeAllRefreshTokens(tx, userId);
    await recordAudit(
      tx,
      { accountId, userId },
      { table: 'users', action: 'update', recordId: userId, after: { password: 'changed' } },
    );
  }

  app.get(
    '/change/password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        response: {
          200: Type.Object({
            description: Type.String(),
            data: Type.Object({ password_changed_at: Type.Union([Type.String(), Type.Null()]) }),
          }),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const [user] = await app.db
        .select({ at: users.passwordChangedAt })
        .from(users)
        .where(eq(users.id, session.userId));
      return {
        description: '',
        data: { password_changed_at: user?.at ? formatDmy(todayInIstanbul(user.at)) : null },
      };
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
      const session = sessionOf(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, session.userId));
      if (!user || !(await verifyPassword(request.body.old_password, user.passwordHash))) {
        throw fieldError('old_password', 'Mevcut şifreniz hatalı.');
      }
      const passwordHash = await hashPassword(request.body.new_password);
      // Other sessions end; this one continues with a fresh token.
      const answer = await app.db.transaction(async (tx) => {
        await changePassword(tx, user.id, session.accountId, user.tokenVersion, passwordHash);
        return signIn(tx, reply, user.id, session.accountId);
      });
      return { description: MESSAGES.passwordChanged, ...answer };
    },
  );

  app.get(
    '/reset/request',
    {
      config: { access: 'user' },
      schema: { tags: ['session'], response: { 200: Message, ...authErrors } },
    },
    async (request) => {
      const session = sessionOf(request);
      const [user] = await app.db
        .select({ phone: users.phone })
        .from(users)
        .where(eq(users.id, session.userId));
      await app.codes.send(
        { purpose: 'sessions_reset', phone: user!.phone, accountId: session.homeAccountId },
        codeText('oturum sıfırlama'),
      );
      return { description: 'Onay kodu telefonunuza gönderildi.' };
    },
  );

  app.get(
    '/reset',
    {
      config: { access: 'user' },
      schema: {
        tags: ['session'],
        querystring: Type.Object({ code: Type.String({ maxLength: 10 }) }),
        response: { 200: Message, ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, session.userId));
      const codeId = await app.codes.check(
        { purpose: 'sessions_reset', phone: user!.phone, accountId: session.homeAccountId },
        request.query.code,
      );
      await app.db.transaction(async (tx) => {
        if (!(await consumeCode(tx, codeId))) throw fieldError('code', 'Bu kod zaten kullanıldı.');
        await tx
          .update(users)
          .set({ tokenVersion: user!.tokenVersion + 1 })
          .where(eq(users.id, user!.id));
        await revokeAllRefreshTokens(tx, user!.id);
        await recordAudit(tx, actorOf(session), {
          table: 'users',
          action: 'update',
          recordId: user!.id,
          after: { sessions: 'reset' },
        });
      });
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
    async (request, reply) => {
      const presented = request.cookies[REFRESH_COOKIE];
      if (!presented) throw unauthorized(JWT_ERRORS.missing);
      const token = await app.db.transaction(async (tx) => {
        const owner = await rotateRefreshToken(tx, presented);
        if (!owner) return null;
        const [user] = await tx
          .select({ v: users.tokenVersion, accountId: users.accountId })
          .from(users)
          .where(eq(users.id, owner.userId));
        if (!user) return null;
        const accountOk =
          owner.accountId === user.accountId || (await isBranchOf(tx, owner.accountId, user.accountId));
        if (!accountOk) return null;
        // As at login: once the licence has ended, the session cannot be extended (the token stays revoked).
        const [home] = await tx
          .select({ licenceEnd: accounts.licenceEnd })
          .from(accounts)
          .where(and(eq(accounts.id, user.accountId), isNull(accounts.deletedAt)));
        if (!home) return null;
        if (licenceExpired(home.licenceEnd, todayInIstanbul())) return 'licence_expired' as const;
        await issueRefreshToken(tx, reply, owner.userId, owner.accountId);
        return signAccessToken(app, { sub: owner.userId, acc: owner.accountId, ver: user.v, typ: 'user' });
      });
      if (token === 'licence_expired') {
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/jwt' });
        throw new AppError(403, MESSAGES.licenceExpired);
      }
      if (!token) {
        reply.clearCookie(REFRESH_COOKIE, { path: '/api/jwt' });
        throw unauthorized(JWT_ERRORS.invalid);
      }
      return { description: '', token };
    },
  );

  app.post(
    '/login/branch',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['session'],
        querystring: Type.Object({ branch_id: Type.Integer({ minimum: 0 }) }),
        response: { 200: LoginAnswer, ...authErrors },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const target = request.query.branch_id === 0 ? session.homeAccountId : request.query.branch_id;
      if (target !== session.homeAccountId && !(await isBranchOf(app.db, target, session.homeAccountId))) {
        throw new AppError(404, 'Şube bulunamadı.');
      }
      const answer = await signIn(app.db, reply, session.userId, target);
      return { description: `${answer.user.assoc_name} hesabına geçildi.`, ...answer };
    },
  );
}
