/**
 * Debt entry (every mode, previews, exemptions, bad input, all or nothing), against the real PostgreSQL.
 */
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, debtBatches, debts, payments } from '../../../server/db/schema';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { auditActions, caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let owner: SignedIn;
let call: ReturnType<typeof caller>;
let m: ReturnType<typeof moneyFixtures>;

beforeAll(async () => {
  ctx = await startTestApp();
  owner = await registerAccount(ctx, { assocName: 'Borç Sitesi' });
  call = caller(ctx);
  m = moneyFixtures(ctx, owner);
});
afterAll(() => ctx?.close());

type Row = {
  apartment_id: number;
  amount: number;
  resident_id: number;
  identifier: string;
  paid_from_advance: number;
};
type Entry = {
  multi_debt_id: number | null;
  rows: (Row & { debt_id: number | null })[];
  total: number;
  skipped: { apartment_id: number; reason: string }[];
};

const sumOf = (rows: { amount: number }[]) => Math.round(rows.reduce((s, r) => s + r.amount * 100, 0)) / 100;
/** `count` is shadowed inside a test below. */
const count_ = count;

describe('debt entry', () => {
  it('splits 10.000,00 TL by arsa payı over a building to exactly 10000.00, preview first, nothing saved by it', async () => {
    const type = await m.incomeType();
    const flats = await m.flats(7, (i) => ({ land: [13, 17, 19, 23, 29, 31, 37][i], area: 100 + i }));
    const building = flats[0]!.building;
    const body = {
      building_ids: [building.id],
      total: '10.000,00',
      accounting_type_id: type.id,
      due_date: '15.03.2025',
      description: 'Çatı onarımı',
    };
    const [before] = await ctx.db.select({ n: count() }).from(debts);
    const preview = await dataOf<Entry>(call(owner, 'POST', '/debt/land', { ...body, preview: true }));
    expect(preview.multi_debt_id).toBeNull();
    expect(preview.rows).toHaveLength(7);
    expect(preview.total).toBe(10000);
    expect(sumOf(preview.rows)).toBe(10000);
    const [after] = await ctx.db.select({ n: count() }).from(debts);
    expect(after!.n).toBe(before!.n);

    const saved = await call(owner, 'POST', '/debt/land', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = saved.json().data as Entry;
    expect(saved.json().description).toBe('7 daireye toplam ₺10.000,00 borç yazıldı.');
    expect(entry.rows.map((r) => r.amount)).toEqual(preview.rows.map((r) => r.amount));
    expect(sumOf(entry.rows)).toBe(10000);
    // The largest land share pays the most; each share is within a kuruş of its exact part.
    expect(entry.rows.at(-1)!.amount).toBe(Math.max(...entry.rows.map((r) => r.amount)));
    const [batch] = await ctx.db.select().from(debtBatches).where(eq(debtBatches.id, entry.multi_debt_id!));
    expect(batch).toMatchObject({ rule: 'land', total: 1_000_000n, debtCount: 7 });
    expect((batch!.ruleInput as { basis: unknown[] }).basis).toHaveLength(7);
    expect(await auditActions(ctx, 'debt_batches', batch!.id)).toEqual(['insert']);
    expect(await auditActions(ctx, 'debts', entry.rows[0]!.debt_id!)).toEqual(['insert']);

    const list = await call(owner, 'GET', `/multi/debt?id=${batch!.id}&page=1&per_page=50`);
    expect(list.json().AdditionalData).toMatchObject({ amount: 10000, paid: 0, remaining: 10000 });
    expect(list.json().AdditionalData.multi_debt).toMatchObject({
      rule: 'land',
      rule_name: 'Arsa payına göre',
    });
  });

  it('skips exempt apartments and flats without an owner with reasons; splits the total over the rest', async () => {
    const type = await m.incomeType();
    const flats = await m.flats(3, () => ({ area: '100,5' }));
    const building = flats[0]!.building;
    const empty = await m.make.apartment({ building_id: building.id, identifier: '9', area: 80 });
    await dataOf(
      call(owner, 'POST', '/debt/exemption', {
        apartment_id: flats[0]!.apartment.id,
        accounting_type_id: type.id,
      }),
    );
    const entry = await dataOf<Entry>(
      call(owner, 'POST', '/debt/area', {
        building_ids: [building.id],
        total: 100,
        accounting_type_id: type.id,
      }),
    );
    expect(entry.rows.map((r) => r.apartment_id)).toEqual([flats[1]!.apartment.id, flats[2]!.apartment.id]);
    expect(entry.rows.map((r) => r.amount)).toEqual([50, 50]);
    expect(entry.skipped).toEqual([
      expect.objectContaining({
        apartment_id: flats[0]!.apartment.id,
        reason: 'Daire bu borç türünden muaf.',
      }),
      expect.objectContaining({
        apartment_id: empty.id,
        reason: 'Dairede kayıtlı ev sahibi veya hissedar yok.',
      }),
    ]);
    // A single entry on the flat without anyone is refused with the reason.
    const single = await call(owner, 'POST', '/debt/single', {
      apartment_id: empty.id,
      amount: 10,
      accounting_type_id: type.id,
    });
    expect(single.statusCode).toBe(409);
    expect(single.json().description).toMatch(/ev sahibi/);
  });

  it('equal amounts, grids (rows not above 0 dropped, "12,50" read), groups, people and tenants', async () => {
    const type = await m.incomeType();
    const flats = await m.flats(3);
    const building = flats[0]!.building;
    const each = await dataOf<Entry>(
      call(owner, 'POST', '/debt/amount', {
        building_ids: [building.id],
        amount: '12,50',
        accounting_type_id: type.id,
      }),
    );
    expect(each.rows.map((r) => r.amount)).toEqual([12.5, 12.5, 12.5]);

    const grid = await dataOf<Entry>(
      call(owner, 'POST', '/debt/multi', {
        accounting_type_id: type.id,
        debts: [
          { apartment_id: flats[0]!.apartment.id, amount: '12,50' },
          { apartment_id: flats[1]!.apartment.id, amount: 0 },
          { apartment_id: flats[2]!.apartment.id, amount: '' },
        ],
      }),
    );
    expect(grid.rows).toEqual([
      expect.objectContaining({ apartment_id: flats[0]!.apartment.id, amount: 12.5 }),
    ]);
    const badCell = await call(owner, 'POST', '/debt/multi', {
      accounting_type_id: type.id,
      debts: [{ apartment_id: flats[0]!.apartment.id, amount: 'on iki' }],
    });
    expect(badCell.statusCode).toBe(400);
    expect(badCell.json().errors).toEqual({ 'debts.0.amount': 'Geçerli bir tutar giriniz.' });

    const group = await m.make.group({ type: 1, amount: '75,25' });
    await dataOf(
      call(owner, 'POST', '/debt/group', { apartment_id: flats[1]!.apartment.id, group_id: group.id }),
    );
    const byGroup = await dataOf<Entry>(
      call(owner, 'POST', '/debt/by/group', { group_id: group.id, accounting_type_id: type.id }),
    );
    expect(byGroup.rows).toEqual([
      expect.objectContaining({ apartment_id: flats[1]!.apartment.id, amount: 75.25 }),
    ]);

    // People: flat 1 = owner + 2 relatives living in (one does not), flat 2 rented to a tenant (owner elsewhere),
    // flat 3 = its owner only.
    for (const [name, livesIn] of [
      ['Eş', true],
      ['Çocuk', true],
      ['Kardeş', false],
    ] as const) {
      await dataOf(
        call(owner, 'POST', '/resident/parent', {
          resident_id: flats[0]!.owner.id,
          name,
          surname: 'Yakın',
          lives_in: livesIn,
        }),
      );
    }
    const tenant = await m.make.resident();
    await m.make.link({ apartment_id: flats[1]!.apartment.id, resident_id: tenant.id, type: 2 });
    const people = await dataOf<Entry>(
      call(owner, 'POST', '/debt/parent/count', {
        building_ids: [building.id],
        total: 100,
        accounting_type_id: type.id,
        responsible: 'tenant',
      }),
    );
    expect(people.rows.map((r) => [r.apartment_id, r.amount, r.resident_id])).toEqual([
      [flats[0]!.apartment.id, 60, flats[0]!.owner.id],
      [flats[1]!.apartment.id, 20, tenant.id],
      [flats[2]!.apartment.id, 20, flats[2]!.owner.id],
    ]);
  });

  it('clears the interest rate when the interest flag is off and keeps it when on', async () => {
    const type = await m.incomeType();
    const [flat] = await m.flats(1);
    const off = await m.debt(flat!.apartment.id, type.id, 100, { is_interest: false, interest: 4 });
    const on = await m.debt(flat!.apartment.id, type.id, 100, { is_interest: true, interest: '4,5' });
    const rows = (await call(owner, 'POST', '/debts?page=1', { apartment_id: flat!.apartment.id })).json()
      .Records;
    expect(rows.find((r: { id: number }) => r.id === off)).toMatchObject({
      is_interest: false,
      interest: null,
    });
    expect(rows.find((r: { id: number }) => r.id === on)).toMatchObject({ is_interest: true, interest: 4.5 });
  });

  it('refuses bad amounts, dates and types with Turkish field errors and saves nothing', async () => {
    const type = await m.incomeType();
    const expense = await m.make.accountingType({ type: 2 });
    const [flat] = await m.flats(1);
    const base = { apartment_id: flat!.apartment.id, accounting_type_id: type.id };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: -5 }, 'amount', 'Tutar negatif olamaz.'],
      [{ amount: 0 }, 'amount', 'Tutar sıfırdan büyük olmalıdır.'],
      [{ amount: 'abc' }, 'amount', 'Geçerli bir tutar giriniz.'],
      [{ amount: 12.345 }, 'amount', 'En fazla 2 ondalık basamak girilebilir.'],
      [{ amount: '12,345' }, 'amount', 'En fazla 2 ondalık basamak girilebilir.'],
      [{ amount: 10, due_date: '31.02.2025' }, 'due_date', 'Geçerli bir tarih giriniz (GG.AA.YYYY).'],
      [
        { amount: 10, accounting_type_id: expense.id },
        'accounting_type_id',
        'Gelir tipinde bir borç türü seçiniz (gider türleri borç olamaz).',
      ],
      [{ amount: 10, is_interest: true, interest: 'çok' }, 'interest', 'Bir sayı giriniz.'],
    ];
    const [before] = await ctx.db.select({ n: count() }).from(debts);
    for (const [body, field, message] of cases) {
      const response = await call(owner, 'POST', '/debt/single', { ...base, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors, JSON.stringify(body)).toEqual({ [field]: message });
    }
    const totalZero = await call(owner, 'POST', '/debt/land', {
      building_ids: [flat!.building.id],
      total: '0,00',
      accounting_type_id: type.id,
    });
    expect(totalZero.json().errors).toEqual({ total: 'Tutar sıfırdan büyük olmalıdır.' });
    const [after] = await ctx.db.select({ n: count() }).from(debts);
    expect(after!.n).toBe(before!.n);
  });

  it('an entry failing half way saves nothing: no batch, no debt, no payment, no audit row', async () => {
    const type = await m.incomeType('Yarıda Kalan');
    const flats = await m.flats(2);
    const building = flats[0]!.building;
    // The second debt of the entry (the one of 777,77 TL) is refused by the database itself.
    await ctx.pool.query(`
      create function refuse_second_debt() returns trigger language plpgsql as $$
      begin
        if new.amount = 77777 then raise exception 'test: second insert fails'; end if;
        return new;
      end $$;
      create trigger refuse_second_debt before insert on debts for each row execute function refuse_second_debt();`);
    try {
      const count = async () => {
        const [b] = await ctx.db.select({ n: count_() }).from(debtBatches);
        const [d] = await ctx.db.select({ n: count_() }).from(debts);
        const [a] = await ctx.db.select({ n: count_() }).from(auditLog);
        return [b!.n, d!.n, a!.n];
      };
      const before = await count();
      const failed = await call(owner, 'POST', '/debt/multi', {
        accounting_type_id: type.id,
        debts: [
          { apartment_id: flats[0]!.apartment.id, amount: 100 },
          { apartment_id: flats[1]!.apartment.id, amount: '777,77' },
        ],
      });
      expect(failed.statusCode).toBe(500);
      expect(failed.json().description).toBe(
        'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyiniz.',
      );
      expect(await count()).toEqual(before);
    } finally {
      await ctx.pool.query('drop trigger refuse_second_debt on debts; drop function refuse_second_debt();');
    }

    // With auto payment from the advance on, a failure while paying from the advance undoes the debts too.
    const resident = flats[0]!.owner;
    const cash = await m.cashAccount();
    await dataOf(
      call(owner, 'POST', '/advance/payments', { resident_id: resident.id, amount: 50, account_id: cash.id }),
    );
    await m.autoPay(true);
    await ctx.pool.query(`
      create function refuse_payment() returns trigger language plpgsql as $$
      begin raise exception 'test: payment insert fails'; end $$;
      create trigger refuse_payment before insert on payments for each row execute function refuse_payment();`);
    try {
      const failed = await call(owner, 'POST', '/debt/amount', {
        building_ids: [building.id],
        amount: 100,
        accounting_type_id: type.id,
      });
      expect(failed.statusCode).toBe(500);
      const [live] = await ctx.db
        .select({ n: count_() })
        .from(debts)
        .where(and(eq(debts.accountingTypeId, type.id), isNull(debts.deletedAt)));
      expect(live!.n).toBe(0);
    } finally {
      await ctx.pool.query('drop trigger refuse_payment on payments; drop function refuse_payment();');
    }
    // Without the failure the same entry pays the owner's first debt from the 50 TL advance.
    const entry = await dataOf<Entry>(
      call(owner, 'POST', '/debt/amount', {
        building_ids: [building.id],
        amount: 100,
        accounting_type_id: type.id,
      }),
    );
    expect(entry.rows.map((r) => r.paid_from_advance)).toEqual([50, 0]);
    const [advancePayment] = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.debtId, entry.rows[0]!.debt_id!));
    expect(advancePayment).toMatchObject({ source: 'advance', amount: 5000n, cashAccountId: null });
    const movements = (
      await call(owner, 'GET', `/advance/payments?page=1&resident_id=${resident.id}`)
    ).json();
    expect(movements.AdditionalData.balance).toBe(0);
    await m.autoPay(false);
  });
});

