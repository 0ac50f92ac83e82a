/**
 * The property (docs/bank.md): for random statements over random flats, once every line is posted (its
 * suggestion accepted, or by hand) each flat has paid exactly what its lines brought, and the books and the bank
 * do not differ on any day. Few runs: each builds its own bank account and flats in the database.
 */

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ctx, m, owner, startAccountingScene, stopAccountingScene } from '../helpers/accountingScene';
import { insertLines, suggestionOf } from '../helpers/bankLines';
import { dataOf } from '../helpers/propertyFixtures';

beforeAll(startAccountingScene, 60_000);
afterAll(stopAccountingScene);

const FLATS = 3;
const line = fc.record({
  flat: fc.integer({ min: 0, max: FLATS - 1 }),
  /** Kuruş; five lines at most stay under each flat's 5.000,00 debt, so nothing goes to an advance. */
  amount: fc.integer({ min: 1, max: 100_000 }),
  day: fc.integer({ min: 1, max: 28 }),
  byHand: fc.boolean(),
});

async function postStatement(specs: { flat: number; amount: number; day: number; byHand: boolean }[]) {
  const bank = await m.cashAccount({ name: `Banka ${Math.random()}`, opening_balance: 0 });
  const type = await m.incomeType();
  const flats = await m.flats(FLATS);
  for (const flat of flats) await m.debt(flat.apartment.id, type.id, 5000);
  const sorted = [...specs].sort((a, b) => a.day - b.day);
  let balance = 0n;
  const ids = await insertLines(
    ctx,
    bank.id,
    sorted.map((spec) => {
      balance += BigInt(spec.amount);
      const date = `2025-06-${String(spec.day).padStart(2, '0')}`;
      const apartmentId = flats[spec.flat]!.apartment.id;
      return spec.byHand
        ? { valueDate: date, amount: BigInt(spec.amount), balanceAfter: balance }
        : {
            valueDate: date,
            amount: BigInt(spec.amount),
            balanceAfter: balance,
            suggestion: suggestionOf({ kind: 'collection', apartmentId }),
          };
    }),
  );
  const auto = ids.filter((_, index) => !sorted[index]!.byHand);
  if (auto.length > 0) {
    const accepted = (await call(owner, 'POST', '/bank/lines/accept', { ids: auto })).json().data;
    expect(accepted).toEqual({ posted: auto.length, skipped: 0 });
  }
  for (const [index, spec] of sorted.entries()) {
    if (!spec.byHand) continue;
    const parts = [
      { kind: 'collection', amount: spec.amount / 100, apartment_id: flats[spec.flat]!.apartment.id },
    ];
    await dataOf(call(owner, 'POST', `/bank/lines/${ids[index]}/post`, { parts }));
  }
  return { bank, flats, sorted };
}

describe('random statements over random flats', () => {
  it('each flat has paid what its posted lines brought, and the reconciliation shows no difference', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 5 }), async (specs) => {
        const { bank, flats, sorted } = await postStatement(specs);
        for (const [index, flat] of flats.entries()) {
          const brought = sorted.filter((s) => s.flat === index).reduce((sum, s) => sum + s.amount, 0);
          const { rows } = await ctx.pool.query(
            'select coalesce(sum(paid), 0)::int as paid from debts where apartment_id = $1',
            [flat.apartment.id],
          );
          expect(rows[0].paid).toBe(brought);
        }
        const query = `account_id=${bank.id}&start_date=01.06.2025&end_date=30.06.2025`;
        const data = (await call(owner, 'GET', `/bank/reconciliation?${query}`)).json().data;
        expect(data.first_difference_date).toBeNull();
        expect(data.bank_only).toEqual([]);
      }),
      { numRuns: 4 },
    );
  }, 120_000);
});
