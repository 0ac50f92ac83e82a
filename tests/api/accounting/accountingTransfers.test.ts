/** Virman, closed books, who may do what and sub-accounts (docs/accounting.md), on PostgreSQL. */

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
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { dataOf, moneyFixtures } from '../helpers/propertyFixtures';

beforeAll(startAccountingScene, 60_000);
afterAll(stopAccountingScene);

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
