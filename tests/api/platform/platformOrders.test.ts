import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPackages } from '../../../server/seed/packages';
import { createOperator } from '../../../server/services/platform/operators';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { caller, outbox, startTestApp, type TestContext } from '../helpers/harness';

interface Pkg {
  id: number;
  kind: 'licence' | 'sms';
  name: string;
  apartment_count: number | null;
  month: number | null;
  sms_credits: number | null;
  price: number;
  retired_at: string | null;
}

/** The operator's orders (confirm, cancel) and packages (create, edit, retire) in ra-data-simple-rest's shape. */
describe('platform orders and packages', () => {
  let ctx: TestContext;
  let operator: { headers: { authorization: string } };
  let owner: SignedIn;

  const call = caller(() => ctx);
  const asOperator = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(operator, method, `/platform${url}`, payload);
  const list = (json: object) => encodeURIComponent(JSON.stringify(json));

  beforeAll(async () => {
    ctx = await startTestApp();
    await seedPackages(ctx.db);
    await createOperator(ctx.db, {
      name: 'Sipariş Masası',
      phone: '5557778899',
      password: 'operator-parola',
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/user/admin',
      payload: { phone: '5557778899', password: 'operator-parola' },
    });
    operator = { headers: { authorization: `Bearer ${login.json().token}` } };
    owner = await registerAccount(ctx, { assocName: 'Lale Sitesi' });
  });

  afterAll(async () => {
    await ctx.close();
  });

  async function order(kind: 'licence' | 'sms'): Promise<{ id: number; reference: string; months: number }> {
    const offered = (await call(owner, 'GET', '/packages')).json().data as Pkg[];
    const pkg = offered.find((p) => p.kind === kind && (kind === 'sms' || p.apartment_count === 50))!;
    const answer =
      kind === 'licence'
        ? await call(owner, 'POST', '/order', { package_id: pkg.id, apartment_count: 50, month: pkg.month })
        : await call(owner, 'POST', '/package/sms', { id: pkg.id });
    expect(answer.statusCode, answer.body).toBe(200);
    return { ...answer.json().data, months: pkg.month ?? 0 };
  }

  it('lists every account’s orders awaiting payment and confirms one: licence and limit change', async () => {
    const placed = await order('licence');
    const waiting = await asOperator(
      'GET',
      `/orders?range=${list([0, 9])}&filter=${list({ status: 'awaiting_payment' })}`,
    );
    expect(waiting.statusCode, waiting.body).toBe(200);
    expect(waiting.headers['content-range']).toBe('orders 0-0/1');
    expect(waiting.json()[0]).toMatchObject({
      id: placed.id,
      assoc_name: 'Lale Sitesi',
      reference: placed.reference,
      status: 'awaiting_payment',
    });
    const byReference = await asOperator(
      'GET',
      `/orders?range=${list([0, 9])}&filter=${list({ q: placed.reference })}`,
    );
    expect(byReference.json().map((o: { id: number }) => o.id)).toEqual([placed.id]);

    const licenceBefore = (await call(owner, 'GET', '/licance')).json().data;
    const confirmed = await asOperator('POST', `/orders/${placed.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ data: { id: placed.id, status: 'paid', sms_sent: true } });
    const licenceAfter = (await call(owner, 'GET', '/licance')).json().data;
    expect(licenceAfter.apartment_limit).toBe(50);
    expect(licenceAfter.days_left).toBeGreaterThanOrEqual(licenceBefore.days_left + placed.months * 28);
    expect(outbox(ctx).at(-1)).toMatchObject({ to: owner.phone });
    expect(outbox(ctx).at(-1)?.text).toContain(placed.reference);

    const again = await asOperator('POST', `/orders/${placed.id}/confirm`);
    expect(again.statusCode).toBe(409);
    const one = await asOperator('GET', `/orders/${placed.id}`);
    expect(one.json()).toMatchObject({ status: 'paid', receipt_no: 1 });

    const audit = await asOperator(
      'GET',
      `/audit-log?range=${list([0, 9])}&filter=${list({ table: 'orders' })}`,
    );
    expect(audit.json()[0]).toMatchObject({ operator_name: 'Sipariş Masası', record_id: String(placed.id) });
  });

  it('cancels an SMS order: nothing else changes, and a cancelled order cannot be confirmed', async () => {
    const placed = await order('sms');
    const creditsBefore = (await call(owner, 'GET', '/licance')).json().data.sms_credits;
    const cancelled = await asOperator('POST', `/orders/${placed.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      description: 'Sipariş iptal edildi.',
      data: { status: 'cancelled' },
    });
    expect((await call(owner, 'GET', '/licance')).json().data.sms_credits).toBe(creditsBefore);
    const refused = await asOperator('POST', `/orders/${placed.id}/confirm`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toBe('İptal edilmiş sipariş onaylanamaz.');
    expect((await asOperator('POST', '/orders/999999/cancel')).statusCode).toBe(404);
    // The account's own token never reaches the operator's decision.
    const byOwner = await ctx.app.inject({
      method: 'POST',
      url: `/api/platform/orders/${placed.id}/confirm`,
      headers: owner.headers,
    });
    expect(byOwner.statusCode).toBe(403);
  });

  it('creates, edits and retires a package; a retired one is no longer offered', async () => {
    const created = await asOperator('POST', '/packages', {
      kind: 'sms',
      name: 'Bayram SMS paketi',
      sms_credits: 2500,
      price: '750,50',
    });
    expect(created.statusCode, created.body).toBe(200);
    const pkg = created.json() as Pkg;
    expect(pkg).toMatchObject({ kind: 'sms', sms_credits: 2500, price: 750.5, retired_at: null });
    expect(((await call(owner, 'GET', '/packages')).json().data as Pkg[]).some((p) => p.id === pkg.id)).toBe(
      true,
    );

    const edited = await asOperator('PUT', `/packages/${pkg.id}`, {
      ...pkg,
      name: 'Bayram paketi',
      price: 800,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: pkg.id, name: 'Bayram paketi', price: 800 });

    const bad = await asOperator('POST', '/packages', { kind: 'licence', name: 'Eksik', price: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.price).toBeTruthy();

    const retired = await asOperator('DELETE', `/packages/${pkg.id}`);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().retired_at).not.toBeNull();
    expect(((await call(owner, 'GET', '/packages')).json().data as Pkg[]).some((p) => p.id === pkg.id)).toBe(
      false,
    );

    const all = await asOperator('GET', `/packages?sort=${list(['id', 'ASC'])}&range=${list([0, 99])}`);
    const total = Number(all.headers['content-range']?.toString().split('/')[1]);
    expect(total).toBe(all.json().length);
    expect(all.json().find((p: Pkg) => p.id === pkg.id)).toMatchObject({ name: 'Bayram paketi' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/platform/packages',
      headers: owner.headers,
      payload: { kind: 'sms', name: 'x', sms_credits: 1, price: 1 },
    });
    expect(refused.statusCode).toBe(403);
  });
});
