import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, apartments } from '../../server/db/schema';
import { createSubUser, registerAccount, type SignedIn } from './fixtures';
import { startTestApp, type TestContext } from './harness';

/** GET /dashboard: the account's own totals (SPEC.md section 7, Reports). */
let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Manolya Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Menekşe Sitesi' });
});
afterAll(() => ctx?.close());

const get = (who: SignedIn | null, url: string) =>
  ctx.app.inject({ method: 'GET', url, ...(who && { headers: who.headers }) });

describe('dashboard', () => {
  it('counts the account’s own buildings, apartments and sub-users', async () => {
    const fresh = await registerAccount(ctx, { assocName: 'Sayım Sitesi' });
    for (const name of ['A Blok', 'B Blok']) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/building',
        headers: fresh.headers,
        payload: { name, apartment_limit: 2 },
      });
    }
    const [building] = (await get(fresh, '/api/building?page=1')).json().Records;
    await ctx.db.insert(apartments).values([
      { accountId: fresh.user.account_id, buildingId: building.id, identifier: '1' },
      { accountId: fresh.user.account_id, buildingId: building.id, identifier: '2' },
      { accountId: fresh.user.account_id, buildingId: building.id, identifier: '3' },
    ]);
    await createSubUser(ctx, fresh);
    await ctx.db.update(accounts).set({ smsCredits: 250 }).where(eq(accounts.id, fresh.user.account_id));

    const response = await get(fresh, '/api/dashboard?start_date=01.01.2000&end_date=31.12.2030');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      description: '',
      data: {
        building_count: 2,
        apartment_count: 3,
        sub_user_count: 1,
        sms_credits: 250,
        licence_days_left: 30,
      },
    });
    const otherAccount = await get(other, '/api/dashboard');
    expect(otherAccount.json().data).toMatchObject({
      building_count: 0,
      apartment_count: 0,
      sub_user_count: 0,
    });
  });

  it('refuses dates that are not DD.MM.YYYY or a range that ends before it starts', async () => {
    const iso = await get(owner, '/api/dashboard?start_date=2024-01-01');
    expect(iso.statusCode).toBe(400);
    expect(iso.json().errors.start_date).toBe('Tarihi GG.AA.YYYY biçiminde giriniz.');
    const impossible = await get(owner, '/api/dashboard?end_date=31.02.2024');
    expect(impossible.json().errors.end_date).toBe('Tarihi GG.AA.YYYY biçiminde giriniz.');
    const backwards = await get(owner, '/api/dashboard?start_date=02.01.2024&end_date=01.01.2024');
    expect(backwards.json().errors.end_date).toBe('Bitiş tarihi başlangıç tarihinden önce olamaz.');
  });
});
