import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const EXTENSIONS = ['.ts', '.tsx'];

/** The file a relative specifier names, as TypeScript with `moduleResolution: bundler` finds it. */
export function resolveSpecifier(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}
