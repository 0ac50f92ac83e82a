/**
 * The money invariants (docs/domain.md, "Money invariants"), through the real API and checked in the database, over
 * random sequences of 10–20 operations: debt entries by every rule, collections (overpayments included), one collection
 * over several debts, debt and batch deletions with both settlements (and without a choice), advance deposits and
 * withdrawals (too large ones included) and the auto-payment setting. After every sequence:
 * - each cash account's balance = opening + Σ live movements, and Σ balances = openings + collections + deposits
 *   − withdrawals − collections removed (as the answers reported them);
 * - each debt's paid = Σ its live payments, 0 ≤ paid ≤ amount (a deleted debt keeps none);
 * - each advance balance = Σ its live movements ≥ 0;
 * - no kuruş created or lost: money held in the cash accounts = live payments + advance balances.
 * The seed is fixed so a failure reproduces.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { advanceMovements, cashAccounts, cashMovements, debts, payments } from '../../../server/db/schema';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';

let ctx: TestContext;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
});
afterAll(() => ctx?.close());

const kurus = fc.integer({ min: 1, max: 40_000 });
const pick = fc.nat({ max: 1_000 });
const settlement = fc.constantFrom('advance', 'remove', 'none');

const operation = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('entry' as const),
      rule: fc.constantFrom('amount', 'land', 'area', 'parent', 'multi', 'single'),
      amount: kurus,
      tenant: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('collect' as const), debt: pick, amount: kurus, cash: pick }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('collectMany' as const),
      resident: pick,
      amount: kurus,
      cash: pick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('deleteDebt' as const), debt: pick, how: settlement }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('deleteBatch' as const), batch: pick, how: settlement }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('deposit' as const),
      resident: pick,
      lira: fc.integer({ min: 1, max: 300 }),
      cash: pick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('withdraw' as const), resident: pick, amount: kurus, cash: pick }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('autoPay' as const), on: fc.boolean() }) },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** 12345 → "123,45" or 123.45: both forms the client may send. */
const tl = (value: number, asText: boolean) =>
  asText ? `${Math.floor(value / 100)},${String(value % 100).padStart(2, '0')}` : value / 100;
const toKurus = (value: number) => BigInt(Math.round(value * 100));

interface Scene {
  who: SignedIn;
  accountId: number;
  typeId: number;
  buildingId: number;
  apartments: number[];
  residents: number[];
  cash: number[];
  openings: bigint;
}

async function newScene(): Promise<Scene> {
  const who = await registerAccount(ctx, { assocName: 'Değişmez Sitesi' });
  const m = moneyFixtures(ctx, who);
  const type = await m.make.starterType('Aidat');
  const cash = [
    await m.cashAccount({ opening_balance: '1.000,00' }),
    await m.cashAccount({ opening_balance: 0 }),
  ];
  const flats = await m.flats(4, (i) => ({ land: [10, 15, 0, 25][i], area: [90, '110,5', 75, 140][i] }));
  const tenant = await m.make.resident();
  await m.make.link({ apartment_id: flats[1]!.apartment.id, resident_id: tenant.id, type: 2 });
  await dataOf(
    call(who, 'POST', '/resident/parent', { resident_id: flats[0]!.owner.id, name: 'Eş', surname: 'X' }),
  );
  return {
    who,
    accountId: who.user.account_id,
    typeId: type.id,
    buildingId: flats[0]!.building.id,
    apartments: flats.map((f) => f.apartment.id),
    residents: [...flats.map((f) => f.owner.id), tenant.id],
    cash: cash.map((c) => c.id),
    openings: 100_000n,
  };
}

/** What the answers said moved through the cash accounts. */
interface Expected {
  collected: bigint;
  deposited: bigint;
  withdrawn: bigint;
  removed: bigint;
}

