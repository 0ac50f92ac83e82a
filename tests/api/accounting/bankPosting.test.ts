/** Posting, ignoring and undoing bank lines (docs/bank.md), on PostgreSQL: what the manager sees in the books. */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  ctx,
  m,
  owner,
  startAccountingScene,
  stopAccountingScene,
  stranger,
} from '../helpers/accountingScene';
import { insertLines, lineState, suggestionOf } from '../helpers/bankLines';
import { createSubUser, registerAccount } from '../helpers/fixtures';
import { dataOf, moneyFixtures } from '../helpers/propertyFixtures';

beforeAll(startAccountingScene, 60_000);
afterAll(stopAccountingScene);

const post = (id: number, parts?: Record<string, unknown>[]) =>
  call(owner, 'POST', `/bank/lines/${id}/post`, parts ? { parts } : {});
const sql = async (text: string, values: unknown[] = []) => (await ctx.pool.query(text, values)).rows;
const debtPaid = async (id: number) =>
  Number((await sql('select paid from debts where id = $1', [id]))[0].paid);

/** A bank account, a flat owing 1.000,00 and an expense type for the bank's fees. */
async function scene(opening = 0) {
  const bank = await m.cashAccount({ name: `Banka ${Math.random()}`, opening_balance: opening });
  const aidat = await m.incomeType();
  const fee = await m.make.accountingType({ name: `Banka masrafı ${Math.random()}`, type: 2 });
  const [flat] = await m.flats(1);
  const debtId = await m.debt(flat!.apartment.id, aidat.id, 1000);
  return { bank, aidat, fee, flat: flat!, debtId };
}

