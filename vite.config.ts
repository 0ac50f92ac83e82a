import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { FIRST_SCREEN_FOLDERS, menuTextsOnly } from './bundling/firstScreenTexts.ts';
import { compressBuild } from './server/spa.ts';

const apiPort = process.env.API_PORT ?? '8080';

/** Brotli and gzip copies of the built files, made once here and served as they are by the server. */
const precompress = (): Plugin => ({
  name: 'precompress',
  apply: 'build',
  closeBundle() {
    compressBuild(fileURLToPath(new URL('./dist', import.meta.url)));
  },
});

/**
 * node-polyglot (react-admin's translator) requires the `object.entries` polyfill package, which brings a dozen
 * ES shims (get-intrinsic, call-bind, object-keys …) into the first screen; every browser the app supports has
 * `Object.entries`, so the package is answered with it.
 */
const nativeObjectEntries = (): Plugin => ({
  name: 'native-object-entries',
  enforce: 'pre',
  resolveId: (id) => (id === 'object.entries' ? '\0object.entries' : null),
  load: (id) => (id === '\0object.entries' ? 'module.exports = Object.entries;' : null),
});

/**
 * ra-core's router adapter builds react-router's data router (`createHashRouter`) for an app mounted outside a
 * router, which no app here is: src/lib/browserRouterProvider.tsx stands in for it, 16 KB compressed less on every
 * back office screen (docs/decisions.md). Development pre-bundles react-admin and keeps ra-core's own, which
 * behaves the same inside a router.
 */
const raCoreRouterAdapter = fileURLToPath(
  new URL('./node_modules/ra-core/dist/routing/adapters/reactRouterProvider.js', import.meta.url),
);
const ownRouterAdapter = (): Plugin => ({
  name: 'own-router-adapter',
  enforce: 'pre',
  load: (id) =>
    id === raCoreRouterAdapter
      ? `export { reactRouterProvider } from ${JSON.stringify(fileURLToPath(new URL('./src/lib/browserRouterProvider.tsx', import.meta.url)))};`
      : null,
});

/**
 * The first screen's Turkish texts (src/i18n/catalogues.ts reads each folder's `messages.ts?lang=tr&part=menu`):
 * only the menu's names, and all of the folders the dashboard shows; each page's other texts come in a chunk of
 * their own before any other page draws (docs/decisions.md, "Each page's texts come with the page").
 */
const menuTexts = (): Plugin => ({
  name: 'menu-texts',
  enforce: 'post',
  transform(code, id) {
    const folder = id.match(/\/src\/((?:resources|pages)\/[^/]+)\/messages\.ts\?.*\bpart=menu\b/)?.[1];
    if (!folder || FIRST_SCREEN_FOLDERS.includes(folder)) return null;
    return { code: menuTextsOnly(code), map: null };
  },
});

const EARLY_REQUESTS = fileURLToPath(new URL('./src/earlyRequests.ts', import.meta.url));

/**
 * src/earlyRequests.ts, built apart into one small script that the built index.html names beside the page's
 * main script and that runs as soon as it arrives (`async`): it starts the dashboard's request while the main
 * script still downloads (docs/decisions.md, "The figures are asked for before the page's main script"). Apart,
 * because Vite joins every module script of index.html into one entry, and a second entry of this build would cut
 * the modules it shares with the main script into chunks of their own (five more requests before the first
 * paint). Its `fetchpriority="low"` keeps it from competing with the main script, which every screen needs first;
 * alone of its kind in the page, it is still asked for at once. Development serves no early script: main.tsx's
 * first requests ask instead.
 */
const earlyRequestsScript = (): Plugin => {
  let fileName = '';
  let sourcemap: BuildOptions['sourcemap'] = false;
  return {
    name: 'early-requests-script',
    apply: 'build',
    configResolved: (config) => {
      sourcemap = config.build.sourcemap;
    },
    async buildStart() {
      const built = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          modulePreload: false,
          sourcemap,
          rollupOptions: {
            input: EARLY_REQUESTS,
            output: { entryFileNames: 'assets/earlyRequests-[hash].js' },
          },
        },
      });
      const [script] = (Array.isArray(built) ? built : [built as Rolldown.RolldownOutput]).flatMap(
        ({ output }) => output,
      );
      if (script?.type !== 'chunk') throw new Error('The early requests script was not built');
      fileName = script.fileName;
      this.emitFile({ type: 'asset', fileName, source: script.code });
      // With the build's hidden source maps, its map too (bench/bundle.ts reads each first-screen script's map).
      if (script.map)
        this.emitFile({ type: 'asset', fileName: `${fileName}.map`, source: script.map.toString() });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'script',
          attrs: {
            type: 'module',
            async: true,
            crossorigin: true,
            fetchpriority: 'low',
            src: `/${fileName}`,
          },
          injectTo: 'head',
        },
      ],
    },
  };
};

/** The chunk of the back office's first screen (App with the layout and the dashboard), by its module's name. */
const FIRST_SCREEN_CHUNK = /^assets\/App-[\w-]+\.js$/;

export default defineConfig({
  plugins: [precompress(), nativeObjectEntries(), ownRouterAdapter(), menuTexts(), earlyRequestsScript()],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // The back office's first screen (App's chunk, with the layout and the dashboard) comes without the bundler's
    // preload links: its helper adds one link element per chunk from a script, about 0.2 s of a phone's main
    // thread for the 120 links of the eighth round, and even the 40 of one chunk put Lighthouse's first paint
    // 0.9 s later (docs/benchmarks-bundle.md, "Eighth round", "Ninth round"). The browser finds each chunk's
    // imports itself, a round trip per level. Every other lazy chunk (the sign-in screen, a resident's page, a page
    // of the back office) keeps them.
    modulePreload: {
      resolveDependencies: (file, deps) => (FIRST_SCREEN_CHUNK.test(file) ? [] : deps),
    },
    rollupOptions: {
      // MUI's "use client" markers mean nothing in a client-only SPA.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
