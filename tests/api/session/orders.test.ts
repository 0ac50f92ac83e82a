import { and, eq, isNotNull } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDmy, isoToDmy, todayInIstanbul } from '../../../common/date';
import { MESSAGES } from '../../../common/messages';
import { accounts, auditLog, operators, orders } from '../../../server/db/schema';
import { addMonths } from '../../../server/domain/orders';
import { seedPackages } from '../../../server/seed/packages';
import { cancelOrder, confirmOrder, packagesService } from '../../../server/services/shared/orders';
import { hashPassword } from '../../../server/services/shared/passwords';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { caller, outbox, startTestApp, type TestContext } from '../helpers/harness';

/** Packages, orders and the licence (issue 12): the account's side, with the operator's decisions as services. */
let ctx: TestContext;
let operatorId: number;

interface Pkg {
  id: number;
  kind: 'licence' | 'sms';
  name: string;
  apartment_count: number | null;
  month: number | null;
  sms_credits: number | null;
  price: number;
}
interface Order {
  id: number;
  status: string;
  reference: string;
  amount: number;
  receipt_no: number | null;
  bank: { iban: string; bank_name: string; holder: string };
}

const call = caller(() => ctx);

async function offered(who: SignedIn): Promise<Pkg[]> {
  const response = await call(who, 'GET', '/packages');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function licenceOf(who: SignedIn) {
  return (await call(who, 'GET', '/licance')).json().data as {
    licence_end: string;
    apartment_limit: number;
    sms_credits: number;
    is_expired: boolean;
  };
}

async function orderLicence(who: SignedIn, pkg: Pkg): Promise<Order> {
  const response = await call(who, 'POST', '/order', {
    package_id: pkg.id,
    apartment_count: pkg.apartment_count,
    month: pkg.month,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const accountIdOf = (who: SignedIn) => who.user.account_id;

async function accountRow(who: SignedIn) {
  const [row] = await ctx.db
    .select()
    .from(accounts)
    .where(eq(accounts.id, accountIdOf(who)));
  return row!;
}

const register = (assocName: string) => registerAccount(ctx, { assocName });

beforeAll(async () => {
  ctx = await startTestApp();
  await seedPackages(ctx.db);
  const [operator] = await ctx.db
    .insert(operators)
    .values({ name: 'Destek', phone: '5559990001', passwordHash: await hashPassword('operator-parola') })
    .returning();
  operatorId = operator!.id;
});
afterAll(() => ctx?.close());

describe('packages and orders', () => {
  it('offers the licence and SMS packages with prices, and no retired one', async () => {
    const owner = await register('Paket Sitesi');
    const before = await offered(owner);
    expect(before.some((p) => p.kind === 'licence' && p.apartment_count === 50 && p.month === 12)).toBe(true);
    expect(before.some((p) => p.kind === 'sms' && p.sms_credits === 1000 && p.price === 400)).toBe(true);

    const retired = await packagesService.create(ctx.db, operatorId, {
      kind: 'sms',
      name: 'Eski paket',
      apartmentCount: null,
      months: null,
      smsCredits: 300,
      price: 15_000n,
    });
    expect((await offered(owner)).some((p) => p.name === 'Eski paket')).toBe(true);
    await packagesService.retire(ctx.db, operatorId, retired.id);
    expect((await offered(owner)).some((p) => p.name === 'Eski paket')).toBe(false);
    expect((await packagesService.list(ctx.db)).some((p) => p.name === 'Eski paket' && p.retiredAt)).toBe(
      true,
    );
    const refused = await call(owner, 'POST', '/package/sms', { id: retired.id });
    expect(refused.statusCode).toBe(409);
  });

  it('an order confirmed by the operator extends the licence from its end and sets the limit; the owner gets an SMS', async () => {
    const owner = await register('Onay Sitesi');
    const pkg = (await offered(owner)).find((p) => p.kind === 'licence' && p.apartment_count === 150)!;
    const trial = await accountRow(owner);

    const order = await orderLicence(owner, pkg);
    expect(order).toMatchObject({ status: 'awaiting_payment', amount: pkg.price, receipt_no: null });
    expect(order.reference).toMatch(/^SY\d+-[A-Z2-9]{6}$/);
    expect(order.bank).toEqual({
      iban: 'TR660006200000123456789012',
      bank_name: 'Demo Bankası',
      holder: expect.any(String),
    });
    // Nothing changes until the transfer is confirmed.
    expect((await licenceOf(owner)).apartment_limit).toBe(50);

    const confirmed = await confirmOrder(ctx.db, operatorId, order.id, ctx.app.sms);
    expect(confirmed.smsSent).toBe(true);
    const newEnd = addMonths(trial.licenceEnd, 12);
    const licence = await licenceOf(owner);
    expect(licence).toMatchObject({ licence_end: isoToDmy(newEnd), apartment_limit: 150, is_expired: false });

    const list = (await call(owner, 'GET', '/orders?page=1')).json();
    expect(list.Records[0]).toMatchObject({
      id: order.id,
      status: 'paid',
      receipt_no: 1,
      package_name: pkg.name,
    });
    expect(list.AdditionalData.iban).toBe('TR660006200000123456789012');

    const sms = outbox(ctx)
      .filter((m) => m.to === owner.phone)
      .at(-1)!;
    expect(sms.text).toContain(order.reference);
    expect(sms.text).toContain(`${isoToDmy(newEnd)} tarihine kadar uzatıldı`);

    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, accountIdOf(owner)), isNotNull(auditLog.operatorId)));
    expect(audits.map((a) => [a.tableName, a.operatorId])).toEqual(
      expect.arrayContaining([
        ['accounts', operatorId],
        ['orders', operatorId],
      ]),
    );
  });

  it('an ended licence is extended from today, and its owner orders through the licence token', async () => {
    const owner = await register('Biten Lisans Sitesi');
    await ctx.db
      .update(accounts)
      .set({ licenceEnd: '2020-01-31' })
      .where(eq(accounts.id, accountIdOf(owner)));

    const login = await call(null, 'POST', '/login', { phone: owner.phone, password: owner.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().description).toBe(MESSAGES.licenceExpired);

    const signIn = await call(null, 'POST', '/licence', { phone: owner.phone, password: owner.password });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().data).toMatchObject({ is_expired: true, licence_end: '31.01.2020' });
    const licenceToken = { ...owner, headers: { authorization: `Bearer ${signIn.json().token}` } };

    // The licence token opens the licence routes only; everything else still answers the licence-expired text.
    for (const url of ['/me', '/dashboard?start_date=01.01.2000&end_date=31.12.2030', '/building?page=1']) {
      const refused = await call(licenceToken, 'GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().description).toBe(MESSAGES.licenceExpired);
    }
    const pkg = (await offered(licenceToken)).find((p) => p.kind === 'licence' && p.month === 6)!;
    const order = await orderLicence(licenceToken, pkg);
    expect((await call(licenceToken, 'GET', '/orders?page=1')).json().Records[0].reference).toBe(
      order.reference,
    );

    await confirmOrder(ctx.db, operatorId, order.id, ctx.app.sms);
    const todayIso = formatDmy(todayInIstanbul()).split('.').reverse().join('-');
    expect((await licenceOf(licenceToken)).licence_end).toBe(isoToDmy(addMonths(todayIso, 6)));
    // Renewed, the owner signs in again as usual.
    expect(
      (await call(null, 'POST', '/login', { phone: owner.phone, password: owner.password })).statusCode,
    ).toBe(200);
  });

  it('a wrong password or a sub-user gets no licence token', async () => {
    const owner = await register('Token Sitesi');
    const wrong = await call(null, 'POST', '/licence', { phone: owner.phone, password: 'yanlis-parola' });
    expect(wrong.statusCode).toBe(401);
    const sub = await createSubUser(ctx, owner);
    const refused = await call(null, 'POST', '/licence', { phone: sub.phone, password: sub.password });
    expect(refused.statusCode).toBe(403);
    // A sub-user sees the packages and orders but does not order.
    expect((await call(sub, 'GET', '/packages')).statusCode).toBe(200);
    const pkg = (await offered(owner)).find((p) => p.kind === 'sms')!;
    expect((await call(sub, 'POST', '/package/sms', { id: pkg.id })).statusCode).toBe(403);
  });

  it('an SMS package adds its credits once confirmed', async () => {
    const owner = await register('SMS Sitesi');
    const pkg = (await offered(owner)).find((p) => p.kind === 'sms' && p.sms_credits === 5000)!;
    const ordered = await call(owner, 'POST', '/package/sms', { id: pkg.id });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const before = (await licenceOf(owner)).sms_credits;
    await confirmOrder(ctx.db, operatorId, ordered.json().data.id, ctx.app.sms);
    expect((await licenceOf(owner)).sms_credits).toBe(before + 5000);
    expect(
      outbox(ctx)
        .filter((m) => m.to === owner.phone)
        .at(-1)!.text,
    ).toContain('5000 SMS kredisi eklendi');
  });

  it('a cancelled order changes nothing and cannot be confirmed; a paid one cannot be cancelled', async () => {
    const owner = await register('İptal Sitesi');
    const pkg = (await offered(owner)).find((p) => p.kind === 'licence')!;
    const before = await licenceOf(owner);
    const order = await orderLicence(owner, pkg);
    await cancelOrder(ctx.db, operatorId, order.id);
    expect(await licenceOf(owner)).toEqual(before);
    expect((await call(owner, 'GET', '/orders?page=1')).json().Records[0].status).toBe('cancelled');
    await expect(confirmOrder(ctx.db, operatorId, order.id, ctx.app.sms)).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await licenceOf(owner)).toEqual(before);

    const paid = await orderLicence(owner, pkg);
    await confirmOrder(ctx.db, operatorId, paid.id, ctx.app.sms);
    await expect(cancelOrder(ctx.db, operatorId, paid.id)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('paying twice is impossible: two confirmations at once extend the licence once', async () => {
    const owner = await register('Çift Onay Sitesi');
    const start = (await accountRow(owner)).licenceEnd;
    const pkg = (await offered(owner)).find((p) => p.kind === 'licence' && p.month === 12)!;
    const order = await orderLicence(owner, pkg);
    const results = await Promise.allSettled([
      confirmOrder(ctx.db, operatorId, order.id, ctx.app.sms),
      confirmOrder(ctx.db, operatorId, order.id, ctx.app.sms),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await accountRow(owner)).licenceEnd).toBe(addMonths(start, 12));
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'paid', receiptNo: 1, decidedByOperatorId: operatorId });
  });

  it("another account's orders are invisible, and a paid order's receipt is a PDF of what was bought", async () => {
    const owner = await register('Makbuz Sitesi');
    const stranger = await register('Komşu Sitesi');
    const pkg = (await offered(owner)).find((p) => p.kind === 'licence' && p.apartment_count === 500)!;
    const order = await orderLicence(owner, pkg);

    expect((await call(owner, 'GET', `/order/receipt/${order.id}`)).statusCode).toBe(404); // not paid yet
    await confirmOrder(ctx.db, operatorId, order.id, ctx.app.sms);

    expect((await call(stranger, 'GET', '/orders?page=1')).json().TotalRecords).toBe(0);
    expect((await call(stranger, 'GET', `/order/receipt/${order.id}`)).statusCode).toBe(404);

    const file = await call(owner, 'GET', `/order/receipt/${order.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(file.rawPayload), { mergePages: true });
    expect(text).toContain('ÖDEME MAKBUZU');
    expect(text).toContain(order.reference);
    expect(text).toContain('Makbuz Sitesi');
    expect(text).toContain('500 daire, 12 ay');
    expect(text).toContain('18.000,00');
  });

  it('refuses a package that changed since the screen showed it, and one of the other kind', async () => {
    const owner = await register('Değişen Paket Sitesi');
    const pkg = (await offered(owner)).find((p) => p.kind === 'licence')!;
    const stale = await call(owner, 'POST', '/order', {
      package_id: pkg.id,
      apartment_count: 9999,
      month: pkg.month,
    });
    expect(stale.statusCode).toBe(409);
    const sms = (await offered(owner)).find((p) => p.kind === 'sms')!;
    expect((await call(owner, 'POST', '/order', { package_id: sms.id })).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/orders?page=1')).json().TotalRecords).toBe(0);
  });
});
