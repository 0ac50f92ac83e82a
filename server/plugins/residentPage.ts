/**
 * Routes declared with `access: 'resident'` (the resident page, issue 11) act as the resident whose personal
 * link's token is in the path (`/r/:token/…`): unknown, revoked or expired tokens answer 401 before the handler.
 * The routes read `residentOf(request)`; every use is counted on the link and written to the audit log. A resident
 * with no current flat may still open the page but writes nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, forbidden } from '../errors';
import {
  LINK_REFUSED,
  NO_CURRENT_FLAT,
  type ResidentSession,
  residentOfToken,
} from '../services/residentPageLinks';

declare module 'fastify' {
  interface FastifyRequest {
    resident: ResidentSession | null;
  }
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
