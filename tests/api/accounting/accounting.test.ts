/** Incomes, expenses with invoices and suppliers (docs/accounting.md), on PostgreSQL. Virman, closed books, permissions and sub-accounts: accountingTransfers.test.ts. */

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  ctx,
  expenseType,
  m,
  owner,
  PDF,
  startAccountingScene,
  stopAccountingScene,
  stranger,
  upload,
} from '../helpers/accountingScene';
import { createSubUser, type SignedIn } from '../helpers/fixtures';
import { dataOf, moneyFixtures } from '../helpers/propertyFixtures';

beforeAll(startAccountingScene, 60_000);
afterAll(stopAccountingScene);

function property(who: SignedIn) {
  return moneyFixtures(ctx, who).make;
}

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
