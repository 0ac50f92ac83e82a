/**
 * The access sweep, part 3 (issue 13 C), generated from the OpenAPI document: the account's owner (every right)
 * sends every operation wrong types, oversized strings, huge numbers, bodies that are not objects and
 * `__proto__` / `constructor` keys. No answer may be a 5xx, every refusal has the one error shape with a
 * Turkish description and nothing leaks a stack trace or SQL; the prototype of plain objects stays clean.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionScene } from '../helpers/collectionScene';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import {
  callOperation,
  type Ids,
  isPublic,
  label,
  newestIds,
  type Operation,
  operationsOf,
  oversized,
  sample,
  wrongType,
} from '../helpers/openapiSweep';
import { moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let operations: Operation[];
let idsFor: (op: Operation) => Ids;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Girdi Sitesi' });
  const scene = await collectionScene(moneyFixtures(ctx, owner), 300);
  await scene.pay(50);
  operations = operationsOf(ctx.app);
  // Valid ids of the account's own records, so a call with one bad field reaches past the record lookups.
  idsFor = await newestIds(ctx.pool, owner.user.account_id);
});
afterAll(() => ctx?.close());

/** What is wrong with an answer: a 5xx, a refusal without the error shape, or a trace of the server's insides. */
function fault(answer: LightMyRequestResponse): string | null {
  if (answer.statusCode >= 500) return `${answer.statusCode} ${answer.body.slice(0, 200)}`;
  if (/\bat .+\.[jt]s:\d+|SELECT |INSERT |violates|syntax error/i.test(answer.body)) {
    return `server internals in ${answer.body.slice(0, 200)}`;
  }
  if (answer.statusCode >= 400) {
    const body = String(answer.headers['content-type']).includes('json') ? answer.json() : null;
    if (typeof body?.description !== 'string' || !body.description) {
      return `no error shape: ${answer.statusCode} ${answer.body.slice(0, 200)}`;
    }
  }
  return null;
}

/** The hostile variants of one operation: [what, call]. */
function variants(op: Operation): [string, () => Promise<LightMyRequestResponse>][] {
  const headers = owner.headers;
  const ids = idsFor(op);
  const list: [string, () => Promise<LightMyRequestResponse>][] = [];
  for (const parameter of op.parameters.filter((p) => p.in === 'query' || p.in === 'path')) {
    for (const value of ['sayı değil', '1e20', '-1', '9'.repeat(40), 'ş'.repeat(5000), '[object Object]']) {
      list.push([
        `${parameter.name}=${value.slice(0, 12)}`,
        () => callOperation(ctx.app, op, headers, { ids, query: { [parameter.name]: value } }),
      ]);
    }
  }
  if (op.path.includes('{')) {
    list.push([
      'a broken %-escape in the path',
      () => ctx.app.inject({ method: op.method, url: op.path.replace(/\{[^}]+\}/g, '%E0%A4%A'), headers }),
    ]);
  }
  list.push([
    '__proto__ in the query',
    () =>
      ctx.app.inject({
        method: op.method,
        url: `${op.path.replace(/\{[^}]+\}/g, '1')}?__proto__[polluted]=1&constructor[prototype][polluted]=1`,
        headers,
      }),
  ]);
  if (!op.body) return list;
  const valid = sample(op.body, '', ids);
  const bodies: [string, unknown][] = [
    ['wrong types', wrongType(op.body)],
    ['oversized strings', oversized(valid)],
    ['an array', [valid]],
    ['a string', '"metin"'],
    ['null', 'null'],
    [
      '__proto__ and constructor keys',
      `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(valid).slice(1)}`,
    ],
    ['not JSON', '{"a":'],
  ];
  for (const [what, body] of bodies) {
    list.push([what, () => callOperation(ctx.app, op, headers, { ids, body })]);
  }
  return list;
}

describe('bad input on every operation', { timeout: 180_000 }, () => {
  it('never answers 5xx, always in the error shape, and leaves the object prototype alone', async () => {
    const faults: string[] = [];
    let calls = 0;
    for (const op of operations.filter((o) => !isPublic(o))) {
      for (const [what, send] of variants(op)) {
        calls += 1;
        const problem = fault(await send());
        if (problem) faults.push(`${label(op)} (${what}): ${problem}`);
      }
    }
    expect(faults).toEqual([]);
    expect(calls).toBeGreaterThan(1000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The owner's session survived the sweep: its token still works.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me', headers: owner.headers })).statusCode).toBe(
      200,
    );
  });

  it('public operations take the same abuse without a 5xx', async () => {
    const faults: string[] = [];
    for (const op of operations.filter(isPublic)) {
      for (const [what, send] of variants(op)) {
        const problem = fault(await send());
        if (problem) faults.push(`${label(op)} (${what}): ${problem}`);
      }
    }
    expect(faults).toEqual([]);
  });
});
