import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../api/helpers/harness';
import { formBody } from '../api/helpers/multipartBody';
import { contractCalls } from './calls';
import type { ContractRow, Request, Shape } from './row';
import { buildScene, type Scene } from './scene';

let ctx: TestContext;
let scene: Scene;

beforeAll(async () => {
  ctx = await startTestApp();
  scene = await buildScene(ctx);
}, 120_000);

afterAll(async () => {
  await ctx?.close();
});

/** The values of a part, refusing one the scene did not make (a typo in an id's name). */
function defined<T>(part: Record<string, T | undefined> = {}): [string, T][] {
  return Object.entries(part).map(([name, value]) => {
    if (value === undefined) throw new Error(`${name} is not in the scene`);
    return [name, value];
  });
}

function urlOf(row: ContractRow, request: Request): string {
  const params = Object.fromEntries(defined(request.params));
  const path = row.path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  const query = new URLSearchParams(defined(request.query).map(([k, v]) => [k, String(v)]));
  return `/api${path}${query.size > 0 ? `?${query}` : ''}`;
}

async function send(row: ContractRow, request: Request): Promise<LightMyRequestResponse> {
  const who = request.headers === undefined ? scene.owner.headers : (request.headers ?? {});
  const form = request.form && formBody(Object.fromEntries(defined(request.form.fields)), request.form.file);
  return ctx.app.inject({
    method: row.method,
    url: urlOf(row, request),
    headers: { ...who, ...form?.headers },
    ...(form ? { payload: form.payload } : request.body && { payload: request.body }),
  });
}

/** The answer in the specification's shape: messages in `description`, lists in `Records`, one record in `data`. */
function expectShape(shape: Shape, answer: LightMyRequestResponse) {
  expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(200);
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  if (shape === 'file') {
    expect(answer.rawPayload.length).toBeGreaterThan(0);
    return;
  }
  const body = answer.json();
  if (shape === 'session') expect(typeof body.token, answer.body).toBe('string');
  if (shape === 'list') expect(Array.isArray(body.Records), answer.body).toBe(true);
  else expect(typeof body.description, answer.body).toBe('string');
  if (shape === 'record') expect(body.data, answer.body).toBeDefined();
}

describe(`SPEC §7: ${contractCalls.length} calls`, () => {
  for (const row of contractCalls) {
    const name = `${row.method} ${row.path}`;
    if (row.todo) {
      it.todo(`${name}: ${row.todo}`);
      continue;
    }
    it(
      name,
      async () => {
        const answer = await send(row, await row.request(scene));
        expectShape(row.shape, answer);
        await row.check?.(scene, row.shape === 'file' ? {} : answer.json());
        if (row.also) expectShape(row.also.shape, await send(row, await row.also.request(scene)));
      },
      row.timeout,
    );
  }
});
