import { displayFileName } from './fileKinds';

/**
 * A document's shown name: docs/domain.md, "Input rules" (displayFileName: no folder part, no parentheses, no first
 * space), and no `%`, so no shown name can look like an encoded path; a name of dots only becomes `fallback`.
 */
export function documentFileName(sent: string | undefined, fallback: string): string {
  const name = displayFileName(sent, fallback).replace(/%/g, '').trim();
  return /^\.*$/.test(name) ? fallback : name;
}

/** The names tried, in order, for a document whose name is taken: "Karar.pdf", "Karar-2.pdf", "Karar-3.pdf" … */
export function fileNameCandidates(name: string, count: number): string[] {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  return [name, ...Array.from({ length: count - 1 }, (_, i) => `${stem}-${i + 2}${extension}`)];
}

/**
 * A requested name that could only be an attempt at a path: folder separators, NUL and other control
 * characters, encoded separators, dots or percent signs (once or twice encoded), or a name of dots only.
 * No shown name has any of these (documentFileName), so refusing them refuses no real document.
 */
export function isPathLike(name: string): boolean {
  return /[\\/]|\p{Cc}|%/u.test(name) || /^\.*$/.test(name);
}
