/**
 * The books never create or lose a kuruş (docs/domain.md, "Money invariants"; issue 9 "Correctness"), over 10,000
 * random operations per run in total, through the real API on PostgreSQL: incomes, expenses, staff payments, virman
 * (refused ones too), collections, edits and deletions over three cash accounts and a year. A model keeps what each
 * answer said moved; after every sequence:
 * - each account's balance (GET /accounts) = opening + what the model says moved through it;
 * - the balance report's totals, the cash book's opening/in/out/closing and the dashboard's cash total
 *   equal the model, and cash plus bank equals the total;
 * - the income, expense, staff payment and virman lists' totals and the income and expense reports' totals equal the
 *   ledger rows (the income report's collections and the advance report's surpluses make up what was collected;
 *   the expense report counts expenses and staff payments).
 * The seed is fixed so a failure reproduces.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registerAccount, type SignedIn } from '../helpers/fixtures';
import { startTestApp, type TestContext } from '../helpers/harness';
import { caller, dataOf, moneyFixtures } from '../helpers/propertyFixtures';
import { staffMember } from '../helpers/staffFixtures';

let ctx: TestContext;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  ctx = await startTestApp();
  call = caller(ctx);
});
afterAll(() => ctx?.close());

const SEQUENCES = 40;
const OPERATIONS = 250;

const kurus = fc.integer({ min: 1, max: 500_000 });
const pick = fc.nat({ max: 999 });
const day = fc.integer({ min: 0, max: 364 });
const operation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('income' as const), amount: kurus, account: pick, day }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ op: fc.constant('expense' as const), amount: kurus, account: pick, day }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('staff' as const), amount: kurus, account: pick, day }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ op: fc.constant('virman' as const), amount: kurus, from: pick, to: pick, day }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant('collect' as const),
      amount: kurus,
      debt: pick,
      account: pick,
      day,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('edit' as const),
      what: fc.constantFrom('income', 'expense', 'staff'),
      which: pick,
      amount: kurus,
      account: pick,
      day,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('remove' as const),
      what: fc.constantFrom('income', 'expense', 'staff', 'virman'),
      which: pick,
    }),
  },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

/** Day `n` of 2025 as DD.MM.YYYY. */
function dateOf(n: number): string {
  const date = new Date(Date.UTC(2025, 0, 1 + n));
  return `${String(date.getUTCDate()).padStart(2, '0')}.${String(date.getUTCMonth() + 1).padStart(2, '0')}.2025`;
}
const tl = (value: number) => `${Math.floor(value / 100)},${String(value % 100).padStart(2, '0')}`;
const asKurus = (value: number) => Math.round(value * 100);

interface Live {
  id: number;
  account: number;
  amount: number;
}

interface Scene {
  who: SignedIn;
  accounts: number[];
  opening: Map<number, number>;
  incomeType: number;
  expenseType: number;
  staffId: number;
  debts: number[];
  incomes: Live[];
  expenses: Live[];
  staffPayments: Live[];
  virman: (Live & { to: number })[];
  /** Collected into each account (collections are not edited here). */
  collected: number;
  moved: Map<number, number>;
}

async function newScene(): Promise<Scene> {
  const who = await registerAccount(ctx, { assocName: 'Defter Sitesi' });
  const m = moneyFixtures(ctx, who);
  const opening = [150_000, 0, 25_000];
  const accounts = [];
  for (const cents of opening)
    accounts.push((await m.cashAccount({ opening_balance: tl(cents) })).id as number);
  const incomeType = (await m.make.starterType('Aidat')).id;
  const expenseType = (await m.make.starterType('Temizlik', 2)).id;
  const flats = await m.flats(2);
  const debts = [];
  for (const flat of flats) {
    for (const month of [1, 4, 7, 10]) {
      debts.push(
        await m.debt(flat.apartment.id, incomeType, '2.500,00', {
          due_date: `05.${String(month).padStart(2, '0')}.2025`,
        }),
      );
    }
  }
  return {
    who,
    accounts,
    opening: new Map(accounts.map((id, i) => [id, opening[i]!])),
    incomeType,
    expenseType,
    staffId: (await staffMember(ctx, who, 'Defter Kapıcısı')).id,
    debts,
    incomes: [],
    expenses: [],
    staffPayments: [],
    virman: [],
    collected: 0,
    moved: new Map(accounts.map((id) => [id, 0])),
  };
}

