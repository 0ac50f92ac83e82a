import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnDigit } from '../../../server/domain/bank/paymentCode';
import { startTestApp, type TestContext } from '../helpers/harness';

/** Migration 0030 numbered the existing flats with a SQL Luhn function: it must give the codes the server gives. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx?.close());

describe('payment_code_check, the SQL check digit of migration 0030', () => {
  it('agrees with luhnDigit from 1001 to 99999', async () => {
    const { rows } = await ctx.db.execute<{ n: number; digit: number }>(sql`
      SELECT n, payment_code_check(n) AS digit
      FROM generate_series(1001, 99999) AS n WHERE n < 1100 OR n % 97 = 0 OR n > 99900`);
    expect(rows.length).toBeGreaterThan(1000);
    const wrong = rows.filter((row) => row.digit !== luhnDigit(row.n));
    expect(wrong).toEqual([]);
    expect(rows.find((row) => row.n === 1042)?.digit).toBe(luhnDigit(1042));
  });
});
