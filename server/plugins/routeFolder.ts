import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * A section of the API: every route file of the folder `index.ts` sits in, registered in name order, so a new
 * route file needs no line anywhere else. Each file's default export is its routes plugin; a file without one
 * stops the start with its name.
 */
export function routeFolder(indexUrl: string): FastifyPluginAsync {
  const folder = fileURLToPath(new URL('.', indexUrl));
  const files = readdirSync(folder)
    .filter((file) => /\.ts$/.test(file) && !file.endsWith('.d.ts') && file !== 'index.ts')
    .sort();
  return async function section(app: FastifyInstance) {
    for (const file of files) {
      const routes: unknown = (await import(pathToFileURL(join(folder, file)).href)).default;
      if (typeof routes !== 'function') throw new Error(`${join(folder, file)} exports no routes plugin`);
      await app.register(routes as FastifyPluginAsync);
    }
  };
}
