import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticImportsReached } from './staticImports';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

// main.tsx imports firstRequests.ts first so that the back office's chunks and the dashboard's figures are asked
// for before React DOM and MUI run (docs/decisions.md). A heavy import here would put them back in front.
describe('the first requests of a page load', () => {
  it('run without React DOM, MUI, react-admin or the HTTP client', () => {
    const reached = [
      ...new Set(
        staticImportsReached(resolve(SRC, 'firstRequests.ts')).packages.map(({ specifier }) => specifier),
      ),
    ];
    // React itself is reached (lazy pages' helper): the walk follows the project's files.
    expect(reached).toContain('react');
    expect(
      reached.filter((name) => /^(react-dom|@mui\/|@emotion\/|react-admin|ra-|axios)/.test(name)),
    ).toEqual([]);
  });

  it('draw the loading shell, with the early figures, without MUI, react-admin or the HTTP client', () => {
    // The shell shows while those arrive (docs/decisions.md, "The loading shell shows the money figures").
    const reached = staticImportsReached(resolve(SRC, 'layout/LoadingShell.tsx')).packages.map(
      ({ specifier }) => specifier,
    );
    expect(reached.filter((name) => /^(@mui\/|@emotion\/|react-admin|ra-|axios)/.test(name))).toEqual([]);
  });

  it('start with a script that reaches no package at all', () => {
    // Built apart and run beside the page's main script (src/earlyRequests.ts): its size is all it costs.
    expect(staticImportsReached(resolve(SRC, 'earlyRequests.ts')).packages).toEqual([]);
  });
});
