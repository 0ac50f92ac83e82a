/** A statement posted line by line, its states and sums, and its reconciliation with the books (docs/bank.md). */

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ctx, m, owner, startAccountingScene, stopAccountingScene } from '../helpers/accountingScene';
import { insertLines, lineState } from '../helpers/bankLines';
import { dataOf } from '../helpers/propertyFixtures';

beforeAll(startAccountingScene, 60_000);
afterAll(stopAccountingScene);

const sql = async (text: string, values: unknown[] = []) => (await ctx.pool.query(text, values)).rows;

/** A bank account and a statement of four lines with the bank's balance after each. */
async function statement() {
  const bank = await m.cashAccount({ name: `Banka ${Math.random()}`, opening_balance: 0 });
  const aidat = await m.incomeType();
  const fee = await m.make.accountingType({ name: `Masraf ${Math.random()}`, type: 2 });
  const [flat] = await m.flats(1);
  await m.debt(flat!.apartment.id, aidat.id, 1000);
  const ids = await insertLines(ctx, bank.id, [
    { valueDate: '2025-05-01', amount: 100000n, balanceAfter: 100000n },
    { valueDate: '2025-05-02', amount: -500n, balanceAfter: 99500n },
    { valueDate: '2025-05-03', amount: 20000n, balanceAfter: 119500n },
    { valueDate: '2025-05-03', amount: 1n, balanceAfter: 119501n },
  ]);
  const parts = [
    [{ kind: 'collection', amount: 1000, apartment_id: flat!.apartment.id }],
    [{ kind: 'expense', amount: 5, accounting_type_id: fee.id }],
    [{ kind: 'income', amount: 200, accounting_type_id: aidat.id }],
  ];
  return { bank, ids, parts };
}

const reconciliation = (bankId: number, format = '') =>
  call(
    owner,
    'GET',
    `/bank/reconciliation?account_id=${bankId}&start_date=01.05.2025&end_date=03.05.2025${format}`,
  );

describe('a statement posted line by line', () => {
  it('every line ends in exactly one state, and Σ of the posted lines = Σ of the cash movements they made', async () => {
    const { bank, ids, parts } = await statement();
    for (const [index, body] of parts.entries()) {
      await dataOf(call(owner, 'POST', `/bank/lines/${ids[index]}/post`, { parts: body }));
    }
    await dataOf(call(owner, 'POST', `/bank/lines/${ids[3]}/ignore`, { reason: 'Faiz kuruşu, önemsiz' }));
    const states = await Promise.all(ids.map(async (id) => (await lineState(ctx, id)).status));
    expect(states).toEqual(['posted', 'posted', 'posted', 'ignored']);
    const [posted] = await sql(
      "select sum(amount)::text as sum from bank_lines where cash_account_id = $1 and status = 'posted'",
      [bank.id],
    );
    const [made] = await sql(
      'select sum(amount)::text as sum from cash_movements where cash_account_id = $1 and deleted_at is null',
      [bank.id],
    );
    expect(posted.sum).toBe('119500');
    expect(made.sum).toBe(posted.sum);
  });
});

describe('the reconciliation', () => {
  it('shows no difference when every line is posted, and the first diverging day when one is not', async () => {
    const { bank, ids, parts } = await statement();
    for (const [index, body] of parts.entries()) {
      await dataOf(call(owner, 'POST', `/bank/lines/${ids[index]}/post`, { parts: body }));
    }
    await dataOf(
      call(owner, 'POST', `/bank/lines/${ids[3]}/post`, {
        parts: [{ kind: 'income', amount: '0,01', accounting_type_id: (await m.incomeType()).id }],
      }),
    );
    const clean = (await reconciliation(bank.id)).json().data;
    expect(clean.first_difference_date).toBeNull();
    expect(clean.days.every((d: { difference: number }) => d.difference === 0)).toBe(true);
    expect(clean.book_only).toEqual([]);
    expect(clean.bank_only).toEqual([]);

    await dataOf(call(owner, 'POST', `/bank/lines/${ids[1]}/undo`));
    const apart = (await reconciliation(bank.id)).json().data;
    expect(apart.first_difference_date).toBe('02.05.2025');
    expect(apart.bank_only).toMatchObject([
      { id: ids[1], value_date: '02.05.2025', amount: -5, status: 'unmatched' },
    ]);
    const last = apart.days.at(-1);
    expect(last).toMatchObject({
      date: '03.05.2025',
      book_balance: 1200.01,
      bank_balance: 1195.01,
      difference: -5,
    });
  });

  it('answers the two lists a page at a time, with how many rows each has in all', async () => {
    const { bank, ids } = await statement();
    const aidat = await m.incomeType();
    const [flat] = await m.flats(1);
    const debtId = await m.debt(flat!.apartment.id, aidat.id, 300);
    for (const [amount, day] of [
      [100, '01.05.2025'],
      [50, '02.05.2025'],
      [25, '03.05.2025'],
    ] as const) {
      const body = { debt_id: debtId, account_id: bank.id, accounting_type_id: aidat.id, amount, date: day };
      await dataOf(m.pay(body));
    }
    const page = async (query: string) =>
      (
        await call(
          owner,
          'GET',
          `/bank/reconciliation?account_id=${bank.id}&start_date=01.05.2025&end_date=03.05.2025${query}`,
        )
      ).json().data;

    const first = await page('&per_page=2');
    expect(first.book_only_total).toBe(3);
    expect(first.bank_only_total).toBe(4);
    expect(first.book_only.map((row: { amount: number }) => row.amount)).toEqual([100, 50]);
    expect(first.bank_only.map((row: { id: number }) => row.id)).toEqual(ids.slice(0, 2));
    const second = await page('&per_page=2&book_page=2&bank_page=2');
    expect(second.book_only).toMatchObject([{ date: '03.05.2025', amount: 25, kind: 'collection' }]);
    expect(second.bank_only.map((row: { id: number }) => row.id)).toEqual(ids.slice(2));
    // Paging changes only the lists: the days are the whole period's either way.
    expect(second.days).toEqual(first.days);
    expect(first.days.at(-1)).toMatchObject({
      book_balance: 175,
      bank_balance: 1195.01,
      difference: 1020.01,
    });
  });

  it('answers an Excel file and a PDF with the right content type and Turkish headings', async () => {
    const { bank } = await statement();
    const xlsx = await reconciliation(bank.id, '&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual([
      'Günler',
      'Yalnız defterde',
      'Yalnız bankada',
    ]);
    expect(book.getWorksheet('Günler')!.getRow(2).values).toContain('Defter bakiyesi');
    expect(book.getWorksheet('Yalnız bankada')!.rowCount).toBe(5);

    const pdf = await reconciliation(bank.id, '&format=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
