/** Permission levels (debit, accounting, definitions, reports, advances) and tenant isolation of the money API. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubUser, registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let stranger: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;
let s: Awaited<ReturnType<typeof scene>>;

/** A batch with a collected debt, an advance deposit, a dues job: everything the money routes touch. */
async function scene() {
  const type = await m.incomeType();
  const cash = await m.cashAccount({ opening_balance: 10 });
  const flats = await m.flats(2);
  const building = flats[0]!.building;
  const entry = await dataOf<{ multi_debt_id: number; rows: { debt_id: number }[] }>(
    call(owner, 'POST', '/debt/amount', {
      building_ids: [building.id],
      amount: 100,
      accounting_type_id: type.id,
    }),
  );
  const debtId = entry.rows[0]!.debt_id;
  const collection = await dataOf<{ receipt_id: number }>(
    m.pay({ debt_id: debtId, account_id: cash.id, accounting_type_id: type.id, amount: 30 }),
  );
  const resident = flats[0]!.owner;
  const deposit = await dataOf(
    call(owner, 'POST', '/advance/payments', { resident_id: resident.id, amount: 50, account_id: cash.id }),
  );
  const movements = (await call(owner, 'GET', '/user/transfer?page=1')).json().Records as { id: number }[];
  const dues = await m.make.group({ type: 2, amount: 500 });
  const group = await m.make.group({ type: 1, amount: 20 });
  const job = await dataOf(
    call(owner, 'POST', '/debt/job', {
      name: 'Aidat',
      group_id: dues.id,
      accounting_type_id: type.id,
      day_of_month: 1,
    }),
  );
  return {
    type,
    cash,
    flats,
    building,
    batchId: entry.multi_debt_id,
    debtId,
    receiptId: collection.receipt_id,
    resident,
    deposit,
    movementId: movements[0]!.id,
    job,
    group,
  };
}

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Erişim Sitesi' });
  stranger = await registerAccount(ctx, { assocName: 'Yabancı Site' });
  call = caller(ctx);
  m = moneyFixtures(ctx, owner);
  s = await scene();
});
afterAll(() => ctx?.close());

const VIEW_DENIED = 'Bu bölümü görüntüleme yetkiniz yok. Hesap sahibinden yetki isteyiniz.';
const WRITE_DENIED = 'Bu bölümde kayıt ekleme veya düzenleme yetkiniz yok. Hesap sahibinden yetki isteyiniz.';
const DELETE_DENIED = 'Silme yetkiniz yok. Hesap sahibinden yetki isteyiniz.';

async function expectDenied(
  requests: Promise<{ statusCode: number; body: string; json(): { description: string } }>[],
  text: string,
) {
  for (const response of await Promise.all(requests)) {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().description).toBe(text);
  }
}

