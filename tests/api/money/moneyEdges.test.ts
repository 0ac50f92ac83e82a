/**
 * Money at the edges (issue 21): each amount is at most 9.999.999.999,99 TL and read exactly (as text or as a JSON
 * number), every kept total stays within 9.999.999.999.999,99 TL, and a refusal is a Turkish 400, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;
let typeId: number;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Büyük Tutar Sitesi' });
  m = moneyFixtures(ctx, owner);
  typeId = (await m.make.accountingType({ name: 'Büyük gider', type: 2 })).id;
});
afterAll(() => ctx?.close());

const TOO_LARGE = 'Tutar en fazla 9.999.999.999,99 TL olabilir.';

/** POST /expense with the amount written into the JSON text as it is (a string literal or a number literal). */
const expense = (accountId: number, amountJson: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/expense',
    headers: { ...owner.headers, 'content-type': 'application/json' },
    payload: `{"amount":${amountJson},"account_id":${accountId},"accounting_type_id":${typeId}}`,
  });

describe('amounts at the edges', () => {
  it('refuses "999999999999999,99" with the Turkish maximum instead of keeping 1000000000000000', async () => {
    const cash = await m.cashAccount({ opening_balance: 100 });
    const answer = await expense(cash.id, '"999999999999999,99"');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ amount: TOO_LARGE });
    expect(await m.balance(cash.id)).toBe(100);
  });

  it('refuses 90071992547409.93 sent as a JSON number instead of keeping 90071992547409.94', async () => {
    const cash = await m.cashAccount({ opening_balance: 100 });
    const answer = await expense(cash.id, '90071992547409.93');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ amount: TOO_LARGE });
    expect(await m.balance(cash.id)).toBe(100);
  });

  it('keeps the largest amount exactly, typed or as a JSON number', async () => {
    const cash = await m.cashAccount({ opening_balance: 0 });
    const typed = await expense(cash.id, '"9.999.999.999,99"');
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().data.amount).toBe(9999999999.99);
    const number = await expense(cash.id, '9999999999.99');
    expect(number.statusCode, number.body).toBe(200);
    expect(number.json().data.amount).toBe(9999999999.99);
    expect(await m.balance(cash.id)).toBe(-19999999999.98);
  });

  it('answers a Turkish 400, not 500 "bigint out of range", when an expense would take a balance past the total bound', async () => {
    const cash = await m.cashAccount({ opening_balance: 0 });
    // 1000 of the largest expenses already on the account (written in one statement: the trigger keeps the total).
    await ctx.pool.query(
      `INSERT INTO cash_movements (account_id, cash_account_id, kind, amount, date)
       SELECT $1, $2, 'expense', -999999999999, '2026-01-01' FROM generate_series(1, 1000)`,
      [owner.user.account_id, cash.id],
    );
    expect(await m.balance(cash.id)).toBe(-9999999999990);
    const past = await expense(cash.id, '"10,00"');
    expect(past.statusCode).toBe(400);
    expect(past.json().description).toBe(
      'Bu işlem bir toplamı (kasa bakiyesi, borç toplamı) 9.999.999.999.999,99 TL sınırının üzerine çıkarırdı; kaydedilmedi.',
    );
    expect(await m.balance(cash.id)).toBe(-9999999999990);
    // Up to the bound itself is kept, and answered exactly.
    await dataOf(
      call(owner, 'POST', '/expense', {
        amount: '9,99',
        account_id: cash.id,
        accounting_type_id: typeId,
      }),
    );
    expect(await m.balance(cash.id)).toBe(-9999999999999.99);
  });
});
