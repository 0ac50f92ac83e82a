/**
 * Money writes that survive a retry (docs/architecture.md, "Money writes that survive a retry"). A route whose
 * config says `idempotent: true` accepts an `Idempotency-Key` header: the first request with a key runs its handler
 * and keeps the answer in `idempotency_keys`, in the same transaction as the write; the same key and the same
 * request within 24 hours get that answer back and write nothing; the same key with another request, or while the
 * first still runs, is refused with 409. Without the header the route runs as before.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import type { Db } from '../db';
import { joinTransaction } from '../db/joinedTransaction';
import { AppError, badRequest, conflict } from '../errors';
import { idempotencyKeysRepository as keys, type StoredAnswer } from '../repositories/shared/idempotencyKeys';
import { sessionOf } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A money write: an `Idempotency-Key` header makes a retry answer the first result (plugins/idempotency.ts). */
    idempotent?: boolean;
  }
  interface FastifySchema {
    /** Whether the route honours `Idempotency-Key`, copied into the OpenAPI document. */
    'x-idempotent'?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,200}$/;

export const IDEMPOTENCY_MESSAGES = {
  badKey:
    'Idempotency-Key başlığı geçersiz: 8 ile 200 karakter arasında olmalı ve yalnızca harf, rakam, "-", "_", ":" ' +
    'veya "." içermelidir.',
  otherRequest:
    'Bu Idempotency-Key başka bir istekle kullanılmış: aynı anahtar yalnızca aynı işlemin tekrarı için ' +
    'gönderilebilir. Yeni bir işlem için sayfayı yenileyip yeniden kaydediniz.',
  inProgress:
    'Bu işlem şu anda işleniyor (aynı anahtarla gönderilen önceki istek sürüyor). Birkaç saniye sonra listeyi ' +
    'kontrol ediniz; kayıt oluştuysa yeniden göndermeyiniz.',
};

const HeaderDoc = Type.Optional(
  Type.String({
    description:
      'A key of 8–200 letters, digits, "-", "_", ":" or "." (a UUID) chosen by the client for one submit: the ' +
      'same key and request within 24 hours answer the first result and write nothing; another request under the ' +
      'same key, or one while the first still runs, answers 409.',
  }),
);

/** Keys sorted at every level, so the same request hashes the same whatever order its fields came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** The route, its path parameters, query and validated body: what "the same request" means. */
export function requestHash(request: FastifyRequest): string {
  const what = [
    request.method,
    request.routeOptions.url,
    request.params,
    request.query,
    request.body ?? null,
  ];
  return createHash('sha256')
    .update(JSON.stringify(canonical(what)))
    .digest('hex');
}

function replay(reply: FastifyReply, stored: StoredAnswer, hash: string): unknown {
  if (stored.requestHash !== hash) throw conflict(IDEMPOTENCY_MESSAGES.otherRequest);
  reply.code(stored.statusCode).header('idempotent-replayed', 'true');
  return stored.responseBody;
}

/**
 * One idempotent request: the key is taken with a transaction-scoped advisory lock that does not wait (a second
 * request with the key gets the stored answer, or 409 while the first runs), the handler runs inside the same
 * transaction (db/joinedTransaction.ts) and its answer is kept there before the commit. A refusal (4xx) or a
 * failure rolls everything back, the key included, so a corrected retry may use the key again.
 */
async function idempotentAnswer(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<unknown>,
): Promise<unknown> {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return run();
  if (typeof header !== 'string' || !KEY_PATTERN.test(header)) throw badRequest(IDEMPOTENCY_MESSAGES.badKey);
  const { accountId } = sessionOf(request);
  const hash = requestHash(request);
  const outcome = await db.transaction(async (tx) => {
    if (!(await keys.tryLock(tx, accountId, header))) {
      return { stored: await keys.find(tx, accountId, header) };
    }
    const stored = await keys.find(tx, accountId, header);
    if (stored) return { stored };
    const body = await joinTransaction(tx, run);
    if (body === reply || body === undefined)
      throw new AppError(500, 'Idempotent route sent its own answer.');
    // Through JSON, as the answer goes out: what is kept is what a retry will be sent.
    const responseBody: unknown = JSON.parse(JSON.stringify(body));
    await keys.save(tx, accountId, header, { requestHash: hash, statusCode: reply.statusCode, responseBody });
    return { body };
  });
  if ('body' in outcome) return outcome.body;
  if (!outcome.stored) throw conflict(IDEMPOTENCY_MESSAGES.inProgress);
  return replay(reply, outcome.stored, hash);
}

async function idempotency(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const handler = route.handler as RouteHandlerMethod;
    const headers = route.schema?.headers as { properties?: Record<string, unknown> } | undefined;
    route.schema = {
      ...route.schema,
      'x-idempotent': true,
      headers: Type.Object({ ...headers?.properties, [IDEMPOTENCY_HEADER]: HeaderDoc }),
    };
    route.handler = function idempotentHandler(request, reply) {
      return idempotentAnswer(app.db, request, reply, async () => handler.call(this, request, reply));
    };
  });
}

export default fp(idempotency, { name: 'idempotency', dependencies: ['auth'] });
