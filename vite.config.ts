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

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));
type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** Every module the given ones import (statically, or also lazily), themselves included, not entering `stop`. */
function reachable(roots: string[], graph: ModuleGraph, lazy: boolean, stop: string[] = []): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id) || stop.includes(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(lazy ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * One chunk for what the back office's first screen (App, the layout, the dashboard) imports and nothing
 * main.tsx shows without the back office (the sign-in screen, the resident's page, the other standalone pages)
 * does: every back-office page loads App and the layout anyway, so merging their dozens of small shared chunks
 * costs no screen a byte and spares a phone round trips (docs/benchmarks-bundle.md, "Fourth round").
 */
function backOfficeShell(): (id: string, graph: ModuleGraph) => string | null {
  const roots = ['App.tsx', 'layout/Layout.tsx', 'pages/dashboard/Dashboard.tsx'].map(src);
  let shell: Set<string> | undefined;
  return (id, graph) => {
    if (!shell) {
      const withoutBackOffice = reachable([src('main.tsx')], graph, true, roots);
      shell = new Set(
        [...reachable(roots, graph, false)].filter(
          (module) => !withoutBackOffice.has(module) && !roots.includes(module),
        ),
      );
    }
    return shell.has(id) ? 'shell' : null;
  };
}

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
      output: {
        codeSplitting: { groups: [{ name: backOfficeShell(), includeDependenciesRecursively: false }] },
      },
    },
  },
});
