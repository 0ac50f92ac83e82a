import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startSecondInstance, startTestApp, type TestContext, type TestInstance } from '../helpers/harness';

// Two instances of the app on one database, as behind a load balancer: the limits count requests on both.
let ctx: TestContext;
let second: TestInstance;
let account: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp({ rateLimits: true });
  second = await startSecondInstance(ctx);
  account = await registerAccount(ctx, { password: 'dogru-parola' });
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

const instances = () => [ctx.app, second.app];

describe('rate limits across instances', () => {
  it('refuses the 11th login of a minute from one address, wherever the requests land', async () => {
    const ip = '192.0.2.50';
    const login = (i: number) =>
      instances()[i % 2]!.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        payload: { phone: account.phone, password: 'dogru-parola' },
      });
    for (let i = 0; i < 10; i++) {
      const response = await login(i);
      expect(response.statusCode, `login ${i + 1}: ${response.body}`).toBe(200);
    }
    // Each instance saw only five requests; the eleventh is refused on both.
    for (const i of [0, 1]) {
      const refused = await login(i);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().token).toBeUndefined();
    }
  });

  it('counts the failed sign-ins of one phone on both instances, from any addresses', async () => {
    const owner = await registerAccount(ctx, { password: 'dogru-parola' });
    const signIn = (i: number, password: string) =>
      instances()[i % 2]!.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: `203.0.113.${100 + i}`,
        payload: { phone: owner.phone, password },
      });
    // Fourteen at once, half on each instance: exactly ten are checked, none slips past the count.
    const statuses = (
      await Promise.all(Array.from({ length: 14 }, (_, i) => signIn(i, 'yanlis-parola')))
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    // The phone is refused on both instances, even with the right password.
    for (const i of [14, 15]) {
      const refused = await signIn(i, 'dogru-parola');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().description).toMatch(/^Bu telefon numarasıyla çok fazla hatalı giriş denemesi/);
    }
  });

  it('counts concurrent requests on both instances once each', async () => {
    const ip = '198.51.100.60';
    const sends = Array.from({ length: 24 }, (_, i) =>
      instances()[i % 2]!.inject({
        method: 'GET',
        url: `/api/register/send/code?phone=${newPhone()}`,
        remoteAddress: ip,
      }),
    );
    const statuses = (await Promise.all(sends)).map((response) => response.statusCode);
    // The address may request 20 codes an hour in all.
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it('keeps the one-code-a-minute limit of a phone on the other instance', async () => {
    const phone = newPhone();
    const send = (app: TestContext['app']) =>
      app.inject({ method: 'GET', url: `/api/register/send/code?phone=${phone}`, remoteAddress: '10.9.0.1' });
    expect((await send(ctx.app)).statusCode).toBe(200);
    const other = await send(second.app);
    expect(other.statusCode).toBe(429);
    expect(other.json().description).toMatch(/saniye bekleyiniz/);
  });
});
