/**
 * Collections, receipts and the payments-and-transfers list, against the real PostgreSQL (advances, deleting debts,
 * compensation and dues jobs: moneyAdvancesInterestDues.test.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debts, payments, receipts } from '../../../server/db/schema';
import { advanceBalanceOf, type Collection, collectionScene } from '../helpers/collectionScene';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Tahsilat Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Komşu Site' });
  call = caller(ctx);
  m = moneyFixtures(ctx, owner);
});
afterAll(() => ctx?.close());

const scene = (amount?: number | string, debtBody?: Record<string, unknown>) =>
  collectionScene(m, amount, debtBody);
const advanceOf = (residentId: number) => advanceBalanceOf(call, owner, residentId);

describe('collections on one debt', () => {
  it('partial payment, then an overpayment whose surplus becomes advance; numbered receipts; audit rows', async () => {
    const s = await scene('250,00');
    const first = await s.pay('100,50');
    expect(first.statusCode, first.body).toBe(200);
    const partial = first.json().data as Collection;
    expect(first.json().description).toBe(`Tahsilat kaydedildi. Makbuz no: ${partial.receipt_number}.`);
    expect(partial).toMatchObject({ amount: 100.5, to_advance: 0, remaining: 149.5 });
    expect(partial.allocations).toEqual([{ debt_id: s.debtId, amount: 100.5, remaining: 149.5 }]);

    const second = await s.pay(200);
    const over = second.json().data as Collection;
    expect(second.json().description).toBe(
      `Tahsilat kaydedildi. Makbuz no: ${partial.receipt_number + 1}. ₺50,50 fazla ödeme sakinin avansına aktarıldı.`,
    );
    expect(over).toMatchObject({ amount: 200, to_advance: 50.5, remaining: 0 });
    expect(await advanceOf(s.flat.owner.id)).toBe(50.5);
    expect(await m.balance(s.cash.id)).toBe(300.5);
    const [debt] = await ctx.db.select().from(debts).where(eq(debts.id, s.debtId));
    expect(debt).toMatchObject({ amount: 25000n, paid: 25000n });
    expect(await auditActions(ctx, 'receipts', over.receipt_id)).toEqual(['insert']);
    expect(await auditActions(ctx, 'debts', s.debtId)).toEqual(['insert', 'update', 'update']);

    // A fully paid debt: the whole amount goes to the advance, with its receipt.
    const again = (await s.pay(10)).json().data as Collection;
    expect(again).toMatchObject({ allocations: [], to_advance: 10 });
    expect(await advanceOf(s.flat.owner.id)).toBe(60.5);
  });

  it('refuses bad amounts and dates, expense types, another account’s cash account and a deleted debt', async () => {
    const s = await scene();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: -10 }, 'amount', 'Tutar negatif olamaz.'],
      [{ amount: 0 }, 'amount', 'Tutar sıfırdan büyük olmalıdır.'],
      [{ amount: 'yüz' }, 'amount', 'Geçerli bir tutar giriniz.'],
      [{ amount: 10.005 }, 'amount', 'En fazla 2 ondalık basamak girilebilir.'],
      [{ amount: 10, date: '31.02.2025' }, 'date', 'Geçerli bir tarih giriniz (GG.AA.YYYY).'],
    ];
    for (const [body, field, message] of cases) {
      const response = await s.pay(body.amount as number, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors).toEqual({ [field]: message });
    }
    const expense = await m.make.accountingType({ type: 2 });
    expect((await s.pay(10, { accounting_type_id: expense.id })).statusCode).toBe(400);

    const foreignCash = await dataOf(call(other, 'POST', '/account', { name: 'Komşu Kasa' }));
    const foreign = await s.pay(10, { account_id: foreignCash.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().description).toBe('Kasa bulunamadı.');
    // Nothing moved.
    const [debt] = await ctx.db.select().from(debts).where(eq(debts.id, s.debtId));
    expect(debt!.paid).toBe(0n);
    expect(await m.balance(s.cash.id)).toBe(0);

    await dataOf(call(owner, 'DELETE', '/delete/debt/single', { id: s.debtId }));
    const deleted = await s.pay(10);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().description).toBe('Bu borç silinmiş; tahsilat yapılamaz.');
  });

  it('two collections at the same moment that together exceed the debt: never over-collected, never lost', async () => {
    const s = await scene(100);
    const [a, b] = await Promise.all([s.pay(70), s.pay(70)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [debt] = await ctx.db.select().from(debts).where(eq(debts.id, s.debtId));
    expect(debt!.paid).toBe(10000n);
    const live = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.debtId, s.debtId), isNull(payments.deletedAt)));
    expect(live.reduce((sum, p) => sum + p.amount, 0n)).toBe(10000n);
    const advances = [a, b].map((r) => (r.json().data as Collection).to_advance).sort();
    expect(advances).toEqual([0, 40]);
    expect(await advanceOf(s.flat.owner.id)).toBe(40);
    expect(await m.balance(s.cash.id)).toBe(140);
    const numbers = [a, b].map((r) => (r.json().data as Collection).receipt_number).sort((x, y) => x - y);
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });
});

describe('one collection over several debts', () => {
  it('previews and saves oldest first or over the chosen debts, with one receipt', async () => {
    const type = await m.incomeType();
    const cash = await m.cashAccount();
    const [flat] = await m.flats(1);
    const march = await m.debt(flat!.apartment.id, type.id, 100, { due_date: '01.03.2025' });
    const january = await m.debt(flat!.apartment.id, type.id, 100, { due_date: '01.01.2025' });
    const february = await m.debt(flat!.apartment.id, type.id, 100, { due_date: '01.02.2025' });
    const base = { resident_id: flat!.owner.id, amount: '150,00' };
    const receiptCount = async () => (await call(owner, 'GET', '/receipts?page=1')).json().TotalRecords;
    const before = await receiptCount();

    const preview = await call(owner, 'POST', '/payment/debts', { ...base, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({
      amount: 150,
      to_advance: 0,
      allocations: [
        { debt_id: january, amount: 100, remaining_after: 0, due_date: '01.01.2025' },
        { debt_id: february, amount: 50, remaining_after: 50 },
      ],
    });
    expect(await receiptCount()).toBe(before);

    const chosen = await dataOf<Collection>(
      call(owner, 'POST', '/payment/debts', {
        ...base,
        amount: 130,
        account_id: cash.id,
        accounting_type_id: type.id,
        debt_ids: [march],
      }),
    );
    expect(chosen).toMatchObject({ to_advance: 30, allocations: [{ debt_id: march, amount: 100 }] });

    const saved = await dataOf<Collection>(
      call(owner, 'POST', '/payment/debts', {
        ...base,
        amount: 250,
        account_id: cash.id,
        accounting_type_id: type.id,
      }),
    );
    expect(saved.allocations.map((a) => [a.debt_id, a.amount])).toEqual([
      [january, 100],
      [february, 100],
    ]);
    expect(saved).toMatchObject({ to_advance: 50, remaining: 0 });
    const list = (await call(owner, 'GET', '/user/receipt?page=1')).json();
    expect(list.TotalRecords).toBe(before + 2);
    expect(list.Records[0]).toMatchObject({
      id: saved.receipt_id,
      number: saved.receipt_number,
      amount: 250,
      remaining: 0,
      account_id: cash.id,
      payer_name: expect.stringContaining('Ahmet'),
      is_cancelled: false,
    });
    // Money in = 380 = 300 of debts + 80 of advance.
    expect(await m.balance(cash.id)).toBe(380);
    expect(await advanceOf(flat!.owner.id)).toBe(80);

    const missing = await call(owner, 'POST', '/payment/debts', {
      amount: 10,
      account_id: cash.id,
      accounting_type_id: type.id,
    });
    expect(missing.json().errors).toEqual({ resident_id: 'Sakin veya daire seçiniz.' });
    const foreignDebt = await call(owner, 'POST', '/payment/debts', {
      ...base,
      account_id: cash.id,
      accounting_type_id: type.id,
      debt_ids: [january, 999_999],
    });
    expect(foreignDebt.statusCode).toBe(404);
  });

  it('serves the receipt as a PDF and keeps other accounts out', async () => {
    const s = await scene(100);
    const collected = (await s.pay(120)).json().data as Collection;
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/receipt/file/${collected.receipt_id}`,
      headers: owner.headers,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/receipt/file/${collected.receipt_id}`,
      headers: other.headers,
    });
    expect(stranger.statusCode).toBe(404);
  });
});

describe('payments and transfers', () => {
  it('lists movements newest first and undoes a collection, a deposit and a withdrawal', async () => {
    const s = await scene(100);
    const resident = s.flat.owner.id;
    const collection = (await s.pay(130)).json().data as Collection;
    const transfers = async () =>
      (await call(owner, 'GET', `/user/transfer?page=1&resident_id=${resident}`)).json().Records as {
        id: number;
        kind: string;
        amount: number;
        direction: string;
      }[];
    const [collected] = await transfers();
    expect(collected).toMatchObject({
      kind: 'collection',
      kind_name: 'Tahsilat',
      direction: 'in',
      amount: 130,
    });

    // The surplus was partly paid back: the collection can no longer be undone.
    await dataOf(
      call(owner, 'POST', '/advance/payments/withdraw/money', {
        resident_id: resident,
        amount: 20,
        account_id: s.cash.id,
      }),
    );
    const refused = await call(owner, 'DELETE', `/user/transfer/${collected!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toMatch(/kullanılmış/);
    const withdrawal = (await transfers())[0]!;
    expect(withdrawal).toMatchObject({ kind: 'advance_withdraw', direction: 'out', amount: 20 });
    expect((await call(owner, 'DELETE', `/user/transfer/${withdrawal.id}`)).statusCode).toBe(200);

    const undone = await call(owner, 'DELETE', `/user/transfer/${collected!.id}`);
    expect(undone.statusCode, undone.body).toBe(200);
    const [debt] = await ctx.db.select().from(debts).where(eq(debts.id, s.debtId));
    expect(debt!.paid).toBe(0n);
    expect(await m.balance(s.cash.id)).toBe(0);
    expect(await advanceOf(resident)).toBe(0);
    const [receipt] = await ctx.db.select().from(receipts).where(eq(receipts.id, collection.receipt_id));
    expect(receipt!.deletedAt).not.toBeNull();
    expect((await transfers()).length).toBe(0);
    expect((await call(owner, 'DELETE', `/user/transfer/${collected!.id}`)).statusCode).toBe(404);

    // A deposit used to pay a debt cannot be removed; an unused one can.
    await dataOf(
      call(owner, 'POST', '/advance/payments', { resident_id: resident, amount: 60, account_id: s.cash.id }),
    );
    const deposit = (await transfers())[0]!;
    await m.autoPay(true);
    const type = await m.incomeType();
    await m.debt(s.flat.apartment.id, type.id, 50);
    await m.autoPay(false);
    const stillUsed = await call(owner, 'DELETE', `/user/transfer/${deposit.id}`);
    expect(stillUsed.statusCode).toBe(409);
    expect(stillUsed.json().description).toMatch(/₺50,00 kadarı borç ödemelerinde/);
  });
});
