/**
 * The access sweep, part 4 (issue 21), generated from the OpenAPI document like part 3
 * (tests/api/shared/accessSweepInput.test.ts): a NUL character in every string of every operation's path, query and
 * JSON body answers 400 with the one Turkish text before any query, never a 500; every upload route
 * (multipart/form-data) answers a malformed body with a Turkish 400.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_REFUSED } from '../../../server/plugins/textInput';
import { createOperator } from '../../../server/services/platform/operators';
import { collectionScene } from '../helpers/collectionScene';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { formBody, PDF } from '../helpers/multipartBody';
import {
  callOperation,
  holdsString,
  type Ids,
  isTextParameter,
  label,
  newestIds,
  type Operation,
  operationsOf,
  sample,
  urlOf,
  withNul,
} from '../helpers/openapiSweep';
import { moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let operator: Record<string, string>;
let operations: Operation[];
let idsFor: (op: Operation) => Ids;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Kenar Sitesi' });
  const scene = await collectionScene(moneyFixtures(ctx, owner), 300);
  await scene.pay(50);
  operations = operationsOf(ctx.app);
  idsFor = await newestIds(ctx.pool, owner.user.account_id);
  await createOperator(ctx.db, { name: 'Kenar Masası', phone: '5557778866', password: 'operator-parola' });
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/login/user/admin',
    payload: { phone: '5557778866', password: 'operator-parola' },
  });
  operator = { authorization: `Bearer ${login.json().token}` };
});
afterAll(() => ctx?.close());

/** What is wrong with the answer to a refused input: anything but a 400 in the error shape with `text`. */
function notRefused(answer: LightMyRequestResponse, text?: string): string | null {
  const body = String(answer.headers['content-type']).includes('json') ? answer.json() : null;
  const description = typeof body?.description === 'string' ? body.description : '';
  if (answer.statusCode !== 400 || !description || (text !== undefined && description !== text)) {
    return `${answer.statusCode} ${answer.body.slice(0, 200)}`;
  }
  return null;
}

/** The NUL variants of one operation: one per text parameter of the path and query, one for the JSON body. */
function nulVariants(op: Operation): [string, () => Promise<LightMyRequestResponse>][] {
  const ids = idsFor(op);
  // Each operation is called by someone who may call it, so the refusal is the NUL's, not the access check's.
  const headers = op.access === 'operator' ? operator : owner.headers;
  const list: [string, () => Promise<LightMyRequestResponse>][] = [];
  for (const parameter of op.parameters.filter((p) => p.in === 'query' || p.in === 'path')) {
    if (!isTextParameter(parameter)) continue;
    const value = `${String(sample(parameter.schema, parameter.name, ids))}\u0000x`;
    list.push([
      `${parameter.in} ${parameter.name}`,
      () => callOperation(ctx.app, op, headers, { ids, query: { [parameter.name]: value } }),
    ]);
  }
  const body = op.body ? sample(op.body, '', ids) : undefined;
  if (holdsString(body)) {
    list.push(['body', () => callOperation(ctx.app, op, headers, { ids, body: withNul(body) })]);
  }
  return list;
}

const BOUNDARY = 'kenar-siniri';
/** Multipart bodies no browser sends: cut off before the closing boundary, a broken part header, no boundary. */
const MALFORMED: [string, string, string][] = [
  [
    'cut off',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4 kesik',
  ],
  [
    'a broken part header',
    `multipart/form-data; boundary=${BOUNDARY}`,
    `--${BOUNDARY}\r\nbozuk başlık\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
  ],
  ['no boundary', 'multipart/form-data', `--${BOUNDARY}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`],
];

describe('input at the edges on every operation', { timeout: 180_000 }, () => {
  it('a NUL character in any string of the path, query or body answers 400 with the Turkish text', async () => {
    const faults: string[] = [];
    const swept = new Set<string>();
    for (const op of operations) {
      for (const [where, send] of nulVariants(op)) {
        swept.add(label(op));
        const problem = notRefused(await send(), NUL_REFUSED);
        if (problem) faults.push(`${label(op)} (NUL in ${where}): ${problem}`);
      }
    }
    expect(faults).toEqual([]);
    expect(swept.size).toBeGreaterThan(150);
  });

  it('every upload route answers a malformed multipart body with a Turkish 400', async () => {
    const uploads = operations.filter((op) => op.multipart);
    expect(uploads.map(label).sort()).toEqual(
      expect.arrayContaining([
        'PUT /api/logo',
        'PUT /api/expense/{id}/invoice',
        'POST /api/document',
        'PUT /api/document/{id}',
        'POST /api/user/anno',
        'PUT /api/user/anno/{id}',
      ]),
    );
    const faults: string[] = [];
    for (const op of uploads) {
      for (const [what, contentType, payload] of MALFORMED) {
        const answer = await ctx.app.inject({
          method: op.method,
          url: urlOf(op, idsFor(op)),
          headers: { ...owner.headers, 'content-type': contentType },
          payload,
        });
        const problem = notRefused(answer);
        if (problem) faults.push(`${label(op)} (${what}): ${problem}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('a NUL character in a text field of an upload form answers 400 with the Turkish text', async () => {
    const form = formBody(
      { description: 'Bütçe\u0000x', date: '01.02.2026' },
      { field: 'file', name: 'butce.pdf', bytes: PDF, type: 'application/pdf' },
    );
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/document',
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(notRefused(answer, NUL_REFUSED)).toBeNull();
  });
});
