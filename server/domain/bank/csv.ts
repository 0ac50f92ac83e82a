/**
 * CSV statements: the text's encoding (UTF-8 with or without BOM, else windows-1254, the Turkish code page banks
 * still export), the separator (`;`, `,` or tab, from the header line) and RFC 4180 quoting with `""`.
 */
import { HEADER_WORDS, normalizeHeader } from './headers';
import { drain, STEP_ITEMS, type Steps } from './steps';

/** UTF-8 when the bytes are valid UTF-8, windows-1254 otherwise. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1254').decode(bytes);
  }
}

const SEPARATORS = ['\t', ';', ','] as const;

/** The separator the header line uses most (the first line with header words, else the first non-empty line). */
export function detectSeparator(text: string): string {
  const lines = text.split(/\r?\n/, 30).filter((line) => line.trim() !== '');
  const header =
    lines.find((line) => HEADER_WORDS.some((word) => normalizeHeader(line).includes(word))) ?? lines[0] ?? '';
  const unquoted = header.replace(/"[^"]*"/g, '');
  let best: string = ';';
  let bestCount = 0;
  for (const separator of SEPARATORS) {
    const count = unquoted.split(separator).length - 1;
    if (count > bestCount) {
      best = separator;
      bestCount = count;
    }
  }
  return best;
}

/** The rows of a CSV text, each a list of trimmed fields; a quoted field may hold the separator, `""` and line breaks. */
export function parseCsv(text: string, separator = detectSeparator(text)): string[][] {
  return drain(csvRowSteps(text, separator));
}

/**
 * parseCsv in steps of rows. A field is cut out of the text in slices (between separators, inside quotes) rather
 * than built a character at a time: a 10,000-line statement leaves far less garbage to collect.
 */
export function* csvRowSteps(text: string, separator = detectSeparator(text)): Steps<string[][]> {
  const rows: string[][] = [];
  let row: string[] = [];
  /** The field's text before `from`, and where its text not taken yet starts. */
  let field = '';
  let from = 0;
  let quoted = false;
  /** Whether the field is empty or spaces so far: a quote there opens a quoted field. */
  let blank = true;
  const endField = (at: number) => {
    row.push((field + text.slice(from, at)).trim());
    field = '';
    from = at + 1;
    blank = true;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch !== '"') continue;
      field += text.slice(from, i);
      if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else {
        quoted = false;
        blank = field.trim() === '';
      }
      from = i + 1;
    } else if (ch === '"' && blank) {
      quoted = true;
      field = '';
      from = i + 1;
    } else if (ch === separator) endField(i);
    else if (ch === '\n' || ch === '\r') {
      endField(i);
      if (ch === '\r' && text[i + 1] === '\n') from = ++i + 1;
      rows.push(row);
      row = [];
      if (rows.length % STEP_ITEMS === 0) yield;
    } else if (blank && !SPACE.test(ch)) blank = false;
  }
  field += text.slice(from);
  if (field !== '' || row.length > 0) {
    row.push(field.trim());
    rows.push(row);
  }
  return rows;
}

/** The characters String.prototype.trim takes off. */
const SPACE = /\s/;

/** The rows of CSV bytes: BOM dropped, encoding and separator detected. */
export function csvRows(bytes: Uint8Array): string[][] {
  return parseCsv(decodeText(bytes).replace(/^\uFEFF/, ''));
}
