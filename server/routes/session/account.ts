import { randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { dmyToIso, isoToDmy, todayInIstanbul } from '../../../common/date';
import { MESSAGES } from '../../../common/messages';
import { isValidTckn } from '../../../common/tckn';
import packageJson from '../../../package.json' with { type: 'json' };
import type { Executor } from '../../db';
import { accounts, buildings, settings, tutorials, users } from '../../db/schema';
import { daysLeft, licenceExpired } from '../../domain/licence';
import { AppError, fieldError, forbidden, notFound } from '../../errors';
import { sessionOf } from '../../plugins/auth';
import {
  type App,
  authErrors,
  ErrorAnswer,
  OptionalEmail,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/http';
import { DEMO } from '../../seed';
import { recordAudit } from '../../services/audit';
import { apartmentCount, CurrentUserSchema, currentUser, logoUrl } from '../../services/currentUser';
import { actorOf, type Session } from '../../services/sessions';

const SUPPORT_PHONE = '0850 000 00 00';

const SettingsSchema = Type.Object({
  auto_payment_advance_payments: Type.Boolean(),
  birth_day: Type.Boolean(),
  birth_day_message_template: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  remin_debt: Type.Boolean(),
  remind_debt_with_since_day: Type.Integer({ minimum: 0, maximum: 365 }),
  send_payment_message: Type.Boolean(),
  payment_message_template: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
});

const TutorialSchema = Type.Object({
  step: Type.Integer({ minimum: 0, maximum: 1000 }),
  is_completed: Type.Boolean(),
  is_first: Type.Boolean(),
});

const LogoAnswer = WriteAnswer(Type.Object({ logo: Type.Union([Type.String(), Type.Null()]) }));
const DmyQuery = Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()]));

const IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/webp'] as const;
type ImageMime = (typeof IMAGE_MIMES)[number];
const ImageBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

type SettingsRow = typeof settings.$inferSelect;
type TutorialRow = typeof tutorials.$inferSelect;

const settingsJson = (s: SettingsRow) => ({
  auto_payment_advance_payments: s.autoPaymentAdvancePayments,
  birth_day: s.birthDay,
  birth_day_message_template: s.birthDayMessageTemplate,
  remin_debt: s.reminDebt,
  remind_debt_with_since_day: s.remindDebtWithSinceDay,
  send_payment_message: s.sendPaymentMessage,
  payment_message_template: s.paymentMessageTemplate,
});

const tutorialJson = (t: TutorialRow) => ({ step: t.step, is_completed: t.isCompleted, is_first: t.isFirst });

