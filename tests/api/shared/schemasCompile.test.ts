/**
 * Route schemas compile on first use (server/plugins/lazySchemas.ts), so a schema that Ajv or fast-json-stringify
 * refuses would no longer stop the start. This compiles every one of them: a refused schema fails here.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../helpers/harness';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

it('leaves the schemas for their first request at start, and every one of them compiles', async () => {
  await ctx.app.ready();
  // Hundreds of routes, each with a validator per request part and a serializer per answer.
  const compiled = ctx.app.compileSchemas();
  expect(compiled).toBeGreaterThan(1000);
  expect(ctx.app.compileSchemas()).toBe(0);
});
