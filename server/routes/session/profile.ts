import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isValidTckn } from '../../../common/tckn';
import { sniffMime } from '../../domain/fileKinds';
import { AppError, fieldError, notFound } from '../../errors';
import { sessionOf } from '../../plugins/auth';
import { accountsRepository } from '../../repositories/session/accounts';
import {
  type App,
  authErrors,
  ErrorAnswer,
  OptionalEmail,
  refuseBlank,
  Text,
  WriteAnswer,
} from '../../schemas/shared/http';
import { routeOptions } from '../../schemas/shared/routeOptions';
import { type LogoImage, replaceLogo, updateProfile } from '../../services/session/profile';
import { CurrentUserSchema, currentUser } from '../../services/shared/currentUser';

const LogoAnswer = WriteAnswer(Type.Object({ logo: Type.Union([Type.String(), Type.Null()]) }));

const IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/webp'] as const;
type ImageMime = (typeof IMAGE_MIMES)[number];
const ImageBytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/** A logo is one of the image kinds (PDF is for invoices). */
function imageMime(bytes: Buffer): ImageMime | null {
  const mime = sniffMime(bytes);
  return IMAGE_MIMES.find((image) => image === mime) ?? null;
}

async function readLogo(request: FastifyRequest): Promise<LogoImage> {
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
    // A broken upload (cut off, malformed) is the sender's problem, not the server's.
    if (error instanceof AppError) throw error;
    throw new AppError(400, chooseFile, { logo: chooseFile });
  }
  const mime = imageMime(bytes);
  if (!mime) {
    const notImage = 'Logo PNG, JPEG veya WEBP biçiminde bir resim olmalıdır.';
    throw new AppError(400, notImage, { logo: notImage });
  }
  return { bytes, mime };
}

/** The signed-in user's profile and the account's logo. */
export default async function profileRoutes(app: App) {
  app.get('/me', routeOptions('user', 'account', {}, WriteAnswer(CurrentUserSchema)), async (request) => ({
    description: '',
    data: await currentUser(app.db, sessionOf(request)),
  }));

  app.put(
    '/user',
    routeOptions(
      'user',
      'account',
      {
        body: Type.Object({
          name: Text(60),
          surname: Text(60),
          email: OptionalEmail,
          national_id: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
          assoc_name: Type.Optional(Text(120)),
        }),
      },
      WriteAnswer(CurrentUserSchema),
    ),
    async (request) => {
      const session = sessionOf(request);
      const body = request.body;
      refuseBlank(body, ['name', 'surname', 'assoc_name']);
      const nationalId = body.national_id?.trim() || null;
      if (nationalId && !isValidTckn(nationalId)) {
        throw fieldError('national_id', 'Geçerli bir T.C. Kimlik No giriniz (11 hane).');
      }
      await updateProfile(app.db, session, {
        name: body.name.trim(),
        surname: body.surname.trim(),
        email: body.email || null,
        nationalId,
        assocName: body.assoc_name?.trim(),
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
      const logo = await replaceLogo(app.db, sessionOf(request), await readLogo(request));
      return { description: 'Logo güncellendi.', data: { logo } };
    },
  );

  app.delete(
    '/logo',
    routeOptions({ area: 'settings', action: 'delete' }, 'account', {}, LogoAnswer),
    async (request) => {
      const logo = await replaceLogo(app.db, sessionOf(request), null);
      return { description: 'Logo kaldırıldı.', data: { logo } };
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
      const image = await accountsRepository.findLogo(app.db, request.params.key);
      if (!image) throw notFound('Logo bulunamadı.');
      return (
        reply
          .header('content-type', image.logoMime)
          .header('cache-control', 'public, max-age=31536000, immutable')
          // helmet answers same-origin by default; the logo may also be shown by a front end on another origin.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(image.logo)
      );
    },
  );
}
