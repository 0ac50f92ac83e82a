import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { formBody } from '../helpers/multipartBody';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

/** Importing bank statements (docs/bank.md, "API"): lines stored once, refusals store nothing. */
let ctx: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let bankId: number;
let paymentCode: string;
const call = caller(() => ctx);

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Banka Sitesi' });
  stranger = await registerAccount(ctx, { assocName: 'Başka Site' });
  const m = moneyFixtures(ctx, owner);
  bankId = (await m.cashAccount({ name: 'Ziraat Vadesiz', type: 'bank' })).id;
  const [flat] = await m.flats(1);
  paymentCode = String(flat!.apartment.payment_code);
  await m.debt(flat!.apartment.id, (await m.incomeType()).id, '150,00');
});
afterAll(() => ctx?.close());

const csv = (rows: string[]) => Buffer.from(['Tarih;Açıklama;Tutar;Bakiye', ...rows].join('\n'));

function upload(who: SignedIn, accountId: number, name: string, bytes: Buffer) {
  const body = formBody({ account_id: accountId }, { field: 'file', name, bytes, type: 'text/csv' });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bank/statements',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
}

async function stored() {
  const { rows } = await ctx.db.execute<{ statements: number; lines: number }>(sql`
    SELECT (SELECT count(*) FROM bank_statements)::int AS statements, (SELECT count(*) FROM bank_lines)::int AS lines`);
  return rows[0]!;
}

const first = () =>
  csv([
    `01.03.2024;AIDAT ${paymentCode} MART;150,00;1.150,00`,
    '02.03.2024;ELEKTRIK FATURASI;-200,00;950,00',
    '03.03.2024;BILINMEYEN EFT;75,50;1.025,50',
  ]);

