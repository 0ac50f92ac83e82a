/**
 * Every table that gets audit rows has a Turkish and an English name in the one catalogue (common/auditTables.ts)
 * the system logs and the operators' log show (issue 26): no raw `announcements` or `resident_links` on screen.
 * Every field those rows store has a label in both languages, and the words of enumerated fields are translated,
 * so no raw `paidAt` or `pending` either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns, getTableName, is, isTable, type Table } from 'drizzle-orm';
import { PgBigInt64 } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { AUDIT_TABLES, auditTableName } from '../../common/auditTables';
import * as schema from '../../server/db/schema';
import { auditChanges, MASKED } from '../../server/domain/auditChanges';
import { STAFF_ROLES } from '../../server/services/staff/staff';
import { AUDIT_FIELDS } from '../../src/pages/system-logs/auditFields';
import { en, tr } from '../../src/pages/system-logs/auditNames';
import { auditValue, MONEY_FIELDS, WORD_FIELDS } from '../../src/pages/system-logs/auditValue';
import { en as multiDebts } from '../../src/resources/multi-debts/messages';

const serverFolder = fileURLToPath(new URL('../../server', import.meta.url));
const sources = (readdirSync(serverFolder, { recursive: true }) as string[])
  .filter((path) => path.endsWith('.ts'))
  .map((path) => readFileSync(join(serverFolder, path), 'utf8'));
const found = (pattern: RegExp) =>
  new Set(sources.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]!)));

/** The database name of a table the server names by its schema export (`plainRepository('nonMembers')`). */
const tableOf = (exportName: string) => {
  const table = (schema as Record<string, unknown>)[exportName];
  expect(isTable(table), exportName).toBe(true);
  return getTableName(table as Table);
};

/** Every table name the server writes audit rows under. */
const audited = new Set([
  // `{ table: 'x', action … }`, a repository's `auditTable: 'x'`, the bulk helpers' first argument, named constants.
  ...found(/\b(?:auditTable|table):\s*'([a-z_]+)'/g),
  ...found(/\b(?:inserted|insertedRows)\(\s*'([a-z_]+)'/g),
  ...found(/_TABLE = '([a-z_]+)'/g),
  // Tables given as schema objects: plain repositories by export name, inserts audited in SQL by their table.
  ...[...found(/plainRepository\(\s*'(\w+)'/g)].map(tableOf),
  ...[...found(/recordInsertAudit\(\s*\w+,\s*\w+,\s*(\w+),/g)].map(tableOf),
]);

describe('the audited tables catalogue', () => {
  it('finds the audited tables in the server', () => {
    // The scan itself works: tables known to be audited are among what it found.
    for (const name of ['announcements', 'resident_links', 'budgets', 'expenses', 'non_members', 'debts']) {
      expect(audited, name).toContain(name);
    }
  });

  it.each([...audited].sort())('%s has a Turkish and an English name', (name) => {
    expect(Object.keys(AUDIT_TABLES)).toContain(name);
    const names = AUDIT_TABLES[name as keyof typeof AUDIT_TABLES];
    expect(names.tr.trim()).not.toBe('');
    expect(names.en.trim()).not.toBe('');
    expect(names.tr).not.toBe(name);
  });

  it('every name is filled in both languages, and both catalogues of the system logs hold them', () => {
    for (const [name, names] of Object.entries(AUDIT_TABLES)) {
      expect(names.tr.trim(), name).not.toBe('');
      expect(names.en.trim(), name).not.toBe('');
      expect(tr.tables[name as keyof typeof AUDIT_TABLES]).toBe(names.tr);
      expect(en.tables[name as keyof typeof AUDIT_TABLES]).toBe(names.en);
    }
    expect(auditTableName('resident_links', 'tr')).toBe('Kişisel sayfa bağlantıları');
    expect(auditTableName('announcements', 'en')).toBe('Announcements');
  });
});

/** Every Drizzle table by its database name. */
const drizzleTables = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is Table => isTable(value))
    .map((table) => [getTableName(table), table]),
);
/** The columns of the audited tables (found in the server or named in the catalogue) that have a Drizzle table. */
const columns = [...new Set([...audited, ...Object.keys(AUDIT_TABLES)])]
  .filter((name) => drizzleTables.has(name))
  .sort()
  .flatMap((name) =>
    Object.entries(getTableColumns(drizzleTables.get(name)!)).map(([field, column]) => ({
      name,
      field,
      column,
    })),
  );
/** The log never shows it (auditChanges drops it: checked below). */
const UNSHOWN = new Set(['accountId']);

/**
 * The keys of the objects the server writes as an audit row's before or after by hand (`after: { used: what }`,
 * `const after = passwordHash ? { password: 'changed' } : …`), each with its literal text value if it has one.
 */
function handWritten(): Map<string, Set<string>> {
  const fields = new Map<string, Set<string>>();
  for (const text of sources.filter((source) => /recordAudit|AuditEntry/.test(source))) {
    for (const match of text.matchAll(/\b(?:before|after)\s*[:=]\s*/g)) {
      for (const literal of objectLiterals(text, match.index + match[0].length)) {
        for (const [field, word] of keysOf(literal)) {
          const words = fields.get(field) ?? new Set<string>();
          if (word !== null) words.add(word);
          fields.set(field, words);
        }
      }
    }
  }
  return fields;
}

/** The object literals of the expression starting at `start`, up to its end (a `,` `;` `)` or line end outside). */
function objectLiterals(text: string, start: number): string[] {
  const found: string[] = [];
  let braces = 0;
  let brackets = 0;
  let from = 0;
  for (let at = start; at < text.length; at++) {
    const char = text[at]!;
    if (braces === 0 && brackets === 0 && /[,;)}\]\n]/.test(char)) break;
    if (char === '(' || char === '[') brackets++;
    else if (char === ')' || char === ']') brackets--;
    else if (char === '{' && brackets === 0 && braces++ === 0) from = at + 1;
    else if (char === '}' && brackets === 0 && --braces === 0) found.push(text.slice(from, at));
  }
  return found;
}

