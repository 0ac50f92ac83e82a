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

export default defineConfig({
  plugins: [precompress()],
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
