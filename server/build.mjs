/**
 * Compiles the server for `npm start`, once, when its sources changed: esbuild bundles `server/start.ts` and
 * everything it imports from `server/` and `common/` into `dist-server/start.js`, which plain `node` runs, so no
 * TypeScript is compiled while the server starts. Packages stay in node_modules (imported as they are). Plain
 * JavaScript, since it runs before anything is compiled; `npm run dev` and the tests keep running the sources.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['server', 'common', 'package.json', 'package-lock.json', 'tsconfig.json'];
const serverBundle = join(root, 'dist-server', 'start.js');

/** The newest modification time under a path: a folder's own time changes when a file is added or removed. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

function serverIsStale() {
  if (!existsSync(serverBundle)) return true;
  const builtAt = statSync(serverBundle).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(root, source)) > builtAt);
}

if (serverIsStale()) {
  console.log('Sunucu derleniyor (esbuild)…');
  // Loaded only to build: a start with an up-to-date bundle does not pay for it.
  const { build } = await import('esbuild');
  await build({
    // The bank statement worker is its own file: a Worker loads it by path (services/accounting/bankFiles.ts).
    entryPoints: [
      join(root, 'server', 'start.ts'),
      join(root, 'server', 'services', 'accounting', 'bankFilesWorker.ts'),
    ],
    outdir: join(root, 'dist-server'),
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
}
