import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './harness';

/**
 * Where the schema stands for distributing it with Citus by account_id (docs/scaling.md): which tables carry
 * account_id (tenant tables) and which do not. A new table must be placed in one of the lists below, so the gap
 * stays visible; foreign keys are not rewritten here.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

/**
 * Not an account's rows: the accounts themselves (distributed by their id), the platform's operators and SMS
 * packages, and the rate-limit counters (per address, before any sign-in).
 */
const GLOBAL = ['accounts', 'operators', 'packages', 'rate_limit_counters'];

/** An account's rows reached only through a parent (a user): they need account_id before Citus. */
const GAP = ['tutorials'];

/**
 * Foreign keys between tenant tables whose columns do not include account_id (today: every one of them, as the
 * keys point at `id`). Citus needs (account_id, x_id) → (account_id, id); this number may only go down.
 */
const FOREIGN_KEYS_WITHOUT_ACCOUNT = 73;

async function tables() {
  const { rows } = await ctx.db.execute<{ name: string; tenant: boolean }>(sql`
    SELECT c.relname::text AS name,
      EXISTS (SELECT 1 FROM pg_attribute a
               WHERE a.attrelid = c.oid AND a.attname = 'account_id' AND NOT a.attisdropped) AS tenant
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`);
  return rows;
}

describe('the schema for Citus by account_id', () => {
  it('lists every table without account_id as global or as a gap to close', async () => {
    const all = await tables();
    const without = all.filter((table) => !table.tenant).map((table) => table.name);
    expect(without).toEqual([...GLOBAL, ...GAP].sort());
    expect(all.filter((table) => table.tenant).length).toBeGreaterThan(30);
  });

  it('counts the foreign keys between tenant tables that do not include account_id (the gap, not growing)', async () => {
    const { rows } = await ctx.db.execute<{ fk: string }>(sql`
      SELECT k.conname::text AS fk
      FROM pg_constraint k
      JOIN pg_namespace n ON n.oid = k.connamespace
      WHERE k.contype = 'f' AND n.nspname = 'public'
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = k.conrelid AND a.attname = 'account_id')
        AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = k.confrelid AND a.attname = 'account_id')
        AND NOT EXISTS (SELECT 1 FROM pg_attribute a
                         WHERE a.attrelid = k.conrelid AND a.attname = 'account_id' AND a.attnum = ANY (k.conkey))
      ORDER BY 1`);
    expect(rows.length).toBeLessThanOrEqual(FOREIGN_KEYS_WITHOUT_ACCOUNT);
    expect(rows.length).toBeGreaterThan(0);
  });
});
