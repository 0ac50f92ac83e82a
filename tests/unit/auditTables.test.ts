/**
 * Every table that gets audit rows has a Turkish and an English name in the one catalogue (common/auditTables.ts)
 * the system logs and the operators' log show (issue 26): no raw `announcements` or `resident_links` on screen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, isTable, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUDIT_TABLES, auditTableName } from '../../common/auditTables';
import * as schema from '../../server/db/schema';
import { en, tr } from '../../src/pages/system-logs/messages';

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
      expect(tr.app.system_logs.tables[name as keyof typeof AUDIT_TABLES]).toBe(names.tr);
      expect(en.app.system_logs.tables[name as keyof typeof AUDIT_TABLES]).toBe(names.en);
    }
    expect(auditTableName('resident_links', 'tr')).toBe('Kişisel sayfa bağlantıları');
    expect(auditTableName('announcements', 'en')).toBe('Announcements');
  });
});
