import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Built files whose names carry a content hash (Vite's `assets/name-hash.js`) never change: cached for a year. */
const HASHED = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files, so it is never taken from a cache. */
const NEVER = 'no-store';
/** Other files of public/ (logo, icons) keep their names across builds: the browser asks again each time. */
const REVALIDATE = 'no-cache';

export function cacheControlFor(path: string): string {
  const name = path.replaceAll('\\', '/');
  if (/\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9.]+$/.test(name)) return HASHED;
  if (/(^|\/)index\.html(\.br|\.gz)?$/.test(name)) return NEVER;
  return REVALIDATE;
}

/**
 * Serves the built interface from `dir` (null: API only): the brotli or gzip copy made at build time when the browser accepts it
 * (`preCompressed`), with the cache headers above. Client-side routes (/login, /buildings/3 …) load index.html;
 * unknown /api paths and missing /assets files stay JSON 404s.
 */
async function spa(app: FastifyInstance, { dir }: { dir: string | null }) {
  const serve = dir !== null && existsSync(dir);
  if (serve) {
    await app.register(fastifyStatic, {
      root: dir!,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, path: string) => reply.header('cache-control', cacheControlFor(path)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing built file (a page still open from before a deploy names the old ones) is a 404, never index.html:
    // the browser's import then fails at once, and the page offers a reload (src/layout/LoadFailedShell.tsx).
    const page = !request.url.startsWith('/api') && !request.url.startsWith('/assets/');
    if (serve && request.method === 'GET' && page)
      return reply.header('cache-control', NEVER).sendFile('index.html');
    return reply.status(404).send({ description: 'İstenen adres bulunamadı.' });
  });
}

export default fp(spa, { name: 'spa' });