async function apply(
  scene: Scene,
  state: { debts: number[]; batches: number[] },
  op: Operation,
  expected: Expected,
) {
  const who = scene.who;
  const at = <T>(list: T[], index: number) => list[index % list.length]!;
  const debtOf = (index: number) => (state.debts.length === 0 ? 999_999 : at(state.debts, index));
  switch (op.op) {
    case 'entry': {
      const common = {
        accounting_type_id: scene.typeId,
        due_date: `${String(1 + (op.amount % 28)).padStart(2, '0')}.0${1 + (op.amount % 9)}.2025`,
        responsible: op.tenant ? 'tenant' : 'owner',
      };
      const text = op.amount % 2 === 0;
      const path =
        op.rule === 'single' || op.rule === 'multi' || op.rule === 'amount'
          ? `/debt/${op.rule}`
          : `/debt/${op.rule === 'parent' ? 'parent/count' : op.rule}`;
      const body =
        op.rule === 'single'
          ? { apartment_id: at(scene.apartments, op.amount), amount: tl(op.amount, text) }
          : op.rule === 'multi'
            ? {
                debts: scene.apartments.map((id, i) => ({
                  apartment_id: id,
                  amount: i === 2 ? 0 : tl(op.amount + i, text),
                })),
              }
            : op.rule === 'amount'
              ? { building_ids: [scene.buildingId], amount: tl(op.amount, text) }
              : { building_ids: [scene.buildingId], total: tl(op.amount, text) };
      const response = await call(who, 'POST', path, { ...common, ...body });
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data as {
        multi_debt_id: number | null;
        rows: { debt_id: number; amount: number }[];
        total: number;
      };
      // Splits sum exactly to the total entered.
      if (op.rule === 'land' || op.rule === 'area' || op.rule === 'parent') {
        expect(data.rows.reduce((sum, row) => sum + toKurus(row.amount), 0n)).toBe(BigInt(op.amount));
      }
      state.debts.push(...data.rows.map((row) => row.debt_id));
      if (data.multi_debt_id) state.batches.push(data.multi_debt_id);
      return;
    }
    case 'collect': {
      const response = await call(who, 'POST', '/payment/debt', {
        debt_id: debtOf(op.debt),
        account_id: at(scene.cash, op.cash),
        accounting_type_id: scene.typeId,
        amount: tl(op.amount, op.cash % 2 === 0),
        date: '10.06.2025',
      });
      expect([200, 404, 409], response.body).toContain(response.statusCode);
      if (response.statusCode === 200) expected.collected += BigInt(op.amount);
      return;
    }
    case 'collectMany': {
      const response = await call(who, 'POST', '/payment/debts', {
        resident_id: at(scene.residents, op.resident),
        account_id: at(scene.cash, op.cash),
        accounting_type_id: scene.typeId,
        amount: tl(op.amount, true),
      });
      expect(response.statusCode, response.body).toBe(200);
      expected.collected += BigInt(op.amount);
      return;
    }
    case 'deleteDebt':
    case 'deleteBatch': {
      const flag = op.how === 'none' ? {} : null;
      const response =
        op.op === 'deleteDebt'
          ? await call(who, 'DELETE', '/delete/debt/single', {
              id: debtOf(op.debt),
              ...(flag ?? { set_advance_payment: op.how === 'advance' }),
            })
          : await call(who, 'DELETE', '/multi/debt', {
              id: state.batches.length === 0 ? 999_999 : at(state.batches, op.batch),
              ...(flag ??
                (op.how === 'advance' ? { set_advance_payment: true } : { is_payment_delete: true })),
            });
      expect([200, 404, 409], response.body).toContain(response.statusCode);
      if (response.statusCode === 409) expect(op.how).toBe('none');
      if (response.statusCode === 200) expected.removed += toKurus(response.json().data.removed);
      return;
    }
    case 'deposit': {
      const response = await call(who, 'POST', '/advance/payments', {
        resident_id: at(scene.residents, op.resident),
        amount: op.lira,
        account_id: at(scene.cash, op.cash),
      });
      expect(response.statusCode, response.body).toBe(200);
      expected.deposited += BigInt(op.lira) * 100n;
      return;
    }
    case 'withdraw': {
      const response = await call(who, 'POST', '/advance/payments/withdraw/money', {
        resident_id: at(scene.residents, op.resident),
        amount: tl(op.amount, false),
        account_id: at(scene.cash, op.cash),
      });
      expect([200, 400], response.body).toContain(response.statusCode);
      if (response.statusCode === 200) expected.withdrawn += BigInt(op.amount);
      else expect(response.json().description).toMatch(/^Avans bakiyesi yetersiz/);
      return;
    }
    case 'autoPay':
      await moneyFixtures(ctx, who).autoPay(op.on);
      return;
  }
}