/** An object literal's own keys (spreads left out), each with its value when that is a quoted word. */
function keysOf(literal: string): [string, string | null][] {
  let flat = literal;
  for (let before = ''; before !== flat; ) {
    before = flat;
    flat = flat.replace(/\([^()]*\)|\{[^{}]*\}|\[[^[\]]*\]/g, '');
  }
  return flat
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('...'))
    .map((part) => {
      const [, key = part, word = null] = /^(\w+)\s*(?::\s*(?:'([a-z_]+)'|[\s\S]*))?$/.exec(part) ?? [];
      return [key, word] as [string, string | null];
    })
    .filter(([key]) => /^\w+$/.test(key) && !UNSHOWN.has(key));
}

const handWrittenFields = handWritten();

const labelOf = (field: string) => ({
  en: (en.fields as Record<string, string>)[field],
  tr: (tr.fields as Record<string, string>)[field],
});
const wordsOf = (field: string, word: string | number) => ({
  en: (en.values as Record<string, Record<string, string>>)[field]?.[word],
  tr: (tr.values as Record<string, Record<string, string>>)[field]?.[word],
});

function expectLabel(field: string, where: string) {
  const label = labelOf(field);
  expect(label.tr?.trim(), `${where}: Turkish label of ${field}`).toBeTruthy();
  expect(label.en?.trim(), `${where}: English label of ${field}`).toBeTruthy();
  expect(label.tr, where).not.toBe(field);
  expect(label.en, where).not.toBe(field);
}

function expectWords(field: string, words: readonly (string | number)[], where: string) {
  expect(WORD_FIELDS, `${where}: ${field} is shown as words`).toContain(field);
  for (const word of words) {
    expect(wordsOf(field, word).tr?.trim(), `${where}: Turkish for ${field} ${word}`).toBeTruthy();
    expect(wordsOf(field, word).en?.trim(), `${where}: English for ${field} ${word}`).toBeTruthy();
  }
}

describe('the audited fields catalogue', () => {
  it('leaves out only what the log never shows', () => {
    const shown = auditChanges('debts', 'insert', null, { accountId: 5, amount: '100' }).map((c) => c.field);
    expect(shown).toEqual(['amount']);
    expect(Object.keys(AUDIT_FIELDS)).not.toContain('accountId');
    expect(columns.length).toBeGreaterThan(300);
  });

  it.each(
    columns.filter(({ field }) => !UNSHOWN.has(field)).map(({ name, field }) => [`${name}.${field}`, field]),
  )('%s has a Turkish and an English label', (where, field) => expectLabel(field, where));

  it('labels the fields the server writes by hand (not columns)', () => {
    const found = [...handWrittenFields.keys()];
    for (const field of [
      'sms_credits',
      'refunded_messages',
      'used',
      'revoked',
      'options',
      'user_id',
      'size',
    ]) {
      expect(found, field).toContain(field);
    }
    for (const field of handWrittenFields.keys()) expectLabel(field, 'hand-written');
    // A stored value that is not an object (a bulk change's list) is shown as one field.
    expect(auditChanges('survey_options', 'insert', null, ['Evet', 'Hayır'])[0]?.field).toBe('value');
    expectLabel('value', 'a list');
  });

  it('every enumerated column shows its words in both languages', () => {
    const enumerated = columns.filter(({ column }) => 'enumValues' in column && column.enumValues);
    expect(enumerated.map(({ name, field }) => `${name}.${field}`)).toContain('online_payments.status');
    for (const { name, field, column } of enumerated) {
      expectWords(field, (column as { enumValues: string[] }).enumValues, `${name}.${field}`);
    }
  });

  it('the words of text columns enumerated outside the schema, and of hand-written words, are translated', () => {
    expectWords('rule', Object.keys(multiDebts.app.multi_debts.rules), 'debt_batches.rule');
    expectWords('role', STAFF_ROLES, 'staff.role');
    expectWords('passive', [0, 1], 'announcements.passive');
    expectWords('jobType', [0], 'sms_jobs.jobType');
    for (const [field, words] of handWrittenFields) {
      const masked = auditChanges('users', 'update', null, { [field]: 'x' })[0]?.after === MASKED;
      if (words.size > 0 && !masked) expectWords(field, [...words], 'hand-written');
    }
    expect(handWrittenFields.get('sessions')).toContain('reset');
  });

  it('every catalogue of words is complete in both languages', () => {
    const turkish: Record<string, object> = tr.values;
    for (const [field, words] of Object.entries(en.values)) {
      expect(Object.keys(turkish[field] ?? {}).sort(), field).toEqual(Object.keys(words).sort());
    }
  });

  it('every bigint column is kuruş and shown in TL', () => {
    const bigints = columns.filter(({ column }) => is(column, PgBigInt64));
    expect(bigints.length).toBeGreaterThan(20);
    for (const { name, field } of bigints) expect(MONEY_FIELDS, `${name}.${field}`).toContain(field);
    const bigintFields = bigints.map((c) => c.field);
    for (const field of MONEY_FIELDS) expect(bigintFields, field).toContain(field);
    const words = { yes: 'Evet', no: 'Hayır' };
    expect(auditValue('fee', '249', words)).toBe('₺2,49');
    expect(auditValue('commissionRate', 249, words)).toBe('2,49');
  });
});
