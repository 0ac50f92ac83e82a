/** GET /bank/lines names what each suggestion and each posted part points at (docs/bank.md), for the page. */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ctx, m, owner, startAccountingScene, stopAccountingScene } from '../helpers/accountingScene';
import { insertLines, suggestionOf } from '../helpers/bankLines';
import { dataOf } from '../helpers/propertyFixtures';

beforeAll(startAccountingScene, 60_000);
afterAll(stopAccountingScene);

interface Named {
  target_name: string | null;
}
interface ListedLine {
  id: number;
  suggestion: Named | null;
  parts: Array<Named & { kind: string }>;
}

describe('GET /bank/lines target names', () => {
  it('names the flat with its payer, the supplier, the other account and the types of a posted split', async () => {
    const bank = await m.cashAccount({ name: 'Ziraat Vadesiz', type: 'bank' });
    const kasa = await m.cashAccount({ name: 'Yönetim Kasası' });
    const fee = await m.make.accountingType({ name: 'Havale Ücreti', type: 2 });
    const aidat = await m.incomeType();
    const [flat] = await m.flats(1);
    const { apartment, building, owner: payer } = flat!;
    await m.debt(apartment.id, aidat.id, 1000);
    const [{ account_id: accountId }] = (
      await ctx.pool.query('select account_id from cash_accounts where id = $1', [bank.id])
    ).rows;
    const [{ id: supplierId }] = (
      await ctx.pool.query(
        "insert into current_accounts (account_id, name) values ($1, 'Başkent Doğalgaz') returning id",
        [accountId],
      )
    ).rows;
    const [byCode, toSupplier, toKasa, split] = await insertLines(ctx, bank.id, [
      {
        valueDate: '2025-05-02',
        amount: 100000n,
        suggestion: suggestionOf({ kind: 'collection', apartmentId: apartment.id, residentId: payer.id }),
      },
      {
        valueDate: '2025-05-02',
        amount: -45000n,
        suggestion: suggestionOf({
          kind: 'supplier_payment',
          level: 3,
          supplierId,
          reasonCode: 'supplier_iban',
        }),
      },
      {
        valueDate: '2025-05-02',
        amount: -20000n,
        suggestion: suggestionOf({
          kind: 'transfer',
          level: 3,
          accountId: kasa.id,
          reasonCode: 'own_account',
        }),
      },
      { valueDate: '2025-05-01', amount: 99500n },
    ]);
    await dataOf(
      call(owner, 'POST', `/bank/lines/${split}/post`, {
        parts: [
          { kind: 'collection', amount: 1000, apartment_id: apartment.id },
          { kind: 'expense', amount: '5,00', accounting_type_id: fee.id },
        ],
      }),
    );

    const answer = await call(owner, 'GET', `/bank/lines?account_id=${bank.id}&per_page=50`);
    expect(answer.statusCode).toBe(200);
    const lines = new Map((answer.json().Records as ListedLine[]).map((line) => [line.id, line]));
    const flatName = `${building.name} 1`;
    expect(lines.get(byCode!)!.suggestion!.target_name).toBe(`${flatName} – ${payer.name} ${payer.surname}`);
    expect(lines.get(toSupplier!)!.suggestion!.target_name).toBe('Başkent Doğalgaz');
    expect(lines.get(toKasa!)!.suggestion!.target_name).toBe('Yönetim Kasası');
    const parts = lines.get(split!)!.parts;
    expect(parts.map((part) => part.kind)).toEqual(['collection', 'expense']);
    expect(parts[0]!.target_name).toMatch(new RegExp(`^${flatName}`));
    expect(parts[1]!.target_name).toBe('Havale Ücreti');
  });
});
