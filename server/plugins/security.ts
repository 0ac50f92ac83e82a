import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RESIDENT_PAGE_PATH } from '../domain/residentLinks';

const HSTS = 'max-age=15552000; includeSubDomains';

const PAYTR = 'https://www.paytr.com';
const IYZICO_PAGES = ['https://cpp.iyzipay.com', 'https://sandbox-cpp.iyzipay.com'];
const IYZICO_API = ['https://api.iyzipay.com', 'https://sandbox-api.iyzipay.com'];
const IYZICO_STATIC = ['https://static.iyzipay.com', 'https://sandbox-static.iyzipay.com'];

/**
 * What the resident page adds for the card payment (docs/payments.md, "Content Security Policy"): PayTR's iframe and
 * its resizer script, iyzico's hosted form (as a page or an iframe), its scripts, styles and API. Live and sandbox
 * hosts alike, so a test-mode association works too.
 */
const PROVIDER_SOURCES: Record<string, string[]> = {
  'frame-src': ["'self'", PAYTR, ...IYZICO_PAGES, ...IYZICO_API],
  'form-action': ["'self'", PAYTR, ...IYZICO_PAGES, ...IYZICO_API],
  'script-src': [PAYTR, ...IYZICO_STATIC],
  'style-src': IYZICO_STATIC,
  'img-src': IYZICO_STATIC,
  'connect-src': IYZICO_API,
};

/** The back office's policy with the providers' sources added, for the resident page only. */
function residentPagePolicy(policy: string): string {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  for (const [name, sources] of Object.entries(PROVIDER_SOURCES)) {
    const current = directives.get(name) ?? [];
    directives.set(name, [...current, ...sources.filter((source) => !current.includes(source))]);
  }
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join(';');
}

/**
 * Security headers on every answer. Two of them only make sense over HTTPS: `Strict-Transport-Security` and the CSP's
 * `upgrade-insecure-requests` make a browser fetch every script over HTTPS, so an office that opens the product at
 * http://192.168.1.20:8080 would get a blank page. They are sent only when the request came over HTTPS: directly,
 * or through a proxy the configuration trusts (TRUST_PROXY), whose X-Forwarded-Proto says https. The resident page
 * (/sakin/…) alone may frame and post to the payment providers; the back office keeps the strict policy.
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
    const csp = reply.getHeader('content-security-policy');
    if (request.url.startsWith(RESIDENT_PAGE_PATH) && typeof csp === 'string') {
      reply.header('content-security-policy', residentPagePolicy(csp));
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.header('strict-transport-security', HSTS);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', `${csp};upgrade-insecure-requests`);
  });
}

export default fp(security, { name: 'security' });
