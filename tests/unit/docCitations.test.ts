/**
 * The repository stands on its own (issue 22): every `.md` file a comment or a doc cites exists in the repository,
 * and a heading cited after it (`docs/domain.md, "Interest"`) is a heading of that file. A path is looked up from
 * the repository's root and from the citing file's folder; one outside the repository never counts. No file points
 * into the folder beside the repository where notes were once kept.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What is scanned: the source, the tests, the benchmarks, the docs and the CI script. */
const SCANNED = ['server', 'src', 'common', 'tests', 'bench', 'docs', '.ci', 'README.md'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'dist-server', 'data', '.git', 'test-results']);
/** This file: its second test's text cites missing files on purpose. */
const THIS_FILE = relative(root, fileURLToPath(import.meta.url));
/** Text files; a file without an extension (the CI script) is read too. */
const TEXT = /\.(ts|tsx|js|mjs|cjs|md|json|sh|ya?ml|html|css|sql|txt)$|^[^.]+$/;

/** Built from parts so that this file does not itself contain what it looks for. */
const SIBLING_FOLDER = ['..', 'shared'].join('/');
/** `../shared`, `../../shared/x`: a relative path into a folder named shared, up to where the path ends. */
const SIBLING_PATH = new RegExp(
  `(?<![\\w.])(?:\\.\\./)*${SIBLING_FOLDER.replace(/\./g, '\\.')}(?![\\w-])`,
  'g',
);

/** A path that ends in `.md` (optionally `#anchor`), not inside a longer word, a path or a URL. */
const CITATION = /(?<![\w./:-])((?:\.{1,2}\/|\/)?(?:[\w.-]+\/)*[\w-][\w.-]*\.md)(?![\w-])(#[\w-]*)?/g;
/** A heading named right after a citation, after a comma (and the closing bracket of a Markdown link). */
const CITED_HEADING = /^\)?,? "([^"]+)"/;

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : filesUnder(join(path, entry.name));
    return TEXT.test(entry.name) ? [join(path, entry.name)] : [];
  });
}

/** The repository file a citation in `citingFile` means, or null when there is none. */
function resolveCitation(citingFile: string, cited: string): string | null {
  const candidates = cited.startsWith('/')
    ? [resolve(root, `.${cited}`)]
    : [resolve(root, cited), resolve(root, dirname(citingFile), cited)];
  for (const candidate of candidates) {
    const inside = relative(root, candidate);
    if (inside.startsWith('..') || inside.startsWith(sep)) continue;
    if (existsSync(candidate) && statSync(candidate).isFile()) return inside;
  }
  return null;
}

const headingsCache = new Map<string, Set<string>>();
function headingsOf(mdFile: string): Set<string> {
  let headings = headingsCache.get(mdFile);
  if (!headings) {
    const text = readFileSync(join(root, mdFile), 'utf8');
    headings = new Set(
      text
        .split('\n')
        .map((line) => /^#{1,6}\s+(.*?)\s*$/.exec(line)?.[1])
        .filter((heading): heading is string => heading !== undefined),
    );
    headingsCache.set(mdFile, headings);
  }
  return headings;
}

/** `Jobs` names the heading `Jobs (recurring), area sms`: a heading is cited by its whole text or its start. */
function hasHeading(mdFile: string, cited: string): boolean {
  for (const heading of headingsOf(mdFile)) {
    if (heading === cited || (heading.startsWith(cited) && /^[\s,(:]/.test(heading.slice(cited.length))))
      return true;
  }
  return false;
}

/** What follows a citation, with comment markers and line breaks folded into spaces. */
function followingText(text: string, from: number): string {
  return text.slice(from, from + 300).replace(/\s*\n\s*(?:\*(?!\/)|\/\/)?\s*/g, ' ');
}

/** Every broken citation of one file's text, as `file:line: reason`. */
function citationProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  for (const match of text.matchAll(CITATION)) {
    const cited = match[1] ?? '';
    const at = `${file}:${lineOf(match.index)}`;
    const target = resolveCitation(file, cited);
    if (!target) {
      problems.push(`${at}: cites ${cited}, which is not a file of the repository`);
      continue;
    }
    const heading = CITED_HEADING.exec(followingText(text, match.index + match[0].length))?.[1];
    if (heading && !hasHeading(target, heading)) {
      problems.push(`${at}: cites the heading "${heading}" of ${target}, which has no such heading`);
    }
  }
  // The layers' own `shared/` folders are fine; a `../shared` that leads out of the repository is not.
  for (const match of text.matchAll(SIBLING_PATH)) {
    const inside = relative(root, resolve(root, dirname(file), match[0]));
    if (inside.startsWith('..') || !existsSync(join(root, inside))) {
      problems.push(
        `${file}:${lineOf(match.index)}: mentions ${SIBLING_FOLDER}, which is outside the repository`,
      );
    }
  }
  return problems;
}

describe('citations of .md files', () => {
  it('name files of the repository, and headings those files have', () => {
    const files = SCANNED.flatMap(filesUnder).filter((file) => file !== THIS_FILE);
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => citationProblems(file, readFileSync(join(root, file), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('finds a missing file, a missing heading and the sibling folder, each with its line', () => {
    const missing = ['SPEC', 'md'].join('.');
    const text = [
      `/** The rule (${missing} section 5). */`,
      '/** Fine: docs/domain.md, "Interest"; README.md#demo; decisions.md from docs/. */',
      '/** docs/domain.md, "No such',
      ' * heading"; docs/nothing.md#x; https://example.com/a/README.md is a web address. */',
      `// ${SIBLING_FOLDER}/notes.txt`,
    ].join('\n');
    expect(citationProblems('docs/example.ts', text)).toEqual([
      `docs/example.ts:1: cites ${missing}, which is not a file of the repository`,
      'docs/example.ts:3: cites the heading "No such heading" of docs/domain.md, which has no such heading',
      'docs/example.ts:4: cites docs/nothing.md, which is not a file of the repository',
      `docs/example.ts:5: mentions ${SIBLING_FOLDER}, which is outside the repository`,
    ]);
  });
});
