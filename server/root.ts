import { fileURLToPath } from 'node:url';

/**
 * The repository's folder, where the server finds what it reads at run time (the migrations, the built SPA).
 * Taken from this file's place: one folder below it both here (`server/root.ts`) and bundled into
 * `dist-server/start.js` by `server/build.mjs`, where every module shares the bundle's `import.meta.url`.
 */
export const root = fileURLToPath(new URL('..', import.meta.url));
