import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** Every cycle of static imports between the build's chunks, each as the chunk files around it. */
function chunkCycles(manifest: Record<string, ManifestChunk>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (key: string) => {
    const open = path.indexOf(key);
    if (open >= 0) {
      cycles.push([...path.slice(open), key].map((member) => manifest[member]?.file ?? member));
      return;
    }
    if (done.has(key)) return;
    path.push(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
    path.pop();
    done.add(key);
  };
  for (const key of Object.keys(manifest)) visit(key);
  return cycles;
}

// The build the e2e tests drive (`npx vite build` before them). When two chunks import each other, the browser
// runs one before the other has finished, so a module can read another's value before it is set; which one wins
// depends on which chunk arrives first. The back office's chunks once imported a shared chunk that imported them
// back: in about half of the sign-ins App's chunk threw ("Cannot convert undefined or null to object", the
// registry not yet built), the back office never opened and the "signed in" toast never showed
// (docs/benchmarks-bundle.md, "Fourth round").
describe('the built scripts', () => {
  it('have no chunks that import each other', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8'),
    ) as Record<string, ManifestChunk>;
    expect(Object.keys(manifest).length).toBeGreaterThan(10);
    expect(chunkCycles(manifest)).toEqual([]);
  });
});

// react-admin's router adapter is ours in the build (vite.config.ts, src/lib/browserRouterProvider.tsx): ra-core's
// builds react-router's data router for apps outside a router, 16 KB compressed that no screen here runs. Its
// message for an empty route list is only in that router.
describe("the built scripts' router", () => {
  it("carries no data router, which ra-core's own adapter would bring", () => {
    const scripts = readdirSync(new URL('../../dist/assets/', import.meta.url)).filter((file) =>
      file.endsWith('.js'),
    );
    expect(scripts.length).toBeGreaterThan(10);
    const withDataRouter = scripts.filter((file) =>
      readFileSync(new URL(`../../dist/assets/${file}`, import.meta.url), 'utf8').includes(
        'You must provide a non-empty routes array to createRouter',
      ),
    );
    expect(withDataRouter).toEqual([]);
  });
});

// The back office's first screen (App, the layout, the dashboard) comes without the bundler's preload links
// (vite.config.ts, `modulePreload`): its helper added one link element per chunk from a script, about 120 of them
// as that screen opened, a fifth of a second of a phone's main thread (docs/benchmarks-bundle.md, "Eighth round").
// Every other lazy chunk keeps its list, written right after its `import()`.
describe("the built scripts' preloading", () => {
  const manifest = JSON.parse(
    readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const assets = new URL('../../dist/assets/', import.meta.url);
  const scripts = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(new URL(file, assets), 'utf8'));
  /** For each place a script imports the module's chunk: whether a list of chunks to preload comes with it. */
  const preloadsWith = (module: string) => {
    const chunk = manifest[module]!.file.replace('assets/', '');
    return scripts.flatMap((code) =>
      [...code.matchAll(new RegExp(`import\\(\`\\./${chunk.replace('.', '\\.')}\``, 'g'))].map((found) => {
        const after = code.slice(found.index, found.index + 300);
        const empty = after.indexOf(',[])');
        const list = after.indexOf('__vite__mapDeps(');
        return list >= 0 && (empty < 0 || list < empty);
      }),
    );
  };

  it('asks for no preload with the first screen, and keeps them for the sign-in screen', () => {
    const found = preloadsWith('src/App.tsx');
    expect(found.length).toBeGreaterThan(0);
    expect(found).not.toContain(true);
    expect(preloadsWith('src/pages/login/SignInScreen.tsx')).toEqual([true]);
    expect(preloadsWith('src/i18n/catalogues.ts')).toContain(true);
  });
});

// On a phone's network every chunk is a request, and a chunk's imports are found only when it has arrived
// (docs/benchmarks-bundle.md, "Ninth round"): the layout and the dashboard come in App's chunk, not after it, and
// the signed-in dashboard loads about 40 scripts (75 when they were chunks of their own).
describe("the back office's first screen", () => {
  const manifest = JSON.parse(
    readFileSync(new URL('../../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const chunksLoaded = (...modules: string[]) => {
    const loaded = new Set<string>();
    const next = [...modules];
    for (let key = next.pop(); key !== undefined; key = next.pop()) {
      if (loaded.has(key)) continue;
      loaded.add(key);
      next.push(...(manifest[key]?.imports ?? []));
    }
    return loaded;
  };

  it("is App's chunk with the layout and the dashboard, in fewer than 45 scripts", () => {
    expect(manifest['src/layout/Layout.tsx']).toBeUndefined();
    expect(manifest['src/pages/dashboard/Dashboard.tsx']).toBeUndefined();
    const dashboard = chunksLoaded('index.html', 'src/App.tsx');
    expect(dashboard.size).toBeGreaterThan(10);
    expect(dashboard.size).toBeLessThan(45);
  });

  it("stays out of the sign-in screen's and a resident's page's scripts", () => {
    const app = manifest['src/App.tsx']!.file;
    for (const screen of ['src/pages/login/SignInScreen.tsx', 'src/pages/resident-page/ResidentPage.tsx']) {
      const files = [...chunksLoaded('index.html', screen)].map((key) => manifest[key]?.file);
      expect(files.length, screen).toBeGreaterThan(5);
      expect(files, screen).not.toContain(app);
    }
  });
});
