/**
 * The JavaScript each first screen downloads, from a build: `npx vite build && npx tsx bench/bundle.ts`.
 *
 * A screen is the scripts of dist/index.html (its entry, the early requests' script, its modulepreloads) plus the
 * lazy modules the screen opens before it can show anything (the back office's App, the layout, the dashboard),
 * each with every chunk it imports statically, as the Vite manifest (dist/.vite/manifest.json) lists them. Sizes
 * are gzip level 9 and brotli 11, as server/spa.ts sends them. Prints each screen's chunks and total, then the
 * biggest chunks of the build; the numbers go in docs/benchmarks.md, never in tests. A lazy module named here that
 * is no longer a chunk of its own stops the script, so the list cannot silently drift from the code.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { gzipPerGroup } from './bundleModules';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazy modules each screen waits for before its first paint (main.tsx, App.tsx, the registries). */
const SCREENS: { name: string; lazy: string[] }[] = [
  { name: 'sign-in (/login, no session)', lazy: ['src/pages/login/SignInScreen.tsx'] },
  // App's chunk holds the layout and the dashboard.
  { name: 'signed-in dashboard (/)', lazy: ['src/App.tsx'] },
  {
    name: "resident's page (/sakin/:token)",
    lazy: ['src/pages/StandaloneRoute.tsx', 'src/pages/resident-page/ResidentPage.tsx'],
  },
];

const KB = 1024;
const dist = fileURLToPath(new URL('../dist', import.meta.url));
const manifest: Manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const html = readFileSync(join(dist, 'index.html'), 'utf8');

const sizes = new Map<string, { raw: number; gzip: number; brotli: number }>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const content = readFileSync(join(dist, file));
    size = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizes.set(file, size);
  }
  return size;
}

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** The scripts index.html names: its module entry, the early requests' script and the modulepreload links. */
function htmlScripts(): string[] {
  const found = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
  ].map((match) => match[1]!);
  return found.map((file) => {
    const key = byFile.get(file);
    if (key) return key;
    // The early requests' script is built apart (vite.config.ts) and is in no manifest: counted as the file it is.
    if (!/^assets\/earlyRequests-[\w-]+\.js$/.test(file)) {
      throw new Error(`${file} (from dist/index.html) is not in the manifest`);
    }
    manifest[file] = { file };
    return file;
  });
}

/** A chunk and everything it imports statically: what the browser fetches before running it. */
function withStaticImports(keys: string[]): string[] {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of this build`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padStart(width);

function report(title: string, keys: string[]) {
  const rows = keys
    .map((key) => ({ key, file: manifest[key]!.file, ...sizeOf(manifest[key]!.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = rows.reduce((sum, row) => ({ gzip: sum.gzip + row.gzip, brotli: sum.brotli + row.brotli }), {
    gzip: 0,
    brotli: 0,
  });
  console.log(`\n${title}: ${rows.length} scripts, ${fmt(total.gzip)} gzip, ${fmt(total.brotli)} brotli`);
  for (const row of rows.slice(0, 12)) {
    console.log(`  ${pad(fmt(row.gzip), 9)} gzip ${pad(fmt(row.brotli), 9)} br  ${row.file}`);
  }
  if (rows.length > 12) console.log(`  … and ${rows.length - 12} smaller ones`);
  return { ...total, rows };
}

const entry = htmlScripts();
report('index.html entry and modulepreloads', withStaticImports(entry));
const totals = SCREENS.map((screen) => {
  for (const key of screen.lazy) {
    if (!manifest[key]?.isDynamicEntry) throw new Error(`${key} is no longer a lazy chunk: update SCREENS`);
  }
  return { name: screen.name, ...report(screen.name, withStaticImports([...entry, ...screen.lazy])) };
});

const chunks = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
const biggest = chunks.map((chunk) => ({ chunk, ...sizeOf(chunk.file) })).sort((a, b) => b.gzip - a.gzip);
console.log(`\nBiggest of the build's ${chunks.length} chunks (gzip):`);
for (const { chunk, gzip } of biggest.slice(0, 10)) {
  console.log(`  ${pad(fmt(gzip), 9)}  ${chunk.file}${chunk.src ? `  (${chunk.src})` : ''}`);
}

console.log('\n| screen | JavaScript before the first paint, gzip | brotli |\n|---|---|---|');
for (const total of totals) console.log(`| ${total.name} | ${fmt(total.gzip)} | ${fmt(total.brotli)} |`);

// With source maps (`npx vite build --sourcemap hidden`): what the dashboard's first screen is made of.
const dashboard = totals.find((total) => total.name.startsWith('signed-in dashboard'))!;
const groups = gzipPerGroup(dist, dashboard.rows);
if (groups) {
  console.log(`\n| ${dashboard.name}: part | gzip |\n|---|---|`);
  for (const [group, gzip] of groups.filter(([, gzip]) => gzip >= 0.5 * KB))
    console.log(`| ${group} | ${fmt(gzip)} |`);
  const rest = groups.filter(([, gzip]) => gzip < 0.5 * KB);
  console.log(`| ${rest.length} smaller parts | ${fmt(rest.reduce((sum, [, gzip]) => sum + gzip, 0))} |`);
}
