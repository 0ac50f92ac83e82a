/** The demo account's polls (issue 11): an open one counted by land share with votes, and an ended one. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO } from '../../../server/demoCredentials';
import { seedDemoWhenEmpty } from '../../../server/seed';
import { login } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller } from '../helpers/propertyFixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
  expect(await seedDemoWhenEmpty(ctx.db)).toBe(true);
}, 60_000);
afterAll(() => ctx?.close());

it('has an open poll with votes by land share and an ended one', async () => {
  const demo = await login(ctx, DEMO.phone, DEMO.password);
  const call = caller(ctx);
  const list = (await call(demo, 'GET', '/surveys?page=1')).json().Records as {
    id: number;
    title: string;
    open: boolean;
    votes: number;
  }[];
  const roof = list.find((s) => s.title === 'Çatı onarımı')!;
  const elevator = list.find((s) => s.title === 'Asansör bakım firması')!;
  expect(roof).toMatchObject({ open: true });
  expect(elevator).toMatchObject({ open: false });
  const detail = (await call(demo, 'GET', `/survey/${roof.id}`)).json().data;
  expect(detail.total_votes).toBeGreaterThan(10);
  expect(detail.voters.some((v: { vote: number | null }) => v.vote === null)).toBe(true);
  const sum = (key: 'head_percent' | 'land_percent') =>
    Math.round(detail.results.reduce((s: number, r: Record<string, number>) => s + r[key]!, 0) * 100);
  expect(sum('head_percent')).toBe(10_000);
  expect(sum('land_percent')).toBe(10_000);
});