/** The image type from the file's first bytes: the name and the browser's mimetype are not trusted. */
function imageMime(bytes: Buffer): ImageMime | null {
  const startsWith = (signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

async function readLogo(request: FastifyRequest): Promise<{ bytes: Buffer; mime: ImageMime }> {
  const chooseFile = 'Bir logo dosyası seçiniz (PNG, JPEG veya WEBP, en fazla 2 MB).';
  if (!request.isMultipart()) throw new AppError(400, chooseFile, { logo: chooseFile });
  let bytes: Buffer;
  try {
    const file = await request.file();
    if (file?.fieldname !== 'logo') throw new AppError(400, chooseFile, { logo: chooseFile });
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      const tooLarge = 'Logo en fazla 2 MB olabilir. Daha küçük bir dosya seçiniz.';
      throw new AppError(413, tooLarge, { logo: tooLarge });
    }
    throw error;
  }
  const mime = imageMime(bytes);
  if (!mime) {
    const notImage = 'Logo PNG, JPEG veya WEBP biçiminde bir resim olmalıdır.';
    throw new AppError(400, notImage, { logo: notImage });
  }
  return { bytes, mime };
}

/** The default row, created the first time it is read or written (accounts made before it existed). */
async function ensureSettings(exec: Executor, accountId: number): Promise<SettingsRow> {
  await exec.insert(settings).values({ accountId }).onConflictDoNothing();
  const [row] = await exec.select().from(settings).where(eq(settings.accountId, accountId));
  return row!;
}

async function ensureTutorial(exec: Executor, userId: number): Promise<TutorialRow> {
  await exec.insert(tutorials).values({ userId }).onConflictDoNothing();
  const [row] = await exec.select().from(tutorials).where(eq(tutorials.userId, userId));
  return row!;
}

async function accountOf(exec: Executor, session: Session) {
  const [account] = await exec.select().from(accounts).where(eq(accounts.id, session.accountId));
  return account!;
}

/** An optional DD.MM.YYYY filter as ISO, so two of them compare as strings. */
function isoDateFilter(field: string, text: string | null | undefined): string | null {
  if (!text) return null;
  const iso = dmyToIso(text);
  if (!iso) throw fieldError(field, 'Tarihi GG.AA.YYYY biçiminde giriniz.');
  return iso;
}

/** Profile, logo, licence, settings, tutorial and dashboard of the account the caller acts in. */
export default async function accountRoutes(app: App) {
  app.get(
    '/me',
    {
      config: { access: 'user' },
      schema: { tags: ['account'], response: { 200: WriteAnswer(CurrentUserSchema), ...authErrors } },
    },
    async (request) => ({ description: '', data: await currentUser(app.db, sessionOf(request)) }),
  );

  app.put(
    '/user',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        body: Type.Object({
          name: Text(60),
          surname: Text(60),
          email: OptionalEmail,
          national_id: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
          assoc_name: Type.Optional(Text(120)),
        }),
        response: { 200: WriteAnswer(CurrentUserSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      refuseBlank(body, ['name', 'surname', 'assoc_name']);
      const nationalId = body.national_id?.trim() || null;
      if (nationalId && !isValidTckn(nationalId)) {
        throw fieldError('national_id', 'Geçerli bir T.C. Kimlik No giriniz (11 hane).');
      }
      await app.db.transaction(async (tx) => {
        const actor = actorOf(session);
        const [before] = await tx.select().from(users).where(eq(users.id, session.userId));
        const [after] = await tx
          .update(users)
          .set({
            name: body.name.trim(),
            surname: body.surname.trim(),
            email: body.email || null,
            nationalId,
          })
          .where(eq(users.id, session.userId))
          .returning();
        await recordAudit(tx, actor, {
          table: 'users',
          action: 'update',
          recordId: session.userId,
          before,
          after,
        });

        const account = await accountOf(tx, session);
        const assocName = body.assoc_name?.trim();
        if (!assocName || assocName === account.assocName) return;
        // The form sends the site name back unchanged; only the main user may actually change it.
        if (session.role !== 'main') throw forbidden('Site adını yalnızca hesap sahibi değiştirebilir.');
        await tx.update(accounts).set({ assocName }).where(eq(accounts.id, session.accountId));
        await recordAudit(tx, actor, {
          table: 'accounts',
          action: 'update',
          recordId: account.id,
          before: { assocName: account.assocName },
          after: { assocName },
        });
      });
      return { description: 'Bilgileriniz güncellendi.', data: await currentUser(app.db, session) };
    },
  );

  app.put(
    '/logo',
    {
      config: { access: { area: 'settings', action: 'edit' } },
      schema: {
        tags: ['account'],
        description:
          'multipart/form-data with the image in the field `logo` (PNG, JPEG or WEBP, at most 2 MB).',
        consumes: ['multipart/form-data'],
        response: { 200: LogoAnswer, ...authErrors, 413: ErrorAnswer },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const { bytes, mime } = await readLogo(request);
      // A new key per upload: the old address stops working and browsers never show a stale cached logo.
      const logoKey = randomBytes(24).toString('base64url');
      await app.db.transaction(async (tx) => {
        const account = await accountOf(tx, session);
        await tx
          .update(accounts)
          .set({ logo: bytes, logoMime: mime, logoKey })
          .where(eq(accounts.id, session.accountId));
        await recordAudit(tx, actorOf(session), {
          table: 'accounts',
          action: 'update',
          recordId: session.accountId,
          before: { logoKey: account.logoKey, logoMime: account.logoMime },
          after: { logoKey, logoMime: mime, size: bytes.length },
        });
      });
      return { description: 'Logo güncellendi.', data: { logo: logoUrl(logoKey) } };
    },
  );

  app.delete(
    '/logo',
    {
      config: { access: { area: 'settings', action: 'edit' } },
      schema: { tags: ['account'], response: { 200: LogoAnswer, ...authErrors } },
    },
    async (request) => {
      const session = sessionOf(request);
      await app.db.transaction(async (tx) => {
        const account = await accountOf(tx, session);
        await tx
          .update(accounts)
          .set({ logo: null, logoMime: null, logoKey: null })
          .where(eq(accounts.id, session.accountId));
        await recordAudit(tx, actorOf(session), {
          table: 'accounts',
          action: 'update',
          recordId: session.accountId,
          before: { logoKey: account.logoKey, logoMime: account.logoMime },
          after: { logoKey: null, logoMime: null },
        });
      });
      return { description: 'Logo kaldırıldı.', data: { logo: null } };
    },
  );

  app.get(
    '/logo/file/:key',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        description: 'The logo image itself, for <img src>. The key changes with every upload.',
        params: Type.Object({ key: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) }),
        response: {
          200: {
            description: 'The image bytes.',
            content: Object.fromEntries(IMAGE_MIMES.map((mime) => [mime, { schema: ImageBytes }])),
          },
          400: ErrorAnswer,
          404: ErrorAnswer,
        },
      },
    },
    async (request, reply) => {
      const [account] = await app.db
        .select({ logo: accounts.logo, logoMime: accounts.logoMime })
        .from(accounts)
        .where(and(eq(accounts.logoKey, request.params.key), isNotNull(accounts.logo)));
      if (!account?.logo || !account.logoMime) throw notFound('Logo bulunamadı.');
      return (
        reply
          .header('content-type', account.logoMime)
          .header('cache-control', 'public, max-age=31536000, immutable')
          // helmet answers same-origin by default; the logo may also be shown by a front end on another origin.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(account.logo)
      );
    },
  );

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
    async (request) => {
      const session = sessionOf(request);
      const account = await accountOf(app.db, session);
      const today = todayInIstanbul();
      return {
        description: '',
        data: {
          licence_end: isoToDmy(account.licenceEnd) ?? '',
          days_left: Math.max(0, daysLeft(account.licenceEnd, today)),
          is_expired: licenceExpired(account.licenceEnd, today),
          apartment_limit: account.apartmentLimit,
          apartment_count: await apartmentCount(app.db, account.id),
          sms_credits: account.smsCredits,
        },
      };
    },
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

  app.get(
    '/settings',
    {
      config: { access: { area: 'settings', action: 'show' } },
      schema: { tags: ['account'], response: { 200: WriteAnswer(SettingsSchema), ...authErrors } },
    },
    async (request) => ({
      description: '',
      data: settingsJson(await ensureSettings(app.db, sessionOf(request).accountId)),
    }),
  );

  app.put(
    '/settings',
    {
      config: { access: { area: 'settings', action: 'edit' } },
      schema: {
        tags: ['account'],
        body: SettingsSchema,
        response: { 200: WriteAnswer(SettingsSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const saved = await app.db.transaction(async (tx) => {
        const before = await ensureSettings(tx, session.accountId);
        const [after] = await tx
          .update(settings)
          .set({
            autoPaymentAdvancePayments: body.auto_payment_advance_payments,
            birthDay: body.birth_day,
            birthDayMessageTemplate: body.birth_day_message_template?.trim() || null,
            reminDebt: body.remin_debt,
            remindDebtWithSinceDay: body.remind_debt_with_since_day,
            sendPaymentMessage: body.send_payment_message,
            paymentMessageTemplate: body.payment_message_template?.trim() || null,
          })
          .where(eq(settings.accountId, session.accountId))
          .returning();
        await recordAudit(tx, actorOf(session), {
          table: 'settings',
          action: 'update',
          recordId: session.accountId,
          before,
          after,
        });
        return after!;
      });
      return { description: 'Ayarlar kaydedildi.', data: settingsJson(saved) };
    },
  );

  app.get(
    '/tutorial',
    {
      config: { access: 'user' },
      schema: { tags: ['account'], response: { 200: WriteAnswer(TutorialSchema), ...authErrors } },
    },
    async (request) => ({
      description: '',
      data: tutorialJson(await ensureTutorial(app.db, sessionOf(request).userId)),
    }),
  );

  app.put(
    '/tutorial',
    {
      config: { access: 'user' },
      schema: {
        tags: ['account'],
        body: TutorialSchema,
        response: { 200: WriteAnswer(TutorialSchema), ...authErrors },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      const { saved, finishedNow } = await app.db.transaction(async (tx) => {
        const before = await ensureTutorial(tx, session.userId);
        const finishedNow = body.is_completed && before.completedAt === null;
        const [after] = await tx
          .update(tutorials)
          .set({
            step: body.step,
            isCompleted: body.is_completed,
            isFirst: body.is_first,
            ...(finishedNow && { completedAt: new Date() }),
          })
          .where(eq(tutorials.userId, session.userId))
          .returning();
        await recordAudit(tx, actorOf(session), {
          table: 'tutorials',
          action: 'update',
          recordId: session.userId,
          before,
          after,
        });
        return { saved: after!, finishedNow };
      });
      if (finishedNow) void notifyTutorialFinished(session);
      return {
        description: finishedNow ? MESSAGES.tutorialFinished : 'Kaydedildi.',
        data: tutorialJson(saved),
      };
    },
  );

  /**
   * Tells the support chat-bot (SPEC.md section 4) that a member finished the tutorial, so someone calls them.
   * Runs after the answer is decided and never fails the request: a slow or broken webhook is only logged.
   */
  async function notifyTutorialFinished(session: Session): Promise<void> {
    const url = app.config.tutorialWebhookUrl;
    if (!url) return;
    try {
      const [user] = await app.db.select().from(users).where(eq(users.id, session.userId));
      const account = await accountOf(app.db, session);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          member_id: session.userId,
          site_name: account.assocName,
          contact_name: `${user!.name} ${user!.surname}`,
          phone: user!.phone,
        }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) app.log.warn({ status: response.status }, 'tutorial webhook answered with an error');
    } catch (error) {
      app.log.warn({ err: error }, 'tutorial webhook failed');
    }
  }

  app.get(
    '/dashboard',
    {
      config: { access: { area: 'resident_and_apartments', action: 'list' } },
      schema: {
        tags: ['account'],
        querystring: Type.Object({ start_date: DmyQuery, end_date: DmyQuery }),
        response: {
          200: WriteAnswer(
            Type.Object({
              building_count: Type.Integer(),
              apartment_count: Type.Integer(),
              sub_user_count: Type.Integer(),
              sms_credits: Type.Integer(),
              licence_days_left: Type.Integer(),
            }),
          ),
          ...authErrors,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      // The range is checked now so the client's fixed range keeps working once dated figures (collections,
      // expenses) join the dashboard; the counts below are totals.
      const start = isoDateFilter('start_date', request.query.start_date);
      const end = isoDateFilter('end_date', request.query.end_date);
      if (start && end && start > end) {
        throw fieldError('end_date', 'Bitiş tarihi başlangıç tarihinden önce olamaz.');
      }
      const account = await accountOf(app.db, session);
      const [buildingCount] = await app.db
        .select({ n: count() })
        .from(buildings)
        .where(eq(buildings.accountId, session.accountId));
      const [subUserCount] = await app.db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.accountId, session.accountId), eq(users.role, 'sub')));
      return {
        description: '',
        data: {
          building_count: buildingCount?.n ?? 0,
          apartment_count: await apartmentCount(app.db, session.accountId),
          sub_user_count: subUserCount?.n ?? 0,
          sms_credits: account.smsCredits,
          licence_days_left: Math.max(0, daysLeft(account.licenceEnd, todayInIstanbul())),
        },
      };
    },
  );
}
