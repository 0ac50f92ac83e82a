/**
 * Advances, deleting one debt, late-payment compensation and dues jobs, against the real PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debtJobRuns, debts } from '../../../server/db/schema';
import { runDuesJob } from '../../../server/services/money/duesRunner';
import { advanceBalanceOf, collectionScene } from '../helpers/collectionScene';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let other: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Tahsilat Sitesi' });
  other = await registerAccount(ctx, { assocName: 'Komşu Site' });
  call = caller(ctx);
  m = moneyFixtures(ctx, owner);
});
afterAll(() => ctx?.close());

const scene = (amount?: number | string, debtBody?: Record<string, unknown>) =>
  collectionScene(m, amount, debtBody);
const advanceOf = (residentId: number) => advanceBalanceOf(call, owner, residentId);

describe('advances', () => {
  it('deposits whole TL, edits and deletes deposits while the balance stays ≥ 0, withdraws at most the balance', async () => {
    const resident = await m.make.resident();
    const cash = await m.cashAccount();
    await m.cashAccount(); // two accounts: the cash account must be chosen
    const post = (body: Record<string, unknown>) =>
      call(owner, 'POST', '/advance/payments', { resident_id: resident.id, account_id: cash.id, ...body });
    expect((await post({ amount: '12,50' })).json().errors).toEqual({
      amount: 'Tutar tam sayı (kuruşsuz TL) olmalıdır.',
    });
    expect((await post({ amount: -5 })).json().errors).toEqual({ amount: 'Tutar negatif olamaz.' });
    expect((await post({ amount: 0 })).json().errors).toEqual({ amount: 'Tutar sıfırdan büyük olmalıdır.' });
    expect((await post({ amount: 5, date: '30.02.2024' })).statusCode).toBe(400);
    const noAccount = await call(owner, 'POST', '/advance/payments', { resident_id: resident.id, amount: 5 });
    expect(noAccount.json().errors).toEqual({ account_id: 'Kasa veya banka hesabı seçiniz.' });

    const deposit = await dataOf(post({ amount: 500, date: '01.03.2025', description: 'Peşin aidat' }));
    expect(deposit).toMatchObject({ kind: 'deposit', amount: 500, balance: 500, date: '01.03.2025' });
    expect(await auditActions(ctx, 'advance_movements', deposit.id)).toEqual(['insert']);

    const tooMuch = await call(owner, 'POST', '/advance/payments/withdraw/money', {
      resident_id: resident.id,
      amount: '500,01',
      account_id: cash.id,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().description).toBe(
      'Avans bakiyesi yetersiz. Sakinin güncel avans bakiyesi ₺500,00.',
    );
    const withdrawn = await dataOf(
      call(owner, 'POST', '/advance/payments/withdraw/money', {
        resident_id: resident.id,
        amount: '200,25',
        account_id: cash.id,
      }),
    );
    expect(withdrawn).toMatchObject({ kind: 'withdraw', amount: -200.25, balance: 299.75 });
    expect(await m.balance(cash.id)).toBe(299.75);

    const lowered = await call(owner, 'PUT', '/advance/payments', { id: deposit.id, amount: 100 });
    expect(lowered.statusCode).toBe(409);
    const raised = await dataOf(call(owner, 'PUT', '/advance/payments', { id: deposit.id, amount: 600 }));
    expect(raised).toMatchObject({ amount: 600, balance: 399.75, description: 'Peşin aidat' });
    expect(await m.balance(cash.id)).toBe(399.75);
    const notDeposit = await call(owner, 'PUT', '/advance/payments', { id: withdrawn.id, amount: 10 });
    expect(notDeposit.statusCode).toBe(409);
    expect((await call(owner, 'DELETE', '/advance/payments', { id: deposit.id })).statusCode).toBe(409);

    const list = (await call(owner, 'GET', `/advance/payments?page=1&resident_id=${resident.id}`)).json();
    expect(list.Records.map((r: { kind: string; editable: boolean }) => [r.kind, r.editable])).toEqual([
      ['withdraw', false],
      ['deposit', true],
    ]);
    const balances = (await call(owner, 'GET', '/advance/payments?page=1&per_page=100')).json();
    expect(balances.Records).toContainEqual(
      expect.objectContaining({ resident_id: resident.id, balance: 399.75 }),
    );

    // Give the withdrawal back, then the deposit can go.
    const movement = (await call(owner, 'GET', `/user/transfer?page=1&resident_id=${resident.id}`)).json()
      .Records[0];
    expect((await call(owner, 'DELETE', `/user/transfer/${movement.id}`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', '/advance/payments', { id: deposit.id })).statusCode).toBe(200);
    expect(await advanceOf(resident.id)).toBe(0);
    expect(await m.balance(cash.id)).toBe(0);
  });
});

describe('deleting one debt', () => {
  it('needs a choice with collections; moves them to the advance or out of the account', async () => {
    const s = await scene(100);
    await s.pay(60);
    const undecided = await call(owner, 'DELETE', '/delete/debt/single', { id: s.debtId });
    expect(undecided.statusCode).toBe(409);
    const wrongResident = await call(owner, 'DELETE', '/delete/debt/single', {
      id: s.debtId,
      resident_id: 999_999,
      set_advance_payment: true,
    });
    expect(wrongResident.statusCode).toBe(404);
    const toAdvance = await dataOf(
      call(owner, 'DELETE', '/delete/debt/single', {
        id: s.debtId,
        resident_id: s.flat.owner.id,
        page: 1,
        set_advance_payment: true,
      }),
    );
    expect(toAdvance).toMatchObject({ to_advance: 60, removed: 0 });
    expect(await advanceOf(s.flat.owner.id)).toBe(60);
    expect(await m.balance(s.cash.id)).toBe(60);
    expect((await call(owner, 'DELETE', '/delete/debt/single', { id: s.debtId })).statusCode).toBe(404);

    const second = await scene(100);
    await second.pay(40);
    const removed = await dataOf(
      call(owner, 'DELETE', '/delete/debt/single', { id: second.debtId, set_advance_payment: false }),
    );
    expect(removed).toMatchObject({ to_advance: 0, removed: 40 });
    expect(await m.balance(second.cash.id)).toBe(0);
    expect((await call(owner, 'GET', `/debt/payments?debt_id=${second.debtId}`)).json().TotalRecords).toBe(0);
  });
});

describe('late-payment compensation', () => {
  it('keeps the setting and reports each overdue interest-bearing debt as of a date', async () => {
    const defaults = (await call(owner, 'GET', '/interest/setting')).json().data;
    expect(defaults).toEqual({ rate: 5, mode: 'daily', start_date: null });
    const s = await scene(1000, { due_date: '01.01.2025', is_interest: true });
    const type = await m.incomeType();
    await m.debt(s.flat.apartment.id, type.id, 500, { due_date: '01.01.2025', is_interest: false });
    await m.debt(s.flat.apartment.id, type.id, 500, {
      due_date: '01.01.2025',
      is_interest: true,
      interest: 2,
    });
    await s.pay(400);

    const report = async (date: string) =>
      (await call(owner, 'GET', `/interest/reports?page=1&date=${date}`)).json();
    const daily = await report('31.01.2025');
    expect(daily.Records).toEqual([
      expect.objectContaining({
        debt_id: s.debtId,
        remaining: 600,
        days_late: 30,
        months_late: 0,
        rate: 5,
        compensation: 30,
        total: 630,
      }),
      expect.objectContaining({ remaining: 500, rate: 2, compensation: 10 }),
    ]);
    expect(daily.AdditionalData).toMatchObject({
      remaining: 1100,
      compensation: 40,
      total: 1140,
      date: '31.01.2025',
    });
    expect((await call(owner, 'GET', '/interest/reports?date=31.02.2025')).statusCode).toBe(400);

    const saved = await call(owner, 'PUT', '/interest/setting', {
      rate: '4,5',
      mode: 'monthly',
      start_date: '01.01.2025',
    });
    expect(saved.json()).toEqual({
      description: 'Gecikme tazminatı ayarları kaydedildi.',
      data: { rate: 4.5, mode: 'monthly', start_date: '01.01.2025' },
    });
    expect(await auditActions(ctx, 'interest_settings', owner.user.account_id)).toEqual(['update']);
    const monthly = await report('01.02.2025');
    expect(monthly.Records[0]).toMatchObject({ months_late: 1, compensation: 27 });
    expect((await call(owner, 'PUT', '/interest/setting', { rate: 0 })).json().errors).toEqual({
      rate: 'Oran 0 ile 100 arasında olmalıdır.',
    });
    await dataOf(call(owner, 'PUT', '/interest/setting', { rate: 5, mode: 'daily' }));
  });
});

describe('dues jobs', () => {
  it('creates, lists, changes and runs a job; each month is billed once, even run twice at the same moment', async () => {
    const type = await m.incomeType();
    const dues = await m.make.group({ type: 2, amount: '850,00' });
    const debtGroup = await m.make.group({ type: 1, amount: 10 });
    const flats = await m.flats(3, () => ({}));
    for (const flat of flats.slice(0, 2)) {
      await dataOf(
        call(owner, 'PUT', '/apartment', {
          id: flat.apartment.id,
          building_id: flat.building.id,
          identifier: flat.apartment.identifier,
          group_id: dues.id,
        }),
      );
    }
    await dataOf(
      call(owner, 'POST', '/debt/exemption', {
        apartment_id: flats[1]!.apartment.id,
        accounting_type_id: type.id,
      }),
    );
    const body = { name: 'Aylık aidat', group_id: dues.id, accounting_type_id: type.id, day_of_month: 10 };
    expect((await call(owner, 'POST', '/debt/job', { ...body, group_id: debtGroup.id })).statusCode).toBe(
      400,
    );
    expect((await call(owner, 'POST', '/debt/job', { ...body, day_of_month: 29 })).statusCode).toBe(400);
    const job = await dataOf(call(owner, 'POST', '/debt/job', body));
    expect(job).toMatchObject({
      name: 'Aylık aidat',
      amount: 850,
      day_of_month: 10,
      last_period: null,
      responsible: 'owner',
    });
    const changed = await dataOf(
      call(owner, 'PUT', '/debt/job', { id: job.id, ...body, day_of_month: 5, is_interest: true }),
    );
    expect(changed).toMatchObject({ day_of_month: 5, is_interest: true });
    expect((await call(owner, 'GET', '/debt/job?page=1')).json().TotalRecords).toBe(1);
    const groupInUse = await call(owner, 'DELETE', '/group', { id: dues.id });
    expect(groupInUse.statusCode).toBe(409);

    const run = () => call(owner, 'POST', '/debt/job/run', { id: job.id, period: '2025-01' });
    const first = await run();
    expect(first.json()).toMatchObject({
      description: 'Ocak 2025 aidatı 1 daireye yazıldı (toplam ₺850,00).',
      data: {
        created: true,
        debt_count: 1,
        skipped: [expect.objectContaining({ reason: 'Daire bu borç türünden muaf.' })],
      },
    });
    const second = await run();
    expect(second.json()).toMatchObject({ data: { created: false, debt_count: 0 } });
    expect(second.json().description).toBe(
      'Ocak 2025 aidatı bu görevle daha önce yazılmıştı; yeni borç eklenmedi.',
    );

    const concurrent = await Promise.all([
      call(owner, 'POST', '/debt/job/run', { id: job.id, period: '2025-02' }),
      call(owner, 'POST', '/debt/job/run', { id: job.id, period: '2025-02' }),
      runDuesJob(ctx.db, owner.user.account_id, job.id, '2025-02'),
      runDuesJob(ctx.db, owner.user.account_id, job.id, '2025-02'),
    ]);
    const created = [
      ...concurrent
        .slice(0, 2)
        .map((r) => (r as { json(): { data: { created: boolean } } }).json().data.created),
      ...concurrent.slice(2).map((r) => (r as { created: boolean }).created),
    ];
    expect(created.filter(Boolean)).toHaveLength(1);

    const monthly = await ctx.db
      .select({
        dueDate: debts.dueDate,
        description: debts.description,
        amount: debts.amount,
        isInterest: debts.isInterest,
      })
      .from(debts)
      .where(eq(debts.apartmentId, flats[0]!.apartment.id));
    expect(monthly.sort((a, b) => a.dueDate.localeCompare(b.dueDate))).toEqual([
      { dueDate: '2025-01-05', description: 'Aylık aidat - Ocak 2025', amount: 85000n, isInterest: true },
      { dueDate: '2025-02-05', description: 'Aylık aidat - Şubat 2025', amount: 85000n, isInterest: true },
    ]);
    const runs = await ctx.db.select().from(debtJobRuns).where(eq(debtJobRuns.jobId, job.id));
    expect(runs.map((r) => r.period).sort()).toEqual(['2025-01', '2025-02']);
    const batches = (await call(owner, 'GET', '/multi/debts?page=1&per_page=100')).json().Records;
    expect(batches.filter((b: { dues_job_id: number | null }) => b.dues_job_id === job.id)).toHaveLength(2);

    expect((await call(owner, 'POST', '/debt/job/run', { id: job.id, period: '2025-13' })).statusCode).toBe(
      400,
    );
    expect((await call(other, 'POST', '/debt/job/run', { id: job.id, period: '2025-03' })).statusCode).toBe(
      404,
    );
    expect((await call(owner, 'DELETE', '/debt/job', { id: job.id })).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/debt/job?page=1')).json().TotalRecords).toBe(0);
    expect(await auditActions(ctx, 'debt_jobs', job.id)).toEqual(['insert', 'update', 'delete']);
  });
});
