/**
 * Match level 0 (docs/bank.md, "Matching"): a bank line for money the manager already recorded by hand is tied to
 * that movement, so the money is never in the books twice, and the reconciliation pairs the two.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLines, suggestionOf } from '../helpers/bankLines';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { formBody } from '../helpers/multipartBody';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let m: ReturnType<typeof moneyFixtures>;
let bankId: number;
let paymentCode: string;
let collectionId: number;
let expenseMovementId: number;
let receiptNumber: number;
const call = caller(() => ctx);
const rows = async (text: string, values: unknown[] = []) => (await ctx.pool.query(text, values)).rows;
const movementCount = async () =>
  Number((await rows('select count(*) n from cash_movements where cash_account_id = $1', [bankId]))[0].n);

interface Line {
  id: number;
  status: string;
  amount: number;
  suggestion: { level: number; reason_code: string; reason: string; cash_movement_id: number | null } | null;
  parts: Array<{ kind: string; receipt_number: number | null }>;
}

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Kayıtlı Hareket Sitesi' });
  m = moneyFixtures(ctx, owner);
  bankId = (await m.cashAccount({ name: 'Vakıf Vadesiz', type: 'bank' })).id;
  const aidat = await m.incomeType();
  const [flat] = await m.flats(1);
  paymentCode = String(flat!.apartment.payment_code);
  const debtId = await m.debt(flat!.apartment.id, aidat.id, '1.500,00');
  // Entered at the desk before the statement came: a collection by bank transfer and an electricity bill by EFT.
  const body = { debt_id: debtId, account_id: bankId, accounting_type_id: aidat.id, amount: '1.500,00' };
  await dataOf(m.pay({ ...body, date: '10.03.2025', description: 'Havale ile aidat' }));
  const expenseType = await m.make.accountingType({ name: 'Asansör elektriği', type: 2 });
  await dataOf(
    call(owner, 'POST', '/expense', {
      amount: '200,00',
      account_id: bankId,
      accounting_type_id: expenseType.id,
      date: '14.03.2025',
      description: 'Ortak alan elektriği',
    }),
  );
  const movements = await rows(
    `select m.id, m.kind, r.number from cash_movements m left join receipts r on r.id = m.receipt_id
     where m.cash_account_id = $1 order by m.id`,
    [bankId],
  );
  collectionId = movements.find((row) => row.kind === 'collection').id;
  receiptNumber = movements.find((row) => row.kind === 'collection').number;
  expenseMovementId = movements.find((row) => row.kind === 'expense').id;
});
afterAll(() => ctx?.close());

function upload(name: string, lines: string[]) {
  const bytes = Buffer.from(['Tarih;Açıklama;Tutar', ...lines].join('\n'));
  const body = formBody({ account_id: bankId }, { field: 'file', name, bytes, type: 'text/csv' });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bank/statements',
    payload: body.payload,
    headers: { ...owner.headers, ...body.headers },
  });
}

async function lines(): Promise<Line[]> {
  return (
    (await call.get(owner, `/bank/lines?account_id=${bankId}&per_page=50`)).json().Records as Line[]
  ).sort((a, b) => a.id - b.id);
}

const reconciliation = async () =>
  (
    await call.get(
      owner,
      `/bank/reconciliation?account_id=${bankId}&start_date=01.03.2025&end_date=31.03.2025`,
    )
  ).json().data;

describe('lines for money already recorded by hand', () => {
  it('are suggested as the recorded movement, before the payment code, and nothing is posted by itself', async () => {
    const summary = await dataOf<{ posted: number; suggested: number; unmatched: number }>(
      upload('mart.csv', [
        `11.03.2025;AIDAT ${paymentCode} MART;1.500,00`,
        '13.03.2025;EFT ELEKTRIK FATURASI;-200,00',
        '20.03.2025;BILINMEYEN EFT;75,50',
      ]),
    );
    expect(summary).toMatchObject({ posted: 0, suggested: 2, unmatched: 1 });
    const [collection, expense, other] = await lines();
    expect(collection!.suggestion).toMatchObject({
      level: 0,
      reason_code: 'recorded',
      cash_movement_id: collectionId,
    });
    expect(collection!.suggestion!.reason).toBe(
      `Kayıtlı hareketle eşleşir: 10.03.2025 tarihli ₺1.500,00 "Havale ile aidat", makbuz no ${receiptNumber}`,
    );
    expect(expense!.suggestion).toMatchObject({ level: 0, cash_movement_id: expenseMovementId });
    expect(expense!.suggestion!.reason).toContain('14.03.2025 tarihli ₺200,00 "Ortak alan elektriği"');
    expect(other!.status).toBe('unmatched');
    expect(await m.balance(bankId)).toBe(1300);
  });

  it('accepting ties each line to its movement: nothing new in the books, the balance unchanged', async () => {
    const [collection, expense] = await lines();
    const accepted = await dataOf<{ posted: number }>(
      call(owner, 'POST', '/bank/lines/accept', { ids: [collection!.id, expense!.id] }),
    );
    expect(accepted.posted).toBe(2);
    expect(await movementCount()).toBe(2);
    expect(await rows('select count(*)::int n from receipts')).toEqual([{ n: 1 }]);
    expect(await m.balance(bankId)).toBe(1300);
    const [tied] = await lines();
    expect(tied!.status).toBe('posted');
    expect(tied!.parts).toMatchObject([{ kind: 'collection', receipt_number: receiptNumber }]);
  });

  it('the reconciliation pairs them: neither the movements nor the lines are listed as missing', async () => {
    const data = await reconciliation();
    expect(data.book_only).toEqual([]);
    expect(data.bank_only.map((line: { amount: number }) => line.amount)).toEqual([75.5]);
    expect(data.days.find((day: { date: string }) => day.date === '14.03.2025').difference).toBe(0);
  });

  it('undo unties the line and leaves the recorded movement as it was', async () => {
    const [collection] = await lines();
    const undone = await call(owner, 'POST', `/bank/lines/${collection!.id}/undo`, {});
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await lines())[0]!.status).toBe('unmatched');
    expect(await movementCount()).toBe(2);
    expect(await rows('select deleted_at from cash_movements where id = $1', [collectionId])).toEqual([
      { deleted_at: null },
    ]);
    expect(await m.balance(bankId)).toBe(1300);
    const data = await reconciliation();
    expect(data.book_only).toMatchObject([{ id: collectionId, amount: 1500 }]);
  });

  it('a movement is tied to one line only: two managers at once get one tie and a Turkish 409', async () => {
    const [first] = await lines();
    const [second] = await insertLines(ctx, bankId, [
      {
        valueDate: '2025-03-12',
        amount: 150000n,
        suggestion: suggestionOf({
          kind: 'collection',
          level: 0,
          reasonCode: 'recorded',
          cashMovementId: collectionId,
        }),
      },
    ]);
    const answers = await Promise.all(
      [first!.id, second!].map((id) => call(owner, 'POST', `/bank/lines/${id}/post`, {})),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().description).toBe(
      'Bu kayıtlı hareket başka bir banka hareketine zaten bağlanmış; aynı para iki kez eşleştirilemez.',
    );
    expect(await movementCount()).toBe(2);
    expect(await m.balance(bankId)).toBe(1300);
    // The database holds it too: a second part of the same movement is refused.
    await expect(
      rows(
        `insert into bank_line_parts (account_id, line_id, kind, amount, cash_movement_id, joined_movement)
         select account_id, $1, 'collection', 150000, $2, true from bank_lines where id = $1`,
        [second, collectionId],
      ),
    ).rejects.toThrow(/bank_line_parts_cash_movement_unique/);
  });

  it('posts by itself when the account allows level 0', async () => {
    const settings = (await call.get(owner, '/settings')).json().data;
    await dataOf(call(owner, 'PUT', '/settings', { ...settings, bank_auto_levels: [0, 1] }));
    await dataOf(
      call(owner, 'POST', '/payment', {
        amount: '42,00',
        account_id: bankId,
        accounting_type_id: (await m.incomeType()).id,
        date: '25.03.2025',
      }),
    );
    const before = await movementCount();
    const summary = await dataOf<{ posted: number }>(upload('nisan.csv', ['27.03.2025;FAIZ GELIRI;42,00']));
    expect(summary.posted).toBe(1);
    expect(await movementCount()).toBe(before);
    expect(await m.balance(bankId)).toBe(1342);
  });

  it('over the whole statement: a later line on the movement’s own day takes it, the earlier line the other', async () => {
    const settings = (await call.get(owner, '/settings')).json().data;
    await dataOf(call(owner, 'PUT', '/settings', { ...settings, bank_auto_levels: [1] }));
    const income = (await m.incomeType()).id;
    for (const date of ['16.03.2025', '20.03.2025'])
      await dataOf(
        call(owner, 'POST', '/payment', {
          amount: '60,00',
          account_id: bankId,
          accounting_type_id: income,
          date,
        }),
      );
    const recorded = await rows(
      `select id, to_char(date, 'DD.MM.YYYY') date from cash_movements
       where cash_account_id = $1 and amount = 6000 order by date`,
      [bankId],
    );
    const idOn = (date: string) => recorded.find((row) => row.date === date).id;
    // Line by line in file order the 19th took the 20th's movement and the 20th, four days from the 16th, none.
    const summary = await dataOf<{ suggested: number; unmatched: number }>(
      upload('mart-sonu.csv', ['19.03.2025;GELEN HAVALE;60,00', '20.03.2025;GELEN HAVALE;60,00']),
    );
    expect(summary).toMatchObject({ suggested: 2, unmatched: 0 });
    const [nineteenth, twentieth] = (await lines()).slice(-2);
    expect(twentieth!.suggestion).toMatchObject({ level: 0, cash_movement_id: idOn('20.03.2025') });
    expect(nineteenth!.suggestion).toMatchObject({ level: 0, cash_movement_id: idOn('16.03.2025') });
    expect(nineteenth!.suggestion!.reason).toContain('16.03.2025 tarihli ₺60,00');
  });
});
