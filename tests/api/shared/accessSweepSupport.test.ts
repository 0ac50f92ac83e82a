/**
 * The access sweep, part 4 (security issue 21, finding 3): a support session (the operator signed in as an
 * account's owner, services/platform/impersonation.ts) calls every operation of the OpenAPI document, and nothing of the
 * database, the SMS outbox or the account's files changes. Every operation that writes (`x-writes`) answers 403
 * with the read-only text; every one that reads is open to it.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_ONLY, READ_ONLY, routeWrites } from '../../../server/plugins/auth';
import { createOperator } from '../../../server/services/platform/operators';
import { collectionScene } from '../helpers/collectionScene';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { outbox, startTestApp, type TestContext } from '../helpers/harness';
import {
  callOperation,
  type Ids,
  isPublic,
  isResidentPage,
  label,
  newestIds,
  type Operation,
  operationsOf,
} from '../helpers/openapiSweep';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let support: { authorization: string };
let operations: Operation[];
let idsFor: (op: Operation) => Ids;
let flat: { building: number; apartment: number };

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Destek Sitesi' });
  // Records for the calls to reach: a flat with a resident, a debt, a collection and a debt group.
  const m = moneyFixtures(ctx, owner);
  const scene = await collectionScene(m, 200);
  await scene.pay(50);
  flat = { building: scene.flat.building.id as number, apartment: scene.flat.apartment.id as number };
  const group = await m.make.group({ type: 1 });
  await dataOf(
    caller(ctx)(owner, 'POST', '/debt/group', { apartment_id: scene.flat.apartment.id, group_id: group.id }),
  );
  idsFor = await newestIds(ctx.pool, owner.user.account_id);
  operations = operationsOf(ctx.app);

  await createOperator(ctx.db, { name: 'Destek Ekibi', phone: '5551230000', password: 'operator-parola' });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/login/user/admin',
    payload: { phone: '5551230000', password: 'operator-parola' },
  });
  const operator = { authorization: `Bearer ${login.json().token}` };
  const opened = await ctx.app.inject({
    method: 'POST',
    url: `/api/platform/accounts/${owner.user.account_id}/impersonate`,
    headers: operator,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  support = { authorization: `Bearer ${opened.json().token}` };
});
afterAll(() => ctx?.close());

/** Row count and a checksum of every row of every table of the database (audit log, SMS, codes included). */
async function databaseState(): Promise<Record<string, string>> {
  const { rows: tables } = await ctx.pool.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
      WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
      ORDER BY 1`,
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await ctx.pool.query<{ n: number; sum: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS sum
         FROM ${name} t`,
    );
    state[name] = `${rows[0]?.n} rows, ${rows[0]?.sum}`;
  }
  return state;
}

/** Every file under the data folder (uploads, logos, the SMS outbox) with its size. */
function filesState(dir = ctx.dataDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesState(path) : [`${path} ${statSync(path).size}`];
  });
}

describe('the support session is read-only (issue 21, finding 3)', { timeout: 300_000 }, () => {
  it('calls every operation: writes are refused in Turkish, reads pass, and no table or file changes', async () => {
    const tables = await databaseState();
    const files = filesState();
    const sent = outbox(ctx).length;
    const wrong: string[] = [];
    // Public and resident-page routes take no account token: a support session is no different from anyone there.
    for (const op of operations.filter((o) => !isPublic(o) && !isResidentPage(o))) {
      const answer = await callOperation(ctx.app, op, support, { ids: idsFor(op) });
      // Operator routes refuse any account token first, with their own text.
      const refusal = op.access === 'operator' ? OPERATOR_ONLY : READ_ONLY;
      const refused = answer.statusCode === 403 && answer.json().description === refusal;
      if ((op.writes || op.access === 'operator') !== refused || answer.statusCode >= 500) {
        wrong.push(`${label(op)} writes=${op.writes} → ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      }
    }
    expect.soft(wrong).toEqual([]);
    expect(outbox(ctx).length).toBe(sent);
    expect(filesState()).toEqual(files);
    expect(await databaseState()).toEqual(tables);
  });

  it('the writes the issue named: a resident created without ?page, and the three GETs that send codes', async () => {
    const calls = [
      { method: 'POST' as const, url: '/api/resident', payload: { name: 'Destek', surname: 'Sakin' } },
      { method: 'GET' as const, url: '/api/reset/request' },
      { method: 'GET' as const, url: `/api/building/delete/request?id=${flat.building}` },
      { method: 'GET' as const, url: `/api/apartment/delete/request?id=${flat.apartment}` },
    ];
    const sent = outbox(ctx).length;
    for (const call of calls) {
      const answer = await ctx.app.inject({ ...call, headers: support });
      expect(answer.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(answer.json().description).toBe(READ_ONLY);
    }
    // Fastify answers HEAD with the GET's handler: the same refusal, and no code sent.
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/reset/request', headers: support });
    expect(head.statusCode).toBe(403);
    expect(outbox(ctx).length).toBe(sent);
    const residents = await ctx.pool.query(`SELECT 1 FROM residents WHERE name = 'Destek'`);
    expect(residents.rows).toEqual([]);
    // The owner's own token still creates with the same call.
    const own = await ctx.app.inject({ ...calls[0]!, headers: owner.headers });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('the OpenAPI document marks each operation as a write or a read, whatever its method', () => {
    const writes = new Map(operations.map((op) => [label(op), op.writes]));
    expect(writes.get('POST /api/resident')).toBe(true);
    expect(writes.get('GET /api/reset/request')).toBe(true);
    expect(writes.get('GET /api/building/delete/request')).toBe(true);
    expect(writes.get('POST /api/resident/all')).toBe(false);
    expect(writes.get('POST /api/payment/report')).toBe(false);
    expect(writes.get('GET /api/building')).toBe(false);
  });

  it('a route that repeats the default or marks a writing action as a read stops the server at boot', () => {
    const list = { area: 'resident_and_apartments', action: 'list' } as const;
    const remove = { area: 'resident_and_apartments', action: 'delete' } as const;
    expect(routeWrites('POST', list, undefined)).toBe(true);
    expect(routeWrites('POST', list, false)).toBe(false);
    expect(routeWrites('GET', remove, undefined)).toBe(true);
    expect(routeWrites('GET', 'user', true)).toBe(true);
    expect(() => routeWrites('GET', remove, false)).toThrow();
    expect(() => routeWrites('POST', list, true)).toThrow();
    expect(() => routeWrites('GET', list, false)).toThrow();
  });
});
