import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { routeFolder } from '../../server/plugins/routeFolder';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A section folder with the given files, and the URL of its index.ts. */
function sectionWith(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'route-folder-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return pathToFileURL(join(folder, 'index.ts')).href;
}

const routeFile = (path: string) =>
  `export default async function routes(app) { app.get('${path}', async () => ({ path: '${path}' })); }\n`;

describe('a section serves every route file of its folder', () => {
  it('registers a new route file without any other line, and not the index itself', async () => {
    const index = sectionWith({
      'index.ts': routeFile('/index-must-not-load'),
      'guests.ts': routeFile('/guests'),
      'staff.ts': routeFile('/staff'),
    });
    const app = Fastify();
    await app.register(routeFolder(index));
    expect((await app.inject({ url: '/guests' })).json()).toEqual({ path: '/guests' });
    expect((await app.inject({ url: '/staff' })).json()).toEqual({ path: '/staff' });
    expect((await app.inject({ url: '/index-must-not-load' })).statusCode).toBe(404);
    await app.close();
  });

  it('stops the start, naming the file, when a file of the folder exports no routes', async () => {
    const index = sectionWith({ 'helpers.ts': 'export const notRoutes = 1;\n' });
    const app = Fastify();
    await expect(app.register(routeFolder(index))).rejects.toThrow(/helpers\.ts exports no routes plugin/);
    await app.close();
  });
});
