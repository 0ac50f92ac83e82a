import { readFileSync } from 'node:fs';
import { resolveSpecifier } from './resolveSpecifier';

/** One static import of a package by a file of the project: the names it takes (`default`, `*` for the whole). */
export interface PackageImport {
  file: string;
  specifier: string;
  names: string[];
}

/** The names an import clause takes at run time: `{ a, b as c, type D }` gives a and b. */
function namesOf(clause: string): string[] {
  const names: string[] = [];
  const braces = clause.match(/\{([^}]*)\}/);
  for (const part of braces?.[1]?.split(',') ?? []) {
    const name = part
      .trim()
      .split(/\s+as\s+/)[0]
      ?.trim();
    if (name && !name.startsWith('type ')) names.push(name);
  }
  const outside = clause.replace(/\{[^}]*\}/, '').trim();
  if (outside.includes('*')) names.push('*');
  else if (outside.replace(/,$/, '').trim()) names.push('default');
  return names;
}

/**
 * What a module's static imports reach: the project's own files, and the packages with the names taken; type
 * imports and dynamic `import()` (a chunk of its own, run later) are left out.
 */
export function staticImportsReached(entry: string): { files: string[]; packages: PackageImport[] } {
  const found: PackageImport[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, typeOnly, clause = '', specifier] of text.matchAll(
      /^import\s+(type\s)?([^'"]*?)['"]([^'"]+)['"]/gm,
    )) {
      if (typeOnly || !specifier) continue;
      if (!specifier.startsWith('.')) {
        found.push({ file, specifier, names: namesOf(clause.replace(/\s+from\s*$/, '')) });
        continue;
      }
      const next = resolveSpecifier(file, specifier);
      if (next) visit(next);
    }
  };
  visit(entry);
  return { files: [...seen], packages: found };
}
