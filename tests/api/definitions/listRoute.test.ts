/**
 * The lists served by listRoute (server/plugins/listRoutes.ts) answer as they did when each handler spelled it out:
 * page 1 of 10 by default, the search key trimmed (blank is no search), and without `?page` on the lookups every
 * row on one page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, moneyFixtures, property } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Liste Sitesi' });
  call = caller(ctx);
  const make = property(ctx, owner);
  for (let n = 1; n <= 12; n++) await make.group({ name: `Liste Grup ${String(n).padStart(2, '0')}` });
  const money = moneyFixtures(ctx, owner);
  await money.cashAccount();
  await money.cashAccount();
});
afterAll(() => ctx?.close());

async function list(url: string) {
  const answer = await call(owner, 'GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as {
    Records: { id: number; name: string }[];
    TotalRecords: number;
    Page: number;
    PerPage: number;
  };
}

describe('listRoute', () => {
  it('pages 1 of 10 by default and any page asked for', async () => {
    const first = await list('/groups');
    expect(Object.keys(first)).toEqual(['Records', 'TotalRecords', 'Page', 'PerPage']);
    expect(first).toMatchObject({ Page: 1, PerPage: 10 });
    expect(first.Records).toHaveLength(10);
    expect(first.TotalRecords).toBeGreaterThanOrEqual(12);
    const second = await list('/groups?page=2&per_page=5');
    expect(second).toMatchObject({ Page: 2, PerPage: 5, TotalRecords: first.TotalRecords });
    expect(second.Records.map((r) => r.id)).toEqual(first.Records.slice(5, 10).map((r) => r.id));
  });

  it('trims the key, and a blank key searches nothing', async () => {
    const found = await list(`/groups?key=${encodeURIComponent('  Liste Grup 07  ')}`);
    expect(found.Records.map((r) => r.name)).toEqual(['Liste Grup 07']);
    expect(found.TotalRecords).toBe(1);
    const blank = await list(`/groups?key=${encodeURIComponent('   ')}`);
    expect(blank.TotalRecords).toBe((await list('/groups')).TotalRecords);
  });

  it('answers every row on one page on a lookup without ?page, one page with it', async () => {
    const whole = await list('/accounts');
    expect(whole.Records.length).toBeGreaterThanOrEqual(2);
    expect(whole).toMatchObject({
      TotalRecords: whole.Records.length,
      Page: 1,
      PerPage: whole.Records.length,
    });
    const paged = await list('/accounts?page=1&per_page=1');
    expect(paged).toMatchObject({ TotalRecords: whole.Records.length, Page: 1, PerPage: 1 });
    expect(paged.Records).toHaveLength(1);
  });
});
