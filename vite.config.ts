import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
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

export default defineConfig({
  plugins: [precompress(), nativeObjectEntries()],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      // MUI's "use client" markers mean nothing in a client-only SPA.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