describe('posting a bank line', () => {
  it('a split (995,00 in = collection 1.000,00 + bank fee 5,00) sums; a wrong sum is refused with nothing written', async () => {
    const s = await scene();
    const [id] = await insertLines(ctx, s.bank.id, [{ valueDate: '2025-03-10', amount: 99500n }]);
    const wrong = await post(id!, [
      { kind: 'collection', amount: 1000, apartment_id: s.flat.apartment.id },
      { kind: 'expense', amount: '4,00', accounting_type_id: s.fee.id },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().description).toMatch(/tutar|toplam/i);
    expect(await m.balance(s.bank.id)).toBe(0);
    expect(await debtPaid(s.debtId)).toBe(0);
    expect((await lineState(ctx, id!)).status).toBe('unmatched');

    const posted = await dataOf(
      post(id!, [
        { kind: 'collection', amount: 1000, apartment_id: s.flat.apartment.id },
        { kind: 'expense', amount: '5,00', accounting_type_id: s.fee.id },
      ]),
    );
    expect(posted.status).toBe('posted');
    expect(await m.balance(s.bank.id)).toBe(995);
    expect(await debtPaid(s.debtId)).toBe(100000);
    const receipts = await sql('select total, date::text from receipts where cash_account_id = $1', [
      s.bank.id,
    ]);
    expect(receipts).toEqual([{ total: '100000', date: '2025-03-10' }]);
  });

  it('two posts of one line at once end with one posting and one 409', async () => {
    const s = await scene();
    const [id] = await insertLines(ctx, s.bank.id, [{ valueDate: '2025-03-11', amount: 100000n }]);
    const parts = [{ kind: 'collection', amount: 1000, apartment_id: s.flat.apartment.id }];
    const answers = await Promise.all([post(id!, parts), post(id!, parts)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().description).toBe('Bu hareket zaten işlenmiş.');
    expect(await m.balance(s.bank.id)).toBe(1000);
    expect(await sql('select id from receipts where cash_account_id = $1', [s.bank.id])).toHaveLength(1);
  });

  it('posting into closed books is refused and writes nothing', async () => {
    const closedOwner = await registerAccount(ctx, { assocName: 'Kapalı Defter' });
    const mm = moneyFixtures(ctx, closedOwner);
    const bank = await mm.cashAccount({ name: 'Vakıf', opening_balance: 0 });
    const type = await mm.make.accountingType({ name: 'Faiz', type: 1 });
    const [id] = await insertLines(ctx, bank.id, [{ valueDate: '2025-12-20', amount: 1500n }]);
    const settings = (await call(closedOwner, 'GET', '/settings')).json().data;
    await dataOf(call(closedOwner, 'PUT', '/settings', { ...settings, books_closed_through: '31.12.2025' }));
    const refused = await call(closedOwner, 'POST', `/bank/lines/${id}/post`, {
      parts: [{ kind: 'income', amount: 15, accounting_type_id: type.id }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().description).toContain('Defterler 31.12.2025 tarihine kadar kapatıldı');
    expect(await mm.balance(bank.id)).toBe(0);
    expect((await lineState(ctx, id!)).status).toBe('unmatched');
  });

  it('a part pointing at another association’s flat is 404 and writes nothing', async () => {
    const s = await scene();
    const [theirs] = await moneyFixtures(ctx, stranger).flats(1);
    const [id] = await insertLines(ctx, s.bank.id, [{ valueDate: '2025-03-12', amount: 100000n }]);
    const answer = await post(id!, [
      { kind: 'collection', amount: 1000, apartment_id: theirs!.apartment.id },
    ]);
    expect(answer.statusCode).toBe(404);
    expect((await lineState(ctx, id!)).status).toBe('unmatched');
  });

  it('a refund larger than the resident’s advance is refused in Turkish, naming the advance', async () => {
    const s = await scene(500);
    const [id] = await insertLines(ctx, s.bank.id, [{ valueDate: '2025-03-12', amount: -20000n }]);
    const answer = await post(id!, [{ kind: 'refund', amount: 200, resident_id: s.flat.owner.id }]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().description).toContain('Avans bakiyesi yetersiz');
    expect(await m.balance(s.bank.id)).toBe(500);
  });
});

describe('undoing and ignoring', () => {
  it('undo reopens the debts, restores the balance, cancels the receipt; the suggestion is kept', async () => {
    const s = await scene(100);
    const suggestion = suggestionOf({ kind: 'collection', apartmentId: s.flat.apartment.id });
    const [id] = await insertLines(ctx, s.bank.id, [
      { valueDate: '2025-03-13', amount: 120000n, suggestion },
    ]);
    await dataOf(post(id!));
    expect(await debtPaid(s.debtId)).toBe(100000);
    expect(await m.balance(s.bank.id)).toBe(1300);

    const undone = await dataOf(call(owner, 'POST', `/bank/lines/${id}/undo`));
    expect(undone.status).toBe('unmatched');
    expect(await debtPaid(s.debtId)).toBe(0);
    expect(await m.balance(s.bank.id)).toBe(100);
    const [receipt] = await sql('select deleted_at from receipts where cash_account_id = $1', [s.bank.id]);
    expect(receipt.deleted_at).not.toBeNull();
    const line = await lineState(ctx, id!);
    expect(line.suggestion).toEqual(suggestion);
    expect(await sql('select id from bank_line_parts where line_id = $1', [id])).toHaveLength(0);
  });

  it('ignoring needs a reason; an ignored line is un-ignored by undo', async () => {
    const s = await scene();
    const [id] = await insertLines(ctx, s.bank.id, [{ valueDate: '2025-03-14', amount: 700n }]);
    const blank = await call(owner, 'POST', `/bank/lines/${id}/ignore`, { reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.reason).toBe('Hareketi neden yok saydığınızı yazınız.');
    const ignored = await dataOf(
      call(owner, 'POST', `/bank/lines/${id}/ignore`, { reason: 'Hatalı yatan, iade edildi' }),
    );
    expect(ignored).toMatchObject({ status: 'ignored', ignore_reason: 'Hatalı yatan, iade edildi' });
    expect(
      (await post(id!, [{ kind: 'income', amount: 7, accounting_type_id: s.aidat.id }])).statusCode,
    ).toBe(409);
    expect((await dataOf(call(owner, 'POST', `/bank/lines/${id}/undo`))).status).toBe('unmatched');
    expect(await m.balance(s.bank.id)).toBe(0);
  });
});

describe('transfers, IBANs and accepting suggestions', () => {
  it('the two legs of a transfer on two accounts make one virman', async () => {
    const from = await m.cashAccount({ name: `Ziraat ${Math.random()}`, opening_balance: 1000 });
    const to = await m.cashAccount({ name: `Garanti ${Math.random()}`, opening_balance: 0 });
    const [out] = await insertLines(ctx, from.id, [{ valueDate: '2025-04-01', amount: -30000n }]);
    const [into] = await insertLines(ctx, to.id, [{ valueDate: '2025-04-01', amount: 30000n }]);
    await dataOf(post(out!, [{ kind: 'transfer', amount: 300, account_id: to.id }]));
    const [part] = await sql('select transfer_id from bank_line_parts where line_id = $1', [out]);
    await dataOf(
      post(into!, [{ kind: 'transfer', amount: 300, account_id: from.id, transfer_id: part.transfer_id }]),
    );
    const legs = await sql(
      'select transfer_id from cash_movements where transfer_id is not null and deleted_at is null and cash_account_id in ($1, $2)',
      [from.id, to.id],
    );
    expect(legs).toHaveLength(2);
    expect(new Set(legs.map((l) => l.transfer_id)).size).toBe(1);
    expect([await m.balance(from.id), await m.balance(to.id)]).toEqual([700, 300]);
    // The leg that made the virman cannot undo it while the other leg stands on it.
    expect((await call(owner, 'POST', `/bank/lines/${out}/undo`)).statusCode).toBe(409);
  });

  it('a confirmed counterparty IBAN is remembered for the resident', async () => {
    const s = await scene();
    const iban = 'TR330006100519786457841326';
    const [id] = await insertLines(ctx, s.bank.id, [
      { valueDate: '2025-04-02', amount: 50000n, counterpartyIban: iban },
    ]);
    await dataOf(post(id!, [{ kind: 'collection', amount: 500, resident_id: s.flat.owner.id }]));
    const known = await sql('select resident_id, supplier_id from bank_known_ibans where iban = $1', [iban]);
    expect(known).toEqual([{ resident_id: s.flat.owner.id, supplier_id: null }]);
  });

  it('accept posts the suggested lines and skips the ambiguous and the decided ones', async () => {
    const s = await scene();
    const [other] = await m.flats(1);
    const [single, ambiguous, decided] = await insertLines(ctx, s.bank.id, [
      {
        valueDate: '2025-04-03',
        amount: 100000n,
        suggestion: suggestionOf({ kind: 'collection', apartmentId: s.flat.apartment.id }),
      },
      {
        valueDate: '2025-04-03',
        amount: 25000n,
        suggestion: suggestionOf({
          kind: 'collection',
          level: 4,
          reasonCode: 'name_many',
          candidates: [
            { residentId: s.flat.owner.id, apartmentId: s.flat.apartment.id, name: 'A' },
            { residentId: other!.owner.id, apartmentId: other!.apartment.id, name: 'A' },
          ],
        }),
      },
      {
        valueDate: '2025-04-03',
        amount: 100n,
        suggestion: suggestionOf({ kind: 'income', accountingTypeId: s.aidat.id }),
      },
    ]);
    await dataOf(call(owner, 'POST', `/bank/lines/${decided}/ignore`, { reason: 'Deneme' }));
    const answer = (
      await call(owner, 'POST', '/bank/lines/accept', { ids: [single, ambiguous, decided] })
    ).json();
    expect(answer.data).toEqual({ posted: 1, skipped: 2 });
    expect((await lineState(ctx, single!)).status).toBe('posted');
    expect((await lineState(ctx, ambiguous!)).status).toBe('suggested');
    expect(await debtPaid(s.debtId)).toBe(100000);
  });

  it('a sub-user without the accounting area gets 403', async () => {
    const s = await scene();
    const [id] = await insertLines(ctx, s.bank.id, [{ valueDate: '2025-04-04', amount: 100n }]);
    const outsider = await createSubUser(ctx, owner, { show_accounting: 0, exec_accounting: 0 });
    const body = { parts: [{ kind: 'income', amount: 1, accounting_type_id: s.aidat.id }] };
    expect((await call(outsider, 'POST', `/bank/lines/${id}/post`, body)).statusCode).toBe(403);
    expect((await call(outsider, 'POST', '/bank/lines/accept', { ids: [id] })).statusCode).toBe(403);
    const query = `account_id=${s.bank.id}&start_date=01.04.2025&end_date=30.04.2025`;
    expect((await call(outsider, 'GET', `/bank/reconciliation?${query}`)).statusCode).toBe(403);
  });
});
