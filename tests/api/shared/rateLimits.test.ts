import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, operators, rateLimitCounters } from '../../../server/db/schema';
import { hashPassword } from '../../../server/services/shared/passwords';
import { newPhone, registerAccount, type SignedIn } from '../helpers/fixtures';
import { lastCode, outbox, startTestApp, type TestContext } from '../helpers/harness';

let ctx: TestContext;
let account: SignedIn;

beforeAll(async () => {
  ctx = await startTestApp({ rateLimits: true });
  account = await registerAccount(ctx, { password: 'dogru-parola' });
});
afterAll(() => ctx?.close());

const TOO_MANY = 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyiniz.';

const loginFrom = (remoteAddress: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    payload: { phone: account.phone, password },
  });
/** A sign-in from an address of its own each time, so only the per-phone limit can refuse it. */
let address = 0;
const signInAnywhere = (phone: string, password: string, url = '/api/login') => {
  address += 1;
  return ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: `203.0.113.${address}`,
    payload: { phone, password },
  });
};
async function failTenTimes(phone: string, url?: string) {
  for (let i = 1; i <= 10; i++) {
    const response = await signInAnywhere(phone, 'yanlis-parola', url);
    expect(response.statusCode, `failure ${i}: ${response.body}`).toBe(401);
  }
}
const PHONE_LOCKED =
  /^Bu telefon numarasıyla çok fazla hatalı giriş denemesi yapıldı\. Lütfen (\d+) dakika sonra tekrar deneyiniz( ya da şifrenizi yenileyiniz)?\.$/;

/** Moves the sign-in counters of a phone back in time, as if its window had started `ms` ago. */
async function backdateSignIns(phone: string, ms: number) {
  await ctx.db
    .update(rateLimitCounters)
    .set({ windowStart: sql`${rateLimitCounters.windowStart} - ${ms} * interval '1 millisecond'` })
    .where(like(rateLimitCounters.key, `%${phone}`));
}

const sendCode = (phone: string, remoteAddress = '10.0.0.1') =>
  ctx.app.inject({ method: 'GET', url: `/api/register/send/code?phone=${phone}`, remoteAddress });

/** Moves every code of a phone back in time, as if it had been sent `ms` ago. */
async function backdate(phone: string, ms: number) {
  const at = new Date(Date.now() - ms);
  await ctx.db
    .update(oneTimeCodes)
    .set({ createdAt: at, expiresAt: new Date(at.getTime() + 3 * 60 * 1000) })
    .where(eq(oneTimeCodes.phone, phone));
}

