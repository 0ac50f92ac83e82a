/**
 * Routes declared with `access: 'resident'` (the resident page, issue 11) act as the resident whose personal
 * link's token is in the path (`/r/:token/…`): unknown, revoked or expired tokens answer 401 before the handler.
 * The routes read `residentOf(request)`; every use is counted on the link and written to the audit log.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { LINK_REFUSED, type ResidentSession, residentOfToken } from '../services/residentPageLinks';

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
    });
  },
  { name: 'residentPage', dependencies: ['auth'] },
);