describe('a single debt named by building and flat identifier (§3 building_identifier)', () => {
  it('charges the flat of that building, and refuses a flat the building does not have', async () => {
    const type = await m.incomeType();
    const [, second] = await m.flats(2, (i) => ({ identifier: i === 0 ? '5A' : '7b' }));
    const body = { accounting_type_id: type.id, amount: 120, building_id: second!.building.id };
    const entered = await dataOf<{ rows: Row[] }>(
      call(owner, 'POST', '/debt/single', { ...body, building_identifier: ' 7B ' }),
    );
    expect(entered.rows.map((row) => row.apartment_id)).toEqual([second!.apartment.id]);

    const missing = await call(owner, 'POST', '/debt/single', { ...body, building_identifier: '99' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ building_identifier: 'Bu binada "99" numaralı daire yok.' });
    const noFlat = await call(owner, 'POST', '/debt/single', { ...body });
    expect(noFlat.json().errors).toEqual({
      building_identifier: 'Binadaki daire numarasını (building_identifier) yazınız.',
    });
    const theirs = await moneyFixtures(ctx, await registerAccount(ctx, { assocName: 'Öteki' })).flats(1);
    const foreign = await call(owner, 'POST', '/debt/single', {
      ...body,
      building_id: theirs[0]!.building.id,
      building_identifier: '1',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().description).toBe('Bina bulunamadı.');
  });
});