describe('rate limits', () => {
  it('refuses the 11th login within a minute from one address, even with the right password', async () => {
    const ip = '192.0.2.10';
    for (let i = 1; i <= 10; i++) {
      const response = await loginFrom(ip, i % 2 ? 'yanlis-parola' : 'dogru-parola');
      expect(response.statusCode, `login ${i}: ${response.body}`).toBe(i % 2 ? 401 : 200);
    }
    const eleventh = await loginFrom(ip, 'dogru-parola');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ description: TOO_MANY });
    expect(eleventh.json().token).toBeUndefined();
    // Another address is not affected.
    const elsewhere = await loginFrom('192.0.2.11', 'dogru-parola');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('refuses a phone for 15 minutes after 10 failed sign-ins from any addresses, even with the right password', async () => {
    const owner = await registerAccount(ctx, { password: 'dogru-parola' });
    await failTenTimes(owner.phone);
    const locked = await signInAnywhere(owner.phone, 'dogru-parola');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().token).toBeUndefined();
    const [, minutes, renew] = PHONE_LOCKED.exec(locked.json().description) ?? [];
    expect(Number(minutes), locked.body).toBeGreaterThanOrEqual(14);
    expect(Number(minutes)).toBeLessThanOrEqual(15);
    expect(renew).toBe(' ya da şifrenizi yenileyiniz');
    // Another phone is not affected.
    expect((await signInAnywhere(account.phone, 'dogru-parola')).statusCode).toBe(200);
    // The lock is a window, not for good: a quarter of an hour later the owner signs in.
    await backdateSignIns(owner.phone, 14 * 60 * 1000);
    expect((await signInAnywhere(owner.phone, 'dogru-parola')).statusCode).toBe(429);
    await backdateSignIns(owner.phone, 60 * 1000);
    const later = await signInAnywhere(owner.phone, 'dogru-parola');
    expect(later.statusCode, later.body).toBe(200);
  });

  it('counts an unknown phone the same way, so the refusal does not tell registered phones', async () => {
    const stranger = newPhone();
    await failTenTimes(stranger);
    const locked = await signInAnywhere(stranger, 'dogru-parola');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().description).toMatch(PHONE_LOCKED);
  });

  it('forgets the failures of a phone after a right password and after a password renewal', async () => {
    const owner = await registerAccount(ctx, { password: 'dogru-parola' });
    for (let i = 1; i <= 9; i++) await signInAnywhere(owner.phone, 'yanlis-parola');
    expect((await signInAnywhere(owner.phone, 'dogru-parola')).statusCode).toBe(200);
    // Counted again from zero: ten more failures before the lock.
    await failTenTimes(owner.phone);
    expect((await signInAnywhere(owner.phone, 'dogru-parola')).statusCode).toBe(429);

    const lost = await ctx.app.inject({
      method: 'POST',
      url: '/api/lost/password',
      payload: { phone: owner.phone },
    });
    expect(lost.statusCode, lost.body).toBe(200);
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/renew/password',
      payload: { phone: owner.phone, code: lastCode(ctx, owner.phone), new_password: 'yeni-parola-1' },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const signedIn = await signInAnywhere(owner.phone, 'yeni-parola-1');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it("limits the operator's failed sign-ins per phone too", async () => {
    const phone = newPhone();
    await ctx.db
      .insert(operators)
      .values({ name: 'Destek', phone, passwordHash: await hashPassword('operator-parola') });
    await failTenTimes(phone, '/api/login/user/admin');
    const locked = await signInAnywhere(phone, 'operator-parola', '/api/login/user/admin');
    expect(locked.statusCode).toBe(429);
    const [, minutes, renew] = PHONE_LOCKED.exec(locked.json().description) ?? [];
    expect(Number(minutes), locked.body).toBeGreaterThanOrEqual(14);
    expect(renew).toBeUndefined();
  });

  it('sends one code a minute to a phone', async () => {
    const phone = newPhone();
    const first = await sendCode(phone);
    expect(first.statusCode, first.body).toBe(200);
    const code = lastCode(ctx, phone);
    // From another address too: the limit is per phone.
    const second = await sendCode(phone, '10.0.0.2');
    expect(second.statusCode).toBe(429);
    expect(second.json().description).toMatch(/^Yeni kod için lütfen \d+ saniye bekleyiniz\.$/);
    const seconds = Number(/(\d+) saniye/.exec(second.json().description)![1]);
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(outbox(ctx).filter((m) => m.to === phone)).toHaveLength(1);
    // The refused request did not replace the code already sent.
    const check = await ctx.app.inject({
      method: 'GET',
      url: `/api/register/control/code?phone=${phone}&code=${code}`,
    });
    expect(check.statusCode, check.body).toBe(200);

    await backdate(phone, 61 * 1000);
    const later = await sendCode(phone);
    expect(later.statusCode, later.body).toBe(200);
    expect(outbox(ctx).filter((m) => m.to === phone)).toHaveLength(2);
  });

  it('sends at most five codes an hour to a phone', async () => {
    const phone = newPhone();
    for (let i = 1; i <= 5; i++) {
      const response = await sendCode(phone, `10.0.1.${i}`);
      expect(response.statusCode, `code ${i}: ${response.body}`).toBe(200);
      await backdate(phone, 2 * 60 * 1000);
    }
    const sixth = await sendCode(phone, '10.0.1.6');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().description).toBe(
      'Bu numaraya çok fazla kod gönderildi. Lütfen bir saat sonra tekrar deneyiniz.',
    );
    expect(outbox(ctx).filter((m) => m.to === phone)).toHaveLength(5);
    // The password-recovery codes of a registered phone are limited the same way.
    const lost = () =>
      ctx.app.inject({ method: 'POST', url: '/api/lost/password', payload: { phone: account.phone } });
    expect((await lost()).statusCode).toBe(200);
    const again = await lost();
    expect(again.statusCode).toBe(429);
    expect(again.json().description).toMatch(/saniye bekleyiniz/);

    // An hour later the phone may receive codes again.
    await backdate(phone, 61 * 60 * 1000);
    const nextHour = await sendCode(phone, '10.0.1.7');
    expect(nextHour.statusCode, nextHour.body).toBe(200);
  });

  it('limits how many codes one address may request', async () => {
    const ip = '198.51.100.7';
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await sendCode(newPhone(), ip)).statusCode);
    expect(answers.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(answers[20]).toBe(429);
    const refused = await sendCode(newPhone(), ip);
    expect(refused.json()).toEqual({ description: TOO_MANY });
  });
});
