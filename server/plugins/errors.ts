import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_TOTAL_TEXT } from '../../common/money';
import { AppError } from '../errors';

interface ValidationItem {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A schema's limit as users read numbers: 100.000, not 100000. */
const limitOf = (p: Record<string, unknown>) =>
  typeof p.limit === 'number' ? new Intl.NumberFormat('tr-TR').format(p.limit) : String(p.limit);

/** One Turkish sentence per JSON-schema keyword, so forms can show a message under each field. */
export function validationMessage(item: ValidationItem): string {
  const p = item.params;
  switch (item.keyword) {
    case 'required':
      return 'Bu alan zorunludur.';
    case 'type':
      return p.type === 'integer' || p.type === 'number' ? 'Bir sayı giriniz.' : 'Geçersiz değer.';
    case 'minLength':
      return p.limit === 1 ? 'Bu alan boş bırakılamaz.' : `En az ${limitOf(p)} karakter olmalıdır.`;
    case 'maxLength':
      return `En fazla ${limitOf(p)} karakter olabilir.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `En az ${limitOf(p)} olmalıdır.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `En fazla ${limitOf(p)} olabilir.`;
    case 'pattern':
    case 'format':
      return 'Biçimi hatalı.';
    case 'enum':
    case 'const':
    case 'anyOf':
      return 'İzin verilen değerlerden biri olmalıdır.';
    case 'additionalProperties':
      return 'Bilinmeyen alan.';
    case 'maxItems':
      return `En fazla ${limitOf(p)} öğe olabilir.`;
    case 'minItems':
      return `En az ${limitOf(p)} öğe olmalıdır.`;
    default:
      return 'Geçersiz değer.';
  }
}

export function fieldOf(item: ValidationItem): string {
  const path = item.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (item.keyword === 'required' && typeof item.params.missingProperty === 'string') {
    return path ? `${path}.${item.params.missingProperty}` : item.params.missingProperty;
  }
  if (item.keyword === 'additionalProperties' && typeof item.params.additionalProperty === 'string') {
    return path ? `${path}.${item.params.additionalProperty}` : item.params.additionalProperty;
  }
  return path || '_';
}

export const TOTAL_OVER_LIMIT = `Bu işlem bir toplamı (kasa bakiyesi, borç toplamı) ${MAX_TOTAL_TEXT} sınırının üzerine çıkarırdı; kaydedilmedi.`;

/**
 * A database refusal of a number too large: a kept total's `_total_limit` check (server/db/schema/columns.ts) or a value
 * out of its column's range. Each amount is already capped, so only totals built from many of them get here.
 */
function numberOverLimit(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '22003') return true;
    if (code === '23514' && typeof constraint === 'string' && constraint.endsWith('_total_limit'))
      return true;
  }
  return false;
}

/** One error handler, one error shape: `{description}` (Turkish) and, for validation, `errors`. */
export default fp(
  async function errors(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        const body = error.errors
          ? { description: error.description, errors: error.errors }
          : { description: error.description };
        return reply.status(error.statusCode).send(body);
      }
      if (numberOverLimit(error)) return reply.status(400).send({ description: TOTAL_OVER_LIMIT });
      const fastifyError = error as FastifyError;
      if (fastifyError.validation) {
        const fields: Record<string, string> = {};
        for (const item of fastifyError.validation as ValidationItem[]) {
          const field = fieldOf(item);
          fields[field] ??= validationMessage(item);
        }
        return reply
          .status(400)
          .send({ description: 'Lütfen işaretli alanları düzeltiniz.', errors: fields });
      }
      const status = fastifyError.statusCode ?? 500;
      if (status === 413) return reply.status(413).send({ description: 'Gönderilen veri çok büyük.' });
      if (status === 415) return reply.status(415).send({ description: 'Desteklenmeyen içerik türü.' });
      if (status === 429) {
        return reply
          .status(429)
          .send({ description: 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyiniz.' });
      }
      if (status >= 400 && status < 500) {
        return reply
          .status(status)
          .send({ description: 'İstek anlaşılamadı. Lütfen bilgileri kontrol ediniz.' });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply
        .status(500)
        .send({ description: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.' });
    });
  },
  { name: 'errors' },
);
