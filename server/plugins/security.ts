import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * Security headers on every answer. Two of them only make sense over HTTPS: `Strict-Transport-Security` and the CSP's
 * `upgrade-insecure-requests` make a browser fetch every script over HTTPS, so an office that opens the product at
 * http://192.168.1.20:8080 would get a blank page. They are sent only when the request came over HTTPS: directly,
 * or through a proxy the configuration trusts (TRUST_PROXY), whose X-Forwarded-Proto says https.
 */
async function security(app: FastifyInstance) {
  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.header('strict-transport-security', HSTS);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
  });
}

export default fp(security, { name: 'security' });