describe('POST /bank/statements', () => {
  it('adds the lines, posts the payment-code match (level 1) and leaves the rest to decide', async () => {
    const summary = await dataOf<{ posted: number; suggested: number; unmatched: number }>(
      upload(owner, bankId, 'mart.csv', first()),
    );
    expect(summary).toMatchObject({ lines: 3, new_lines: 3, duplicate_lines: 0, posted: 1, balanced: true });
    expect(summary.posted + summary.suggested + summary.unmatched).toBe(3);
    const lines = (await call.get(owner, `/bank/lines?account_id=${bankId}`)).json();
    expect(lines.TotalRecords).toBe(3);
    expect(lines.counts.posted).toBe(1);
    const posted = lines.Records.find((line: { status: string }) => line.status === 'posted');
    expect(posted).toMatchObject({ amount: 150, value_date: '01.03.2024' });
    expect(posted.parts[0]).toMatchObject({ kind: 'collection', amount: 150 });
    expect(posted.parts[0].receipt_number).toBeGreaterThan(0);
  });

  it('adds nothing when the same file comes again', async () => {
    const summary = await dataOf(upload(owner, bankId, 'mart-tekrar.csv', first()));
    expect(summary).toMatchObject({ lines: 3, new_lines: 0, duplicate_lines: 3, posted: 0 });
    expect((await call.get(owner, `/bank/lines?account_id=${bankId}`)).json().TotalRecords).toBe(3);
  });

  it('adds only the new lines of an overlapping file', async () => {
    const overlapping = csv([
      '02.03.2024;ELEKTRIK FATURASI;-200,00;950,00',
      '03.03.2024;BILINMEYEN EFT;75,50;1.025,50',
      '04.03.2024;SU FATURASI;-25,50;1.000,00',
    ]);
    const summary = await dataOf(upload(owner, bankId, 'mart-nisan.csv', overlapping));
    expect(summary).toMatchObject({ lines: 3, new_lines: 1, duplicate_lines: 2 });
    const statements = (await call.get(owner, `/bank/statements?account_id=${bankId}`)).json();
    // The page's list of past statements: who imported each, its dates, and where its new lines are now.
    expect(statements.Records[0]).toMatchObject({
      file_name: 'mart-nisan.csv',
      lines: 3,
      new_lines: 1,
      start_date: '02.03.2024',
      end_date: '04.03.2024',
      imported_by: 'Ali Veli',
      counts: { suggested: 0, unmatched: 1, posted: 0, ignored: 0 },
    });
    expect(statements.Records[1]).toMatchObject({
      file_name: 'mart-tekrar.csv',
      counts: { suggested: 0, unmatched: 0, posted: 0, ignored: 0 },
    });
    expect(statements.Records[2]).toMatchObject({
      file_name: 'mart.csv',
      counts: expect.objectContaining({ posted: 1 }),
    });
  });

  it('imports a file whose balances do not add up, warning where', async () => {
    const wrong = csv(['05.03.2024;KIRA;100,00;1.100,00', '06.03.2024;KIRA;100,00;1.300,00']);
    const response = await upload(owner, bankId, 'yanlis.csv', wrong);
    expect(response.statusCode, response.body).toBe(200);
    const { data, description } = response.json();
    expect(data).toMatchObject({ new_lines: 2, balanced: false });
    expect(data.balance_message).toContain('3. satırda');
    expect(description).toContain(data.balance_message);
  });

  it('refuses a bad file in Turkish and stores nothing', async () => {
    const before = await stored();
    const response = await upload(owner, bankId, 'bozuk.csv', csv(['07.03.2024;AIDAT;12,3,4;100,00']));
    expect(response.statusCode).toBe(400);
    expect(response.json().description).toMatch(/satır|tutar/i);
    expect(await stored()).toEqual(before);
  });

  it('asks for the columns of an unknown layout, then imports with the saved mapping', async () => {
    const strange = Buffer.from('Gün|Not|Para\n08.03.2024|DEMIRBAS|40,00\n'.replaceAll('|', ';'));
    const refused = await upload(owner, bankId, 'garip.csv', strange);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.mapping).toBeTruthy();
    const mapping = { header_row: 0, date: 0, description: 1, amount: 2 };
    await dataOf(call.put(owner, '/bank/mapping', { account_id: bankId, mapping }));
    expect((await call.get(owner, `/bank/mapping?account_id=${bankId}`)).json().data).toEqual(mapping);
    const summary = await dataOf(upload(owner, bankId, 'garip.csv', strange));
    expect(summary).toMatchObject({ new_lines: 1 });
  });

  it('refuses a kasa, another account’s bank account and a sub-user without accounting', async () => {
    const before = await stored();
    const cash = await moneyFixtures(ctx, owner).cashAccount({ name: 'El Kasası' });
    const notBank = await upload(owner, cash.id, 'kasa.csv', first());
    expect(notBank.statusCode).toBe(400);
    expect(notBank.json().description).toContain('banka');
    const theirs = await upload(stranger, bankId, 'baska.csv', first());
    expect(theirs.statusCode).toBe(404);
    const sub = await createSubUser(ctx, owner, { show_accounting: 0, exec_accounting: 0 });
    expect((await upload(sub, bankId, 'alt.csv', first())).statusCode).toBe(403);
    expect((await call.get(sub, `/bank/lines?account_id=${bankId}`)).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('refuses a statement of another IBAN, naming both', async () => {
    const iban = 'TR330006100519786457841326';
    await dataOf(call.put(owner, '/account', { id: bankId, name: 'Ziraat Vadesiz', iban }));
    const before = await stored();
    const other = Buffer.from(
      '{1:F01TGBATRISAXXX0000000000}{2:I940TGBATRISXXXXN}{4:\n:20:S1\n:25:TR610006400000000098765432\n:28C:1/1\n' +
        ':60F:C240104TRY0,00\n:61:2401050105CN10,00NTRFNONREF//B1\n:86:AIDAT\n:62F:C240105TRY10,00\n-}',
    );
    const response = await upload(owner, bankId, 'baska.sta', other);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().description).toContain('TR61 0006 4000');
    expect(response.json().description).toContain('TR33 0006 1005');
    expect(await stored()).toEqual(before);
  });
});
