import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type RouteSection, type Routes, routeSection } from '../../server/plugins/routeSection';

const routesFolder = fileURLToPath(new URL('../../server/routes', import.meta.url));
const sections = readdirSync(routesFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('every route file is served by its section', () => {
  // 60 s: the first import of a section compiles its routes, services and repositories.
  it.each(sections)(
    'server/routes/%s/index.ts lists every route file of its folder',
    async (section) => {
      const folder = join(routesFolder, section);
      const index = (await import(pathToFileURL(join(folder, 'index.ts')).href)).default as RouteSection;
      const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
      const missing: string[] = [];
      for (const file of files) {
        const routes = (await import(pathToFileURL(join(folder, file)).href)).default as Routes;
        if (!index.routes.includes(routes)) missing.push(`server/routes/${section}/${file}`);
      }
      expect(missing, 'import these in their section index.ts and pass them to routeSection').toEqual([]);
    },
    60_000,
  );

  it('a section registers each of its route files', async () => {
    const routeAt = (path: string) => async (app: Parameters<Routes>[0]) => {
      app.get(path, async () => ({ path }));
    };
    const app = Fastify();
    await app.register(routeSection(routeAt('/guests'), routeAt('/staff')));
    expect((await app.inject({ url: '/guests' })).json()).toEqual({ path: '/guests' });
    expect((await app.inject({ url: '/staff' })).json()).toEqual({ path: '/staff' });
    await app.close();
  });
});
