/** Incomes, expenses with invoices, virman, suppliers and sub-accounts (docs/accounting.md), on PostgreSQL. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
  owner = await registerAccount(ctx, { assocName: 'Muhasebe Sitesi' });
  stranger = await registerAccount(ctx, { assocName: 'Komşu Site' });
  m = moneyFixtures(ctx, owner);
});
afterAll(() => ctx?.close());

const expenseType = (name: string) => m.make.accountingType({ name, type: 2 });

/** A PDF's first bytes are enough for the content check. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(field: string, fileName: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = '----fatura-siniri';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (who: SignedIn, expenseId: number, fileName: string, bytes: Buffer) => {
  const body = multipart('file', fileName, bytes);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/expense/${expenseId}/invoice`,
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
};

describe('incomes', () => {
  it('adds an income to its account, lists it with its payer and the filtered total, edits and deletes it', async () => {
    const cash = await m.cashAccount({ opening_balance: 100 });
    const roof = await m.make.accountingType({ name: 'Çatı anten kirası', type: 1 });
    const resident = await m.make.resident({ name: 'Zeynep', surname: 'Kaya' });
    const income = await dataOf(
      call(owner, 'POST', '/payment', {
        amount: '1.250,50'.replace('.', ''),
        account_id: cash.id,
        accounting_type_id: roof.id,
        date: '05.03.2026',
        description: 'Mart kirası',
        resident_id: resident.id,
      }),
    );
    expect(income).toMatchObject({ amount: 1250.5, account: cash.name, accounting_type: roof.name });
    expect(income.payer).toBe('Zeynep Kaya');
    await dataOf(
      call(owner, 'POST', '/payment', {
        amount: 99.5,
        account_id: cash.id,
        accounting_type_id: roof.id,
        date: '10.04.2026',
        payer_name: 'Banka faizi',
      }),
    );
    expect(await m.balance(cash.id)).toBe(100 + 1250.5 + 99.5);

    const march = (
      await call(owner, 'GET', `/payments?page=1&type=1&account_id=${cash.id}&end_date=31.03.2026`)
    ).json();
    expect(march.TotalRecords).toBe(1);
    expect(march.AdditionalData.amount).toBe(1250.5);
    const all = (await call(owner, 'GET', `/payments?page=1&account_id=${cash.id}&key=faiz`)).json();
    expect(all.Records.map((r: { payer: string }) => r.payer)).toEqual(['Banka faizi']);

    const changed = await dataOf(
      call(owner, 'PUT', '/payment', {
        id: income.id,
        amount: 1000,
        account_id: cash.id,
        accounting_type_id: roof.id,
        date: '05.03.2026',
        resident_id: resident.id,
      }),
    );
    expect(changed.amount).toBe(1000);
    expect(await m.balance(cash.id)).toBe(100 + 1000 + 99.5);
    const removed = await call(owner, 'DELETE', '/payment', { id: income.id });
    expect(removed.json().description).toBe('Gelir silindi.');
    expect(await m.balance(cash.id)).toBe(100 + 99.5);
  });

  it('refuses an expense type, two payers, and another association’s payer or account, changing nothing', async () => {
    const cash = await m.cashAccount({ opening_balance: 0 });
    const income = await m.incomeType();
    const cleaning = await expenseType('Temizlik hizmeti');
    const theirs = await moneyFixtures(ctx, stranger).cashAccount();
    const theirResident = await property(stranger).resident();
    const body = { amount: 10, account_id: cash.id, accounting_type_id: income.id };

    const wrongKind = await call(owner, 'POST', '/payment', { ...body, accounting_type_id: cleaning.id });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().errors.accounting_type_id).toBe('Gelir tipinde bir tür seçiniz.');
    const twoPayers = await call(owner, 'POST', '/payment', { ...body, payer_name: 'X', resident_id: 1 });
    expect(twoPayers.statusCode).toBe(400);
    expect((await call(owner, 'POST', '/payment', { ...body, account_id: theirs.id })).statusCode).toBe(404);
    expect(
      (await call(owner, 'POST', '/payment', { ...body, resident_id: theirResident.id })).statusCode,
    ).toBe(404);
    const zero = await call(owner, 'POST', '/payment', { ...body, amount: 0 });
    expect(zero.json().errors.amount).toBe('Tutar sıfırdan büyük olmalıdır.');
    expect(await m.balance(cash.id)).toBe(0);
    expect((await call(owner, 'GET', `/payments?page=1&account_id=${cash.id}`)).json().TotalRecords).toBe(0);
  });
});

function property(who: SignedIn) {
  return moneyFixtures(ctx, who).make;
}

describe('expenses and invoices', () => {
  it('records an expense with its supplier, keeps its invoice inside the account folder and downloads it', async () => {
    const cash = await m.cashAccount({ opening_balance: 5000 });
    const lift = await expenseType('Asansör bakım sözleşmesi');
    const supplier = await dataOf(
      call(owner, 'POST', '/current/account', { name: 'Yıldız Asansör Ltd.', tax_number: '1234567890' }),
    );
    const expense = await dataOf(
      call(owner, 'POST', '/expense', {
        amount: '1.500,00',
        account_id: cash.id,
        accounting_type_id: lift.id,
        date: '12.05.2026',
        bill_date: '10.05.2026',
        description: 'Mayıs bakımı',
        current_account_id: supplier.id,
      }),
    );
    expect(expense).toMatchObject({
      amount: 1500,
      bill_date: '10.05.2026',
      current_account: 'Yıldız Asansör Ltd.',
    });
    expect(await m.balance(cash.id)).toBe(3500);
    // The type of a recorded expense cannot be deleted from under it.
    const typeRemoved = await call(owner, 'DELETE', '/accounting/type', { id: lift.id });
    expect(typeRemoved.statusCode).toBe(409);
    expect(typeRemoved.json().description).toMatch(/1 kayıtta kullanılıyor/);

    const sent = await upload(owner, expense.id, '../../Fatura (Mayıs) 2026.pdf', PDF);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.invoice_name).toBe('FaturaMayıs 2026.pdf');
    // The sent name reaches no path: the one file written is in the account's invoices folder, under the server's name.
    const written = readdirSync(ctx.dataDir, { recursive: true })
      .map(String)
      .filter((path) => path.endsWith('.pdf'));
    expect(written).toEqual(
      [join('accounts', String(owner.user.account_id), 'invoices', `${expense.id}-`)].map((prefix) =>
        written.find((path) => path.startsWith(prefix)),
      ),
    );
    expect(written).toHaveLength(1);

    const download = await call(owner, 'GET', `/expense/${expense.id}/invoice`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await call(stranger, 'GET', `/expense/${expense.id}/invoice`)).statusCode).toBe(404);

    const text = await upload(owner, expense.id, 'fatura.pdf', Buffer.from('bu bir fatura değil'));
    expect(text.statusCode).toBe(400);
    expect(text.json().description).toBe('Fatura PDF, JPEG veya PNG biçiminde olmalıdır.');
    const listed = (
      await call(owner, 'GET', `/expenses?page=1&type=2&current_account_id=${supplier.id}`)
    ).json();
    expect(listed.Records[0].invoice_name).toBe('FaturaMayıs 2026.pdf');
    expect(listed.AdditionalData.amount).toBe(1500);
  });

  it('shows a file name without its bidirectional and control characters (U+202E cannot disguise it)', async () => {
    const cash = await m.cashAccount({ opening_balance: 100 });
    const type = await expenseType('Fatura adı denemesi');
    const expense = await dataOf(
      call(owner, 'POST', '/expense', { amount: 10, account_id: cash.id, accounting_type_id: type.id }),
    );
    const sent = await upload(owner, expense.id, 'fatura\u202Efdp.exe\u2066\u200F\u2028\u0007', PDF);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.invoice_name).toBe('faturafdp.exe');
    const listed = (await call(owner, 'GET', '/expenses?page=1&type=2')).json();
    expect(listed.Records.find((r: { id: number }) => r.id === expense.id).invoice_name).toBe(
      'faturafdp.exe',
    );
  });

  it('lets accounting level 1 attach an invoice but not replace one (that removes the old file): 403, the old file stays', async () => {
    const cash = await m.cashAccount({ opening_balance: 100 });
    const type = await expenseType('Temizlik malzemesi');
    const clerk = await createSubUser(ctx, owner, { show_accounting: 1, exec_accounting: 1 });
    const expense = await dataOf(
      call(clerk, 'POST', '/expense', { amount: 20, account_id: cash.id, accounting_type_id: type.id }),
    );
    expect((await upload(clerk, expense.id, 'ilk.pdf', PDF)).statusCode).toBe(200);
    const other = Buffer.concat([PDF, Buffer.from('% ikinci fatura\n')]);
    const replaced = await upload(clerk, expense.id, 'ikinci.pdf', other);
    expect(replaced.statusCode).toBe(403);
    expect(replaced.json().description).toBe(
      'Faturayı değiştirmek eski dosyayı siler: silme yetkiniz yok. Hesap sahibinden yetki isteyiniz.',
    );
    const kept = await call(clerk, 'GET', `/expense/${expense.id}/invoice`);
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(PDF)).toBe(true);
    const onDisk = () =>
      readdirSync(join(ctx.dataDir, 'accounts', String(owner.user.account_id), 'invoices')).filter((name) =>
        name.startsWith(`${expense.id}-`),
      );
    // The refused file was not left behind either.
    expect(onDisk()).toHaveLength(1);
    // One who may delete replaces it: the new file is served and the old one is gone.
    expect((await upload(owner, expense.id, 'ikinci.pdf', other)).statusCode).toBe(200);
    expect((await call(clerk, 'GET', `/expense/${expense.id}/invoice`)).rawPayload.equals(other)).toBe(true);
    expect(onDisk()).toHaveLength(1);
  });

  it('shows a supplier’s statement: invoices owed, payments made, the running balance', async () => {
    const cash = await m.cashAccount({ opening_balance: 10000 });
    const type = await expenseType('Merdiven temizliği');
    const supplier = await dataOf(call(owner, 'POST', '/current/account', { name: 'Pırıl Temizlik' }));
    await dataOf(
      call(owner, 'POST', '/current/record', {
        current_account_id: supplier.id,
        amount: 3000,
        date: '01.06.2026',
        document_no: 'A-17',
      }),
    );
    await dataOf(
      call(owner, 'POST', '/expense', {
        amount: 1200,
        account_id: cash.id,
        accounting_type_id: type.id,
        date: '15.06.2026',
        current_account_id: supplier.id,
      }),
    );
    await dataOf(
      call(owner, 'POST', '/current/record', {
        current_account_id: supplier.id,
        amount: 500,
        date: '01.07.2026',
      }),
    );
    const statement = (
      await call(owner, 'GET', `/current/records?page=1&current_account_id=${supplier.id}`)
    ).json();
    expect(
      statement.Records.map((r: { kind: string; debit: number; credit: number; balance: number }) => [
        r.kind,
        r.debit,
        r.credit,
        r.balance,
      ]),
    ).toEqual([
      ['invoice', 3000, 0, 3000],
      ['payment', 0, 1200, 1800],
      ['invoice', 500, 0, 2300],
    ]);
    expect(statement.AdditionalData).toEqual({ invoiced: 3500, paid: 1200, opening: 0, balance: 2300 });
    const listed = (await call(owner, 'GET', '/current/accounts?key=pırıl')).json().Records;
    expect(listed.map((a: { balance: number }) => a.balance)).toEqual([2300]);
    const kept = await call(owner, 'DELETE', '/current/account', { id: supplier.id });
    expect(kept.statusCode).toBe(409);
  });
});

describe('virman', () => {
  it('moves the amount from one account to the other and lists it', async () => {
    const cash = await m.cashAccount({ name: 'Yönetim kasası', opening_balance: 1000 });
    const bank = await m.cashAccount({ name: 'Ziraat Bankası', opening_balance: 0 });
    const moved = await dataOf(
      call(owner, 'POST', '/virman', {
        amount: '400,25',
        date: '03.02.2026',
        description: 'Bankaya yatırılan',
        from_account_id: cash.id,
        to_account_id: bank.id,
      }),
    );
    expect(moved).toMatchObject({
      amount: 400.25,
      from_account: 'Yönetim kasası',
      to_account: 'Ziraat Bankası',
    });
    expect([await m.balance(cash.id), await m.balance(bank.id)]).toEqual([599.75, 400.25]);
    const list = (await call(owner, 'GET', `/virman?page=1&account_id=${bank.id}`)).json();
    expect(list.AdditionalData.amount).toBe(400.25);
    await call(owner, 'DELETE', '/virman', { id: moved.id });
    expect([await m.balance(cash.id), await m.balance(bank.id)]).toEqual([1000, 0]);
  });

  it('refuses the same account, 0, more than the source holds and another association’s account, changing nothing', async () => {
    const cash = await m.cashAccount({ opening_balance: 300 });
    const bank = await m.cashAccount({ opening_balance: 0 });
    const theirs = await moneyFixtures(ctx, stranger).cashAccount({ opening_balance: 50 });
    const body = { amount: 100, from_account_id: cash.id, to_account_id: bank.id };

    const same = await call(owner, 'POST', '/virman', { ...body, to_account_id: cash.id });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors.to_account_id).toBe('Virman için iki farklı hesap seçiniz.');
    expect((await call(owner, 'POST', '/virman', { ...body, amount: 0 })).statusCode).toBe(400);
    const tooMuch = await call(owner, 'POST', '/virman', { ...body, amount: 300.01 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().description).toContain('yeterli bakiye yok');
    expect((await call(owner, 'POST', '/virman', { ...body, to_account_id: theirs.id })).statusCode).toBe(
      404,
    );
    expect((await call(owner, 'POST', '/virman', { ...body, from_account_id: theirs.id })).statusCode).toBe(
      404,
    );
    expect([await m.balance(cash.id), await m.balance(bank.id)]).toEqual([300, 0]);
    expect(await moneyFixtures(ctx, stranger).balance(theirs.id)).toBe(50);
  });

  it('leaves the exact sum when virmans race on one account: the one that would overdraw it is refused', async () => {
    const cash = await m.cashAccount({ opening_balance: 1000 });
    const bank = await m.cashAccount({ opening_balance: 0 });
    const answers = await Promise.all(
      [600, 600, 300].map((amount) =>
        call(owner, 'POST', '/virman', { amount, from_account_id: cash.id, to_account_id: bank.id }),
      ),
    );
    const moved = answers
      .map((answer, index) => (answer.statusCode === 200 ? [600, 600, 300][index]! : 0))
      .reduce((a, b) => a + b, 0);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBe(2);
    expect(moved).toBe(900);
    expect([await m.balance(cash.id), await m.balance(bank.id)]).toEqual([1000 - moved, moved]);
  });
});

describe('closed books', () => {
  it('refuses any money record dated on or before the closing day, and its change or deletion', async () => {
    const who = await registerAccount(ctx, { assocName: 'Kapanış Sitesi' });
    const mm = moneyFixtures(ctx, who);
    const cash = await mm.cashAccount({ opening_balance: 1000 });
    const type = await mm.incomeType();
    const early = await dataOf(
      call(who, 'POST', '/payment', {
        amount: 50,
        account_id: cash.id,
        accounting_type_id: type.id,
        date: '20.12.2025',
      }),
    );
    const settings = (await call(who, 'GET', '/settings')).json().data;
    await dataOf(call(who, 'PUT', '/settings', { ...settings, books_closed_through: '31.12.2025' }));

    const closed =
      'Defterler 31.12.2025 tarihine kadar kapatıldı; bu tarihteki ve öncesindeki kayıtlar eklenemez, değiştirilemez ve silinemez.';
    const body = { amount: 10, account_id: cash.id, accounting_type_id: type.id };
    const add = await call(who, 'POST', '/payment', { ...body, date: '31.12.2025' });
    expect(add.statusCode).toBe(409);
    expect(add.json().description).toBe(closed);
    expect(
      (await call(who, 'PUT', '/payment', { ...body, id: early.id, date: '02.01.2026' })).statusCode,
    ).toBe(409);
    expect((await call(who, 'DELETE', '/payment', { id: early.id })).statusCode).toBe(409);
    const flats = await mm.flats(1);
    const debt = await mm.debt(flats[0]!.apartment.id, type.id, 100);
    const collection = await mm.pay({
      debt_id: debt,
      account_id: cash.id,
      accounting_type_id: type.id,
      amount: 40,
      date: '15.12.2025',
    });
    expect(collection.statusCode).toBe(409);
    const virman = await call(who, 'POST', '/virman', {
      amount: 1,
      date: '01.12.2025',
      from_account_id: cash.id,
      to_account_id: (await mm.cashAccount()).id,
    });
    expect(virman.statusCode).toBe(409);
    expect(await mm.balance(cash.id)).toBe(1050);

    expect((await call(who, 'POST', '/payment', { ...body, date: '01.01.2026' })).statusCode).toBe(200);
    expect(await mm.balance(cash.id)).toBe(1060);
  });

  it('only the owner reopens them (back or cleared), with a line in the system log; a settings user moves the day forward', async () => {
    const who = await registerAccount(ctx, { assocName: 'Kapanış Yetkisi Sitesi' });
    const clerk = await createSubUser(ctx, who, { show_settings: 1, exec_settings: 1 });
    const settings = (await call(who, 'GET', '/settings')).json().data;
    const closeThrough = (by: SignedIn, day: string | null) =>
      call(by, 'PUT', '/settings', { ...settings, books_closed_through: day });
    const closedDay = async () => (await call(who, 'GET', '/settings')).json().data.books_closed_through;
    await dataOf(closeThrough(clerk, '30.06.2025'));
    await dataOf(closeThrough(clerk, '31.12.2025'));
    expect(await closedDay()).toBe('31.12.2025');

    const refusal =
      'Kapatılmış defterleri yalnızca hesap sahibi yeniden açabilir: kapanış tarihini geri alma veya silme yetkiniz yok.';
    for (const day of ['', null, '30.06.2025']) {
      const refused = await closeThrough(clerk, day);
      expect(refused.statusCode, String(day)).toBe(403);
      expect(refused.json().description).toBe(refusal);
    }
    expect(await closedDay()).toBe('31.12.2025');
    // Saving the other settings with the same day is no reopening.
    await dataOf(closeThrough(clerk, '31.12.2025'));

    const reopened = (await call(who, 'GET', '/system/logs?page=1&table=books_closed')).json().Records;
    expect(reopened).toEqual([]);
    await dataOf(closeThrough(who, '30.09.2025'));
    await dataOf(closeThrough(who, ''));
    expect(await closedDay()).toBe(null);
    const lines = (await call(who, 'GET', '/system/logs?page=1&table=books_closed')).json().Records;
    expect(lines).toEqual([
      expect.objectContaining({
        user_id: who.user.id,
        changes: [{ field: 'booksClosedThrough', before: '2025-09-30', after: null }],
      }),
      expect.objectContaining({
        user_id: who.user.id,
        changes: [{ field: 'booksClosedThrough', before: '2025-12-31', after: '2025-09-30' }],
      }),
    ]);
  });
});

describe('who may do what', () => {
  it('lets accounting level 1 list and add but not delete; level 0 gets 403', async () => {
    const cash = await m.cashAccount({ opening_balance: 0 });
    const type = await m.incomeType();
    const clerk = await createSubUser(ctx, owner, { show_accounting: 1, exec_accounting: 1 });
    const outsider = await createSubUser(ctx, owner, { show_accounting: 0, exec_accounting: 0 });
    const added = await dataOf(
      call(clerk, 'POST', '/payment', { amount: 5, account_id: cash.id, accounting_type_id: type.id }),
    );
    expect((await call(clerk, 'GET', '/payments?page=1')).statusCode).toBe(200);
    expect((await call(clerk, 'DELETE', '/payment', { id: added.id })).statusCode).toBe(403);
    expect((await call(outsider, 'GET', '/payments?page=1')).statusCode).toBe(403);
    expect((await call(outsider, 'GET', '/virman?page=1')).statusCode).toBe(403);
    expect(await m.balance(cash.id)).toBe(5);
  });

  it('keeps each association’s records to itself', async () => {
    const cash = await m.cashAccount({ opening_balance: 0 });
    const type = await m.incomeType();
    const income = await dataOf(
      call(owner, 'POST', '/payment', { amount: 7, account_id: cash.id, accounting_type_id: type.id }),
    );
    expect((await call(stranger, 'GET', '/payments?page=1')).json().TotalRecords).toBe(0);
    expect((await call(stranger, 'DELETE', '/payment', { id: income.id })).statusCode).toBe(404);
    expect(await m.balance(cash.id)).toBe(7);
  });
});

describe('sub-accounts', () => {
  it('groups accounts one level under a parent and refuses deeper or circular ones', async () => {
    const bank = await m.cashAccount({ name: 'Banka' });
    const ziraat = await m.cashAccount({ name: 'Ziraat vadesiz', parent_id: bank.id });
    expect(ziraat).toMatchObject({ parent_id: bank.id, parent: 'Banka' });
    const deeper = await call(owner, 'POST', '/account', { name: 'Alt alt', parent_id: ziraat.id });
    expect(deeper.statusCode).toBe(400);
    expect(deeper.json().errors.parent_id).toContain('tek seviye');
    const self = await call(owner, 'PUT', '/account', { id: bank.id, name: 'Banka', parent_id: bank.id });
    expect(self.statusCode).toBe(400);
    expect((await call(owner, 'DELETE', '/account', { id: bank.id })).statusCode).toBe(409);
  });
});
