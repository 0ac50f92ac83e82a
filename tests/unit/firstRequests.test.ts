import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveSpecifier } from './resolveSpecifier';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

/**
 * The packages a module's static imports reach, following the project's own files; type imports and dynamic
 * `import()` (a chunk of its own, run later) are left out.
 */
function packagesReached(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of text.matchAll(/^import\s+(type\s)?[^'"]*?['"]([^'"]+)['"]/gm)) {
      if (typeOnly || !specifier) continue;
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const found = resolveSpecifier(file, specifier);
      if (found) visit(found);
    }
  };
  visit(entry);
  return packages;
}

// main.tsx imports firstRequests.ts first so that the back office's chunks and the dashboard's figures are asked
// for before React DOM and MUI run (docs/decisions.md). A heavy import here would put them back in front.
describe('the first requests of a page load', () => {
  it('run without React DOM, MUI, react-admin or the HTTP client', () => {
    const reached = [...packagesReached(resolve(SRC, 'firstRequests.ts'))];
    // React itself is reached (lazy pages' helper): the walk follows the project's files.
    expect(reached).toContain('react');
    expect(
      reached.filter((name) => /^(react-dom|@mui\/|@emotion\/|react-admin|ra-|axios)/.test(name)),
    ).toEqual([]);
  });
});
