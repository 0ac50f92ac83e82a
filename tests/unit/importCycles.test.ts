import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { EXTENSIONS, resolveSpecifier } from './resolveSpecifier';

/**
 * Biome's `noImportCycles` (biome.json) does not follow Vite's `import.meta.glob`, so it cannot see that
 * src/registry/discover.ts imports every resource and page folder. This check reads the same imports (type-only
 * ones too, dynamic `import()` too) plus the globs' files, and finds any cycle in the whole codebase: a page or
 * provider that imported the registry's discovery would close one.
 */
const ROOTS = ['src', 'common', 'server', 'tests', 'bench'];
function sourceFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => EXTENSIONS.some((extension) => file.endsWith(extension)) && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file));
}

/** The files an `import.meta.glob` pattern matches (`*` stands for one folder or file name). */
function globFiles(from: string, pattern: string): string[] {
  let matches = [dirname(from)];
  for (const part of pattern.split('/')) {
    matches = matches.flatMap((folder) => {
      if (part === '.') return [folder];
      if (part === '..') return [dirname(folder)];
      if (!part.includes('*')) return [join(folder, part)];
      const wanted = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
      return existsSync(folder)
        ? readdirSync(folder)
            .filter((name) => wanted.test(name))
            .map((name) => join(folder, name))
        : [];
    });
  }
  return matches.filter((file) => existsSync(file) && statSync(file).isFile());
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const globs = [...text.matchAll(/import\.meta\.glob(?:<[^(]*>)?\(\s*'([^']+)'/g)].flatMap((match) =>
    match[1] ? globFiles(file, match[1]) : [],
  );
  return [
    ...importedFiles.flatMap(({ fileName }) => resolveSpecifier(file, fileName) ?? []),
    ...globs.map((found) => resolve(found)),
  ];
}

/** The strongly connected components of more than one file (or a file importing itself): the cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('imports', () => {
  it('form no cycle anywhere, counting Vite globs, type-only and dynamic imports', () => {
    const files = ROOTS.flatMap(sourceFiles).map((file) => resolve(file));
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(graph.get(resolve('src/registry/discover.ts'))).toContain(resolve('src/pages/login/index.ts'));
    const found = cycles(graph).map((component) => component.map((file) => relative('.', file)));
    expect(found).toEqual([]);
  }, 60_000);
});
