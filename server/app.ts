import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { Config } from './config';
import type { Db } from './db';
import { joinableDb } from './db/joinedTransaction';
import { detectTurkishCollation } from './db/turkishOrder';
import { maskTokensInUrl } from './domain/residentLinks';
import auth from './plugins/auth';
import errors from './plugins/errors';
import exportQueue from './plugins/exportQueue';
import idempotency from './plugins/idempotency';
import jobs from './plugins/jobs';
import { lazyCompilers } from './plugins/lazySchemas';
import mailQueue from './plugins/mailQueue';
import maintenance from './plugins/maintenance';
import { netgsmProvider } from './plugins/netgsm';
import { postgresRateLimitStore } from './plugins/rateLimitStore';
import readReplica from './plugins/readReplica';
import reminderQueue from './plugins/reminderQueue';
import residentPage from './plugins/residentPage';
import security from './plugins/security';
import sms, { outboxProvider, type SmsProvider } from './plugins/sms';
import smsQueue from './plugins/smsQueue';
import spa from './plugins/spa';
import textInput from './plugins/textInput';
import { registerRoutes } from './routes';
import { ErrorAnswer } from './schemas/shared/http';
import { OneTimeCodes } from './services/shared/oneTimeCodes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    codes: OneTimeCodes;
    /** Compiles every route schema not used yet; answers how many (a test's check, plugins/lazySchemas.ts). */
    compileSchemas(): number;
  }
}

export interface AppDependencies {
  db: Db;
  sms?: SmsProvider;
  /** The database `db` is on, for the job queue (pg-boss opens its own few connections to it). */
  databaseUrl?: string;
  /** Where the request log goes (standard output when not given). */
  logStream?: { write(line: string): void };
}

/** Builds the whole app from a validated config. `server/start.ts` and every API test use this. */
export async function buildApp(config: Config, deps: AppDependencies): Promise<FastifyInstance> {
  const schemas = lazyCompilers();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
              censor: '[hidden]',
            },
            // A resident link's token never reaches the log: the URL is written with it masked.
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: maskTokensInUrl(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
            },
            ...(deps.logStream && { stream: deps.logStream }),
          },
    bodyLimit: 1024 * 1024,
    // Fastify's 10 s per plugin is a guess about a quiet machine: on a busy one (two cores, load 25) the Swagger
    // UI's or a route section's first import passed it and the start failed. A slow start still serves; a failed
    // one does not (docs/decisions.md, "Compiled server start").
    pluginTimeout: 120_000,
    frameworkErrors: routerError,
    // Only a proxy named in TRUST_PROXY may say the request came over HTTPS (X-Forwarded-Proto).
    trustProxy: config.trustProxy,
    // Each route's schemas are compiled on its first request, not all at start (plugins/lazySchemas.ts).
    schemaController: { compilersFactory: schemas.factory },
    ajv: {
      customOptions: {
        allErrors: true,
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
        // Decimal inputs list several JSON types in one `type`, so Ajv leaves a matching value uncoerced.
        allowUnionTypes: true,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const smsProvider =
    deps.sms ??
    (config.sms.provider === 'netgsm'
      ? netgsmProvider(deps.db, config.sms)
      : outboxProvider(deps.db, config.dataDir));
  app.decorate('config', config);
  app.decorate('compileSchemas', schemas.compileAll);
  // A money write sent with an Idempotency-Key runs inside the transaction that keeps its answer (plugins/idempotency.ts).
  app.decorate('db', joinableDb(deps.db));
  await detectTurkishCollation(deps.db);
  await app.register(readReplica, { url: config.databaseReplicaUrl });
  app.decorate('codes', new OneTimeCodes(deps.db, smsProvider, config.rateLimits));
  app.addSchema(ErrorAnswer);

  await app.register(errors);
  await app.register(security);
  await app.register(cookie);
  await app.register(jwt, { secret: config.jwtSecret });
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(deps.db) });
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10 } });
  await app.register(sms, { provider: smsProvider });
  await app.register(auth, { db: deps.db });
  await app.register(idempotency);
  await app.register(textInput);
  await app.register(residentPage);
  if (config.jobs) {
    const connectionString = deps.databaseUrl ?? config.databaseUrl ?? poolUrl(deps.db);
    if (!connectionString)
      throw new Error('config.jobs needs the database URL (AppDependencies.databaseUrl)');
    await app.register(jobs, { connectionString });
  } else {
    app.decorate('jobs', null);
  }
  await app.register(smsQueue);
  await app.register(reminderQueue);
  await app.register(maintenance);
  await app.register(exportQueue);
  await app.register(mailQueue);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Site Yönetimi API',
        version: '1.0.0',
        description: 'Apartman / site yönetimi arka ofis API',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none' } });
  await app.register(registerRoutes, { prefix: '/api' });

  await app.register(spa, { dir: config.serveSpa ? config.spaDir : null });
  return app;
}

/**
 * Errors the router meets before any route (a path segment over 100 characters, a broken %-escape) answer in the
 * one error shape too, without echoing the URL.
 */
function routerError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply.status(tooLong ? 414 : 400).send({
    description: tooLong ? 'Adres çok uzun.' : 'İstek anlaşılamadı. Lütfen bilgileri kontrol ediniz.',
  });
}

/** The connection string of the pool behind a drizzle database, when it was made from one. */
function poolUrl(db: Db): string | undefined {
  return (db as unknown as { $client?: { options?: { connectionString?: string } } }).$client?.options
    ?.connectionString;
}
