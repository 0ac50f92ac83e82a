import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { App } from '../schemas/shared/http';

/** A route file's default export: its routes plugin. */
export type Routes = (app: App) => Promise<void>;

/** A section's plugin, carrying its route files' plugins so `tests/unit/routeSections.test.ts` can compare. */
export type RouteSection = FastifyPluginAsync & { readonly routes: readonly Routes[] };

/**
 * A section of the API: the route files of its folder, imported by name in the folder's `index.ts` and registered
 * in that order. Static imports, not a folder read at run time, so the compiled server (`dist-server/`) holds
 * every route and nothing is imported while Fastify waits for a plugin; `tests/unit/routeSections.test.ts` fails,
 * naming the file, when a route file of a folder is missing from its `index.ts`.
 */
export function routeSection(...routes: Routes[]): RouteSection {
  async function section(app: FastifyInstance) {
    for (const plugin of routes) await app.register(plugin as FastifyPluginAsync);
  }
  return Object.assign(section, { routes });
}
