/**
 * The supplier statement as a PDF (GET /current/records?format=pdf): every line of the chosen days with the
 * running balance and the totals, under a Turkish heading; another account's supplier is not found. On PostgreSQL.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { caller, startTestApp, type TestContext } from '../helpers/harness';
import { dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Çınar Sitesi' });
}, 60_000);
afterAll(() => ctx?.close());

const textOf = async (payload: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true })).text;

describe('supplier statement PDF', () => {
  it('prints the statement with its Turkish heading, lines, running balance and totals', async () => {
    const m = moneyFixtures(ctx, owner);
    const cash = await m.cashAccount({ opening_balance: 10000 });
    const type = await m.make.accountingType({ name: 'Kabin onarımı', type: 2 });
    const supplier = await dataOf(
      call(owner, 'POST', '/current/account', { name: 'Şimşek Asansör', tax_number: '1234567890' }),
    );
    const invoice = (amount: number, date: string, document_no: string) =>
      dataOf(
        call(owner, 'POST', '/current/record', {
          current_account_id: supplier.id,
          amount,
          date,
          document_no,
        }),
      );
    await invoice(1000, '10.05.2026', 'Ö-1');
    await invoice(2500.5, '01.06.2026', 'Ğ-22');
    await dataOf(
      call(owner, 'POST', '/expense', {
        amount: 1200,
        account_id: cash.id,
        accounting_type_id: type.id,
        date: '15.06.2026',
        current_account_id: supplier.id,
        description: 'Haziran ödemesi',
      }),
    );

    const answer = await call(
      owner,
      'GET',
      `/current/records?format=pdf&current_account_id=${supplier.id}&start_date=01.06.2026&end_date=30.06.2026`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toContain('cari-ekstre.pdf');
    const text = await textOf(answer.rawPayload);
    expect(text).toContain('Cari Ekstre: Şimşek Asansör');
    expect(text).toContain('Çınar Sitesi');
    expect(text).toContain('01.06.2026 – 30.06.2026');
    expect(text).toContain('Vergi no: 1234567890');
    // Only June's lines; May's invoice is carried as what was owed before.
    expect(text).toContain('Ğ-22');
    expect(text).toContain('Haziran ödemesi');
    expect(text).not.toContain('Ö-1');
    expect(text).toContain('Devreden borç: ₺1.000,00');
    expect(text).toContain('Fatura toplamı: ₺2.500,50');
    expect(text).toContain('Ödenen: ₺1.200,00');
    expect(text).toContain('Kalan borcumuz: ₺2.300,50');
  });

  it('does not print another account’s supplier', async () => {
    const stranger = await registerAccount(ctx, { assocName: 'Başka Site' });
    const theirs = await dataOf(call(stranger, 'POST', '/current/account', { name: 'Gizli Tedarikçi' }));
    const answer = await call(owner, 'GET', `/current/records?format=pdf&current_account_id=${theirs.id}`);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('Cari hesap bulunamadı.');
  });
});
