/**
 * Routes declared with `access: 'resident'` (the resident page, issue 11) act as the resident whose personal
 * link's token is in the path (`/r/:token/…`): unknown, revoked or expired tokens answer 401 before the handler.
 * The routes read `residentOf(request)`; every use is counted on the link and written to the audit log. A resident
 * with no current flat may still open the page but writes nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden, tooManyRequests } from '../errors';
import {
  LINK_REFUSED,
  NO_CURRENT_FLAT,
  type ResidentSession,
  rateLimitKeyOf,
  residentOfToken,
} from '../services/property/residentPageLinks';

declare module 'fastify' {
  interface FastifyRequest {
    resident: ResidentSession | null;
  }
}

/** Each write of the resident page (a ticket, a reply, a message, a vote): at most this many per link … */
export const RESIDENT_WRITES_MAX = 10;
/** … in this window, counted by every instance alike (plugins/rateLimitStore.ts). */
export const RESIDENT_WRITES_WINDOW = '10 minutes';
export const RESIDENT_WRITES_REFUSED =
  'Bu bağlantıdan kısa sürede çok fazla gönderim yapıldı. Lütfen birkaç dakika sonra tekrar deneyiniz.';

/**
 * A resident-page write route's options with its rate limit per link (when the app's rate limits are on): the
 * key is the link, as the address of a phone on a mobile network says little.
 */
export function limitedPerLink<Options extends { config: object }>(
  enabled: boolean,
  options: Options,
): Options {
  if (!enabled) return options;
  const rateLimit = {
    max: RESIDENT_WRITES_MAX,
    timeWindow: RESIDENT_WRITES_WINDOW,
    keyGenerator: (request: FastifyRequest) =>
      rateLimitKeyOf((request.params as { token?: string }).token ?? ''),
    errorResponseBuilder: () => tooManyRequests(RESIDENT_WRITES_REFUSED),
  };
  return { ...options, config: { ...options.config, rateLimit } };
}

export function residentOf(request: FastifyRequest): ResidentSession {
  if (!request.resident) throw new AppError(401, LINK_REFUSED);
  return request.resident;
}

export default fp(
  async function residentPage(app: FastifyInstance) {
    app.decorateRequest('resident', null);
    // Before the body is validated: a bad link answers 401 whatever the body (the access sweep's rule).
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config.access !== 'resident') return;
      const token = (request.params as { token?: string }).token ?? '';
      request.resident = await residentOfToken(
        app.db,
        token,
        `${request.method} ${request.routeOptions.url}`,
      );
      // A link outlives the residency: once the resident has left every flat it takes no ticket, message or vote.
      if (request.method !== 'GET' && !request.resident.hasFlat) throw forbidden(NO_CURRENT_FLAT);
    });
  },
  { name: 'residentPage', dependencies: ['auth'] },
);