async function checkInvariants(scene: Scene, expected: Expected) {
  const accountId = scene.accountId;
  const bigintOf = (value: unknown) => BigInt(String(value ?? 0));
  // Cash accounts: the API's balance = opening + Σ live movements; Σ = what the answers reported.
  const listed = (await call(scene.who, 'GET', '/accounts')).json().Records as {
    id: number;
    balance: number;
  }[];
  let balances = 0n;
  for (const account of listed) {
    const [row] = await ctx.db
      .select({
        opening: cashAccounts.openingBalance,
        moved: sql<string>`(select coalesce(sum(amount), 0) from cash_movements where cash_account_id = ${account.id} and deleted_at is null)`,
      })
      .from(cashAccounts)
      .where(eq(cashAccounts.id, account.id));
    expect(toKurus(account.balance)).toBe(row!.opening + bigintOf(row!.moved));
    balances += toKurus(account.balance);
  }
  expect(balances).toBe(
    scene.openings + expected.collected + expected.deposited - expected.withdrawn - expected.removed,
  );

  // Debts: paid = Σ live payments, 0 ≤ paid ≤ amount; deleted debts hold nothing.
  const rows = await ctx.db
    .select({
      id: debts.id,
      amount: debts.amount,
      paid: debts.paid,
      deletedAt: debts.deletedAt,
      live: sql<string>`(select coalesce(sum(amount), 0) from payments p where p.debt_id = "debts"."id" and p.deleted_at is null)`,
    })
    .from(debts)
    .where(eq(debts.accountId, accountId));
  for (const debt of rows) {
    expect(debt.paid).toBe(bigintOf(debt.live));
    expect(debt.paid >= 0n && debt.paid <= debt.amount).toBe(true);
    if (debt.deletedAt) expect(debt.paid).toBe(0n);
  }

  // The totals kept by triggers (the account's, each resident's, each batch's) equal the live debts' sums.
  const kept = await ctx.db.execute<{ what: string; kept: string; summed: string }>(sql`
    select 'account' as what,
      coalesce(t.live_count, 0) || '/' || coalesce(t.amount, 0) || '/' || coalesce(t.paid, 0) as kept,
      (select count(*) || '/' || coalesce(sum(amount), 0) || '/' || coalesce(sum(paid), 0)
        from debts where account_id = ${accountId} and deleted_at is null) as summed
    from accounts a left join debt_totals t on t.account_id = a.id where a.id = ${accountId}
    union all
    select 'resident ' || r.id, coalesce(b.open_debt::text, 'no balance row'),
      (select coalesce(sum(amount - paid), 0)::text from debts where resident_id = r.id and deleted_at is null)
    from residents r left join resident_balances b on b.account_id = r.account_id and b.resident_id = r.id
    where r.account_id = ${accountId}
    union all
    select 'batch ' || b.id, b.live_count || '/' || b.live_amount || '/' || b.live_paid,
      (select count(*) || '/' || coalesce(sum(amount), 0) || '/' || coalesce(sum(paid), 0)
        from debts where batch_id = b.id and deleted_at is null)
    from debt_batches b where b.account_id = ${accountId}
    union all
    select 'cash account ' || c.id, c.movements_total || '/' || c.movements_count,
      (select coalesce(sum(amount), 0) || '/' || count(*) from cash_movements
        where cash_account_id = c.id and deleted_at is null)
    from cash_accounts c where c.account_id = ${accountId}
    union all
    select 'receipts', coalesce((select receipt_count from receipt_counters where account_id = ${accountId}), 0)::text,
      (select count(*)::text from receipts where account_id = ${accountId})`);
  expect(kept.rows.length).toBeGreaterThan(1);
  for (const row of kept.rows) expect(`${row.what}: ${row.kept}`).toBe(`${row.what}: ${row.summed}`);
  const listedDebts = (await call(scene.who, 'POST', '/debts?page=1', {})).json();
  const [live] = kept.rows.filter((row) => row.what === 'account');
  expect(`${listedDebts.TotalRecords}`).toBe(live!.summed.split('/')[0]);
  // The lists that answer with the kept counts announce every row there is.
  const [receiptRows] = kept.rows.filter((row) => row.what === 'receipts');
  expect(`${(await call(scene.who, 'GET', '/receipts?page=1')).json().TotalRecords}`).toBe(
    receiptRows!.summed,
  );
  const movementCount = kept.rows
    .filter((row) => row.what.startsWith('cash account '))
    .reduce((n, row) => n + Number(row.summed.split('/')[1]), 0);
  expect((await call(scene.who, 'GET', '/user/transfer?page=1')).json().TotalRecords).toBe(movementCount);

  // Advances: the API's balance = Σ live movements ≥ 0.
  let advances = 0n;
  for (const residentId of scene.residents) {
    const answer = (
      await call(scene.who, 'GET', `/advance/payments?page=1&resident_id=${residentId}`)
    ).json();
    const [row] = await ctx.db
      .select({ sum: sql<string>`coalesce(sum(${advanceMovements.amount}), 0)` })
      .from(advanceMovements)
      .where(and(eq(advanceMovements.residentId, residentId), isNull(advanceMovements.deletedAt)));
    const balance = bigintOf(row!.sum);
    expect(toKurus(answer.AdditionalData.balance)).toBe(balance);
    expect(balance >= 0n).toBe(true);
    advances += balance;
  }

  // No kuruş created or lost: money taken in = live payments + advance balances.
  const [held] = await ctx.db
    .select({ sum: sql<string>`coalesce(sum(${cashMovements.amount}), 0)` })
    .from(cashMovements)
    .where(and(eq(cashMovements.accountId, accountId), isNull(cashMovements.deletedAt)));
  const [paid] = await ctx.db
    .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)` })
    .from(payments)
    .where(and(eq(payments.accountId, accountId), isNull(payments.deletedAt)));
  expect(bigintOf(held!.sum)).toBe(bigintOf(paid!.sum) + advances);
}

it('no sequence of operations creates or loses a kuruş', { timeout: 120_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 10, maxLength: 20 }), async (operations) => {
      const scene = await newScene();
      const state = { debts: [] as number[], batches: [] as number[] };
      const expected: Expected = { collected: 0n, deposited: 0n, withdrawn: 0n, removed: 0n };
      for (const op of operations) await apply(scene, state, op, expected);
      await checkInvariants(scene, expected);
    }),
    { seed: 20_250_601, numRuns: 25, endOnFailure: true },
  );
});