describe('debit levels', () => {
  const reads = (who: SignedIn) => [
    call(who, 'GET', '/multi/debts?page=1'),
    call(who, 'GET', `/multi/debt?id=${s.batchId}`),
    call(who, 'POST', '/debts?page=1', {}),
    call(who, 'GET', `/apartment/debts?apartment_id=${s.flats[0]!.apartment.id}`),
    call(who, 'GET', `/resident/debts?resident_id=${s.resident.id}`),
    call(who, 'GET', '/debt/job?page=1'),
    call(who, 'GET', '/interest/setting'),
  ];
  const entry = { accounting_type_id: 0, amount: 10 };

  it('show 0 reads nothing; show 1 / exec 0 reads but enters nothing; exec 1 enters but deletes nothing; 2 deletes', async () => {
    // A payer's debts are also open to collectors (accounting rights): this one has none of either.
    const none = await createSubUser(ctx, owner, { show_debit: 0, show_accounting: 0 });
    await expectDenied(reads(none), VIEW_DENIED);
    const collector = await createSubUser(ctx, owner, { show_debit: 0 });
    const collectorReads = reads(collector);
    await expectDenied(collectorReads.slice(0, 3), VIEW_DENIED);
    for (const response of await Promise.all(collectorReads.slice(3, 5)))
      expect(response.statusCode).toBe(200);

    const viewer = await createSubUser(ctx, owner, { show_debit: 1, exec_debit: 0 });
    for (const response of await Promise.all(reads(viewer)))
      expect(response.statusCode, response.body).toBe(200);
    entry.accounting_type_id = s.type.id;
    await expectDenied(
      [
        call(viewer, 'POST', '/debt/single', { ...entry, apartment_id: s.flats[0]!.apartment.id }),
        call(viewer, 'POST', '/debt/amount', { ...entry, building_ids: [s.building.id], preview: true }),
        call(viewer, 'POST', '/debt/by/group', { ...entry, group_id: s.group.id }),
        call(viewer, 'POST', '/debt/job', { name: 'x', group_id: 1, accounting_type_id: 1, day_of_month: 1 }),
        call(viewer, 'POST', '/debt/job/run', { id: s.job.id }),
        call(viewer, 'PUT', '/interest/setting', { rate: 5 }),
      ],
      WRITE_DENIED,
    );

    const clerk = await createSubUser(ctx, owner, { exec_debit: 1 });
    const created = await call(clerk, 'POST', '/debt/single', {
      ...entry,
      apartment_id: s.flats[1]!.apartment.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const ownDebt = created.json().data.rows[0].debt_id;
    await expectDenied(
      [
        call(clerk, 'DELETE', '/multi/debt', { id: s.batchId, set_advance_payment: true }),
        call(clerk, 'DELETE', '/delete/debt/single', { id: ownDebt }),
        call(clerk, 'DELETE', '/debt/job', { id: s.job.id }),
      ],
      DELETE_DENIED,
    );
    const full = await createSubUser(ctx, owner, { exec_debit: 2 });
    expect((await call(full, 'DELETE', '/delete/debt/single', { id: ownDebt })).statusCode).toBe(200);
  });
});

describe('accounting, definitions, reports and advances levels', () => {
  it('collections, receipts and transfers follow the accounting levels', async () => {
    const reads = (who: SignedIn) => [
      call(who, 'GET', '/user/transfer?page=1'),
      call(who, 'GET', '/receipts?page=1'),
      call(who, 'GET', '/user/receipt?page=1'),
      call(who, 'GET', `/user/receipt/file/${s.receiptId}`),
      call(who, 'GET', `/debt/payments?debt_id=${s.debtId}`),
      call(who, 'GET', `/apartment/debt/payments?apartment_id=${s.flats[0]!.apartment.id}`),
    ];
    const none = await createSubUser(ctx, owner, { show_accounting: 0 });
    await expectDenied(reads(none), VIEW_DENIED);
    const pay = { debt_id: s.debtId, account_id: s.cash.id, accounting_type_id: s.type.id, amount: 1 };
    const viewer = await createSubUser(ctx, owner, { show_accounting: 1, exec_accounting: 0 });
    for (const response of await Promise.all(reads(viewer)))
      expect(response.statusCode, response.body).toBe(200);
    await expectDenied(
      [
        call(viewer, 'POST', '/payment/debt', pay),
        call(viewer, 'POST', '/payment/debts', { ...pay, resident_id: s.resident.id, preview: true }),
      ],
      WRITE_DENIED,
    );
    const clerk = await createSubUser(ctx, owner, { exec_accounting: 1 });
    expect((await call(clerk, 'POST', '/payment/debt', pay)).statusCode).toBe(200);
    const newest = (await call(clerk, 'GET', '/user/transfer?page=1')).json().Records[0];
    await expectDenied([call(clerk, 'DELETE', `/user/transfer/${newest.id}`)], DELETE_DENIED);
    const full = await createSubUser(ctx, owner, { exec_accounting: 2 });
    expect((await call(full, 'DELETE', `/user/transfer/${newest.id}`)).statusCode).toBe(200);
  });

  it('cash accounts: definitions to change, definitions or accounting to read; reports; advances', async () => {
    const blind = await createSubUser(ctx, owner, { show_definitions: 0, show_accounting: 0 });
    await expectDenied(
      [call(blind, 'GET', '/accounts'), call(blind, 'GET', '/accounts?page=1')],
      VIEW_DENIED,
    );
    const cashier = await createSubUser(ctx, owner, {
      show_definitions: 0,
      show_accounting: 1,
      exec_definitions: 0,
    });
    expect((await call(cashier, 'GET', '/accounts')).statusCode).toBe(200);
    await expectDenied(
      [
        call(cashier, 'POST', '/account', { name: 'Yeni Kasa' }),
        call(cashier, 'PUT', '/account', { id: s.cash.id, name: 'Kasa' }),
      ],
      WRITE_DENIED,
    );
    const editor = await createSubUser(ctx, owner, { exec_definitions: 1 });
    await expectDenied([call(editor, 'DELETE', '/account', { id: s.cash.id })], DELETE_DENIED);

    const noReports = await createSubUser(ctx, owner, { show_reports: 0 });
    await expectDenied([call(noReports, 'GET', '/interest/reports?page=1')], VIEW_DENIED);

    const noAdvances = await createSubUser(ctx, owner, {
      show_resident_and_apartments: 1,
      exec_resident_and_apartments: 0,
    });
    expect((await call(noAdvances, 'GET', '/advance/payments?page=1')).statusCode).toBe(200);
    await expectDenied(
      [
        call(noAdvances, 'POST', '/advance/payments', {
          resident_id: s.resident.id,
          amount: 5,
          account_id: s.cash.id,
        }),
        call(noAdvances, 'PUT', '/advance/payments', { id: s.deposit.id, amount: 60 }),
        call(noAdvances, 'POST', '/advance/payments/withdraw/money', {
          resident_id: s.resident.id,
          amount: 5,
        }),
      ],
      WRITE_DENIED,
    );
    const depositor = await createSubUser(ctx, owner, { exec_resident_and_apartments: 1 });
    await expectDenied([call(depositor, 'DELETE', '/advance/payments', { id: s.deposit.id })], DELETE_DENIED);
  });
});

describe('tenant isolation', () => {
  it('another account cannot read, pay, change or delete this account’s money records', async () => {
    const strangerCash = await dataOf(call(stranger, 'POST', '/account', { name: 'Yabancı Kasa' }));
    const strangerType = await dataOf(
      call(stranger, 'POST', '/accounting/type', { name: 'Yabancı Tür', type: 1 }),
    );
    const notFound = [
      call(stranger, 'GET', `/multi/debt?id=${s.batchId}`),
      call(stranger, 'DELETE', '/multi/debt', { id: s.batchId, set_advance_payment: true }),
      call(stranger, 'DELETE', '/delete/debt/single', { id: s.debtId, set_advance_payment: true }),
      call(stranger, 'POST', '/payment/debt', {
        debt_id: s.debtId,
        account_id: strangerCash.id,
        accounting_type_id: strangerType.id,
        amount: 10,
      }),
      call(stranger, 'POST', '/payment/debts', {
        resident_id: s.resident.id,
        account_id: strangerCash.id,
        accounting_type_id: strangerType.id,
        amount: 10,
      }),
      call(stranger, 'GET', `/debt/payments?debt_id=${s.debtId}`),
      call(stranger, 'GET', `/apartment/debts?apartment_id=${s.flats[0]!.apartment.id}`),
      call(stranger, 'GET', `/apartment/debt/payments?apartment_id=${s.flats[0]!.apartment.id}`),
      call(stranger, 'GET', `/resident/debts?resident_id=${s.resident.id}`),
      call(stranger, 'PUT', '/account', { id: s.cash.id, name: 'Ele geçirildi' }),
      call(stranger, 'DELETE', '/account', { id: s.cash.id }),
      call(stranger, 'GET', `/user/receipt/file/${s.receiptId}`),
      call(stranger, 'DELETE', `/user/transfer/${s.movementId}`),
      call(stranger, 'PUT', '/advance/payments', { id: s.deposit.id, amount: 1 }),
      call(stranger, 'DELETE', '/advance/payments', { id: s.deposit.id }),
      call(stranger, 'GET', `/advance/payments?page=1&resident_id=${s.resident.id}`),
      call(stranger, 'POST', '/advance/payments', {
        resident_id: s.resident.id,
        amount: 5,
        account_id: strangerCash.id,
      }),
      call(stranger, 'POST', '/debt/single', {
        apartment_id: s.flats[0]!.apartment.id,
        amount: 10,
        accounting_type_id: strangerType.id,
      }),
      call(stranger, 'POST', '/debt/land', {
        building_ids: [s.building.id],
        total: 10,
        accounting_type_id: strangerType.id,
      }),
      call(stranger, 'POST', '/debt/by/group', { group_id: s.group.id, accounting_type_id: strangerType.id }),
      call(stranger, 'POST', '/debt/single', {
        apartment_id: s.flats[0]!.apartment.id,
        amount: 10,
        accounting_type_id: s.type.id,
      }),
      call(stranger, 'PUT', '/debt/job', {
        id: s.job.id,
        name: 'x',
        group_id: 1,
        accounting_type_id: 1,
        day_of_month: 1,
      }),
      call(stranger, 'DELETE', '/debt/job', { id: s.job.id }),
    ];
    for (const response of await Promise.all(notFound)) expect(response.statusCode, response.body).toBe(404);
    // Paying into this account's cash account from the stranger's side is refused as well.
    const strangerFlat = await moneyFixtures(ctx, stranger).flats(1);
    const strangerDebt = await moneyFixtures(ctx, stranger).debt(
      strangerFlat[0]!.apartment.id,
      strangerType.id,
      10,
    );
    const intoForeignCash = await call(stranger, 'POST', '/payment/debt', {
      debt_id: strangerDebt,
      account_id: s.cash.id,
      accounting_type_id: strangerType.id,
      amount: 10,
    });
    expect(intoForeignCash.statusCode).toBe(404);

    const lists = await Promise.all([
      call(stranger, 'GET', '/multi/debts?page=1'),
      call(stranger, 'POST', '/debts?page=1', {}),
      call(stranger, 'GET', '/receipts?page=1'),
      call(stranger, 'GET', '/user/transfer?page=1'),
      call(stranger, 'GET', '/advance/payments?page=1'),
      call(stranger, 'GET', '/interest/reports?page=1&date=01.01.2030'),
      call(stranger, 'GET', '/debt/job?page=1'),
    ]);
    const ids = (r: { json(): { Records: { id?: number; resident_id?: number }[] } }) => r.json().Records;
    expect(ids(lists[0]!).some((b) => b.id === s.batchId)).toBe(false);
    expect(ids(lists[1]!).map((d) => d.id)).toEqual([strangerDebt]);
    expect(ids(lists[2]!)).toEqual([]);
    expect(ids(lists[3]!)).toEqual([]);
    expect(ids(lists[4]!)).toEqual([]);
    expect(ids(lists[6]!)).toEqual([]);
    // Its own cash desk (every new account has one) and the one it created, none of this account's.
    const accounts = (await call(stranger, 'GET', '/accounts')).json().Records as {
      id: number;
      name: string;
    }[];
    expect(accounts.map((a) => a.name).sort()).toEqual(['Merkez Kasa', 'Yabancı Kasa']);
    expect(accounts.map((a) => a.id)).toContain(strangerCash.id);
    // Nothing of this account changed.
    expect(await m.balance(s.cash.id)).toBe(90);
  });
});