const move = (scene: Scene, account: number, cents: number) =>
  scene.moved.set(account, scene.moved.get(account)! + cents);
const balanceOf = (scene: Scene, account: number) => scene.opening.get(account)! + scene.moved.get(account)!;

async function apply(scene: Scene, op: Operation): Promise<void> {
  const who = scene.who;
  const at = <T>(list: T[], index: number) => list[index % list.length]!;
  switch (op.op) {
    case 'income':
    case 'expense': {
      const account = at(scene.accounts, op.account);
      const record = await dataOf(
        call(who, 'POST', op.op === 'income' ? '/payment' : '/expense', {
          amount: tl(op.amount),
          account_id: account,
          accounting_type_id: op.op === 'income' ? scene.incomeType : scene.expenseType,
          date: dateOf(op.day),
        }),
      );
      (op.op === 'income' ? scene.incomes : scene.expenses).push({
        id: record.id,
        account,
        amount: op.amount,
      });
      move(scene, account, op.op === 'income' ? op.amount : -op.amount);
      return;
    }
    case 'staff': {
      const account = at(scene.accounts, op.account);
      const record = await dataOf(call(who, 'POST', '/staff/payment', staffPaymentBody(scene, op, account)));
      scene.staffPayments.push({ id: record.id, account, amount: op.amount });
      move(scene, account, -op.amount);
      return;
    }
    case 'virman': {
      const from = at(scene.accounts, op.from);
      const to = at(scene.accounts, op.to);
      const answer = await call(who, 'POST', '/virman', {
        amount: tl(op.amount),
        date: dateOf(op.day),
        from_account_id: from,
        to_account_id: to,
      });
      // Refused (same account, more than the source holds): nothing may have moved.
      const refused = from === to || op.amount > balanceOf(scene, from);
      expect(answer.statusCode, answer.body).toBe(refused ? 400 : 200);
      if (refused) return;
      scene.virman.push({ id: answer.json().data.id, account: from, to, amount: op.amount });
      move(scene, from, -op.amount);
      move(scene, to, op.amount);
      return;
    }
    case 'collect': {
      const account = at(scene.accounts, op.account);
      const answer = await call(who, 'POST', '/payment/debt', {
        debt_id: at(scene.debts, op.debt),
        account_id: account,
        accounting_type_id: scene.incomeType,
        amount: tl(op.amount),
        date: dateOf(op.day),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      // All of it enters the account; what is above the debt goes to the payer's advance.
      scene.collected += op.amount;
      move(scene, account, op.amount);
      return;
    }
    case 'edit': {
      const list =
        op.what === 'income' ? scene.incomes : op.what === 'expense' ? scene.expenses : scene.staffPayments;
      if (list.length === 0) return;
      const record = at(list, op.which);
      const account = at(scene.accounts, op.account);
      if (op.what === 'staff') {
        await dataOf(
          call(who, 'PUT', '/staff/payment', { id: record.id, ...staffPaymentBody(scene, op, account) }),
        );
        move(scene, record.account, record.amount);
        move(scene, account, -op.amount);
        Object.assign(record, { account, amount: op.amount });
        return;
      }
      await dataOf(
        call(who, 'PUT', op.what === 'income' ? '/payment' : '/expense', {
          id: record.id,
          amount: tl(op.amount),
          account_id: account,
          accounting_type_id: op.what === 'income' ? scene.incomeType : scene.expenseType,
          date: dateOf(op.day),
        }),
      );
      const sign = op.what === 'income' ? 1 : -1;
      move(scene, record.account, -sign * record.amount);
      move(scene, account, sign * op.amount);
      Object.assign(record, { account, amount: op.amount });
      return;
    }
    case 'remove': {
      const lists = {
        income: scene.incomes,
        expense: scene.expenses,
        staff: scene.staffPayments,
        virman: scene.virman,
      };
      const list = lists[op.what];
      if (list.length === 0) return;
      const index = op.which % list.length;
      const record = list[index]!;
      const paths = { income: '/payment', expense: '/expense', staff: '/staff/payment', virman: '/virman' };
      const path = paths[op.what];
      const answer = await call(who, 'DELETE', path, { id: record.id });
      expect(answer.statusCode, answer.body).toBe(200);
      list.splice(index, 1);
      if (op.what === 'income') move(scene, record.account, -record.amount);
      else if (op.what === 'expense' || op.what === 'staff') move(scene, record.account, record.amount);
      else {
        move(scene, record.account, record.amount);
        move(scene, (record as Live & { to: number }).to, -record.amount);
      }
      return;
    }
  }
}

/** A staff payment of `op`'s amount and day out of `account`, its kind following the amount. */
function staffPaymentBody(scene: Scene, op: { amount: number; day: number }, account: number) {
  return {
    staff_id: scene.staffId,
    kind: (['wage', 'advance', 'bonus', 'other'] as const)[op.amount % 4],
    amount: tl(op.amount),
    account_id: account,
    accounting_type_id: scene.expenseType,
    date: dateOf(op.day),
  };
}

const sumOf = (list: Live[]) => list.reduce((sum, record) => sum + record.amount, 0);

async function checkBooks(scene: Scene): Promise<void> {
  const who = scene.who;
  const accounts = (await call(who, 'GET', '/accounts')).json().Records as { id: number; balance: number }[];
  for (const id of scene.accounts) {
    expect(asKurus(accounts.find((a) => a.id === id)!.balance), `account ${id}`).toBe(balanceOf(scene, id));
  }
  const totalOpening = [...scene.opening.values()].reduce((a, b) => a + b, 0);
  const total = scene.accounts.reduce((sum, id) => sum + balanceOf(scene, id), 0);
  // No kuruş created or lost: what is held is what came in minus what went out; virman moves, never adds.
  const paidOut = sumOf(scene.expenses) + sumOf(scene.staffPayments);
  expect(total).toBe(totalOpening + sumOf(scene.incomes) + scene.collected - paidOut);

  const listTotal = async (path: string) =>
    asKurus((await call(who, 'GET', `${path}&per_page=1`)).json().AdditionalData.amount);
  expect(await listTotal('/payments?page=1&type=1')).toBe(sumOf(scene.incomes));
  expect(await listTotal('/expenses?page=1&type=2')).toBe(sumOf(scene.expenses));
  expect(await listTotal('/virman?page=1')).toBe(sumOf(scene.virman));
  expect(await listTotal('/staff/payment?page=1')).toBe(sumOf(scene.staffPayments));

  // The reports and the dashboard sum the same rows: over the whole year they say the same.
  const year = { start_date: '01.01.2025', end_date: '31.12.2025', per_page: 1 };
  const totals = async (path: string) =>
    (await call(who, 'POST', path, year)).json().AdditionalData as Record<string, number>;
  const balance = await totals('/balance/report');
  expect(asKurus(balance.opening!)).toBe(totalOpening);
  expect(asKurus(balance.closing!)).toBe(total);
  expect(asKurus(balance.money_in!) - asKurus(balance.money_out!)).toBe(total - totalOpening);
  const income = await totals('/payment/report');
  expect(asKurus(income.income!)).toBe(sumOf(scene.incomes));
  // What a collection paid above its debt went to the payer's advance (the advance report's deposits here).
  const surplus = asKurus((await totals('/advance/payment/report')).deposited!);
  expect(asKurus(income.collection!) + surplus).toBe(scene.collected);
  expect(asKurus((await totals('/expense/report')).amount!)).toBe(paidOut);
  const cashBook = await totals('/pay/exp/report');
  expect(asKurus(cashBook.closing!)).toBe(total);
  const dashboard = (await call(who, 'GET', '/dashboard')).json().data.finance;
  expect(asKurus(dashboard.cash_total)).toBe(total);
}

it(`keeps every kuruş over ${SEQUENCES * OPERATIONS} random accounting operations`, {
  timeout: 900_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: OPERATIONS, maxLength: OPERATIONS }), async (ops) => {
      const scene = await newScene();
      for (const op of ops) await apply(scene, op);
      await checkBooks(scene);
    }),
    { numRuns: SEQUENCES, seed: 91_125, endOnFailure: true },
  );
});
