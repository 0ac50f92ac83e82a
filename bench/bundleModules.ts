/**
 * What a set of chunks is made of, from their source maps (a build with `npx vite build --sourcemap hidden`, whose
 * chunks are byte for byte those of a plain build): each byte of a chunk is counted for the source its map points
 * it to, and the chunk's gzip size is shared out in the same proportions. Sources are grouped by package
 * (`@mui/material`, `react-dom`), by the folders' `messages.ts` (one line for all), or by their folder of `src/`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One mapping segment's numbers (base64 VLQ, the source map format's encoding). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The group a source belongs to in the table. */
export function groupOf(source: string): string {
  const inPackage = source.split('node_modules/').at(-1);
  if (inPackage !== undefined && inPackage !== source) {
    const [scope, name] = inPackage.split('/');
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? source);
  }
  const path = source.replace(/^(\.\.\/)+/, '');
  if (/^src\/(resources|pages)\/[^/]+\/messages\.ts/.test(path)) return "folders' messages.ts";
  const parts = path.split('/');
  return parts.length > 2
    ? parts.slice(0, parts[1] === 'pages' || parts[1] === 'resources' ? 3 : 2).join('/')
    : path;
}

/** Bytes of one chunk per source, from its map; bytes no segment covers count as `(not mapped)`. */
function bytesPerSource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (source: string, bytes: number) => counts.set(source, (counts.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((mapped, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    let column = 0;
    let covered = 0;
    const spans: [number, number][] = [];
    for (const segment of mapped.split(',')) {
      if (segment === '') continue;
      const [columnStep = 0, sourceStep] = decodeSegment(segment);
      column += columnStep;
      if (sourceStep === undefined) spans.push([column, -1]);
      else {
        sourceIndex += sourceStep;
        spans.push([column, sourceIndex]);
      }
    }
    spans.forEach(([start, source], i) => {
      const end = spans[i + 1]?.[0] ?? line.length;
      covered += end - start;
      add(source < 0 ? '(not mapped)' : (map.sources[source] ?? '(not mapped)'), end - start);
    });
    add('(not mapped)', line.length + 1 - covered);
  });
  return counts;
}

/** Gzip bytes per group over the given chunks, or undefined when the build has no source maps. */
export function gzipPerGroup(dist: string, chunks: { file: string; gzip: number }[]) {
  if (!chunks.every(({ file }) => existsSync(join(dist, `${file}.map`)))) return undefined;
  const groups = new Map<string, number>();
  for (const { file, gzip } of chunks) {
    const code = readFileSync(join(dist, file), 'utf8');
    const counts = bytesPerSource(code, JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')));
    for (const [source, bytes] of counts) {
      const group = groupOf(source);
      groups.set(group, (groups.get(group) ?? 0) + (gzip * bytes) / code.length);
    }
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
}
