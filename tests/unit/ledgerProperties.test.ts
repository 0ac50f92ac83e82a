/**
 * Property-based tests of the money invariants (docs/domain.md) over random sequences of ledger operations
 * (entries, collections, deletions, advance operations): no kuruş is created or lost. The seed is fixed so a
 * failure reproduces; fast-check prints the shrunk counterexample. Splits and allocation: moneyProperties.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DebtSplit, DistributionRule } from '../../server/domain/distribution';
import { AppError } from '../../server/errors';
import {
  advanceOf,
  applyAdvanceDeposit,
  applyAdvanceWithdraw,
  applyAutoPayFromAdvance,
  applyCollection,
  applyDeleteBatch,
  applyDeleteDebt,
  applyEntry,
  emptyLedger,
  type LedgerDebt,
  type LedgerState,
  remaining,
} from './ledgerModel';

const SEED = 20_240_501;
const sum = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n);

// ---- The ledger: random sequences of entries, collections, deletions and advance operations ----

const RESPONSIBLE = new Map([
  [1, 1],
  [2, 1],
  [3, 2],
  [4, 3],
  [5, 3],
  [6, 4],
]); // apartment → resident; resident 1 and 3 own two flats
const APARTMENTS = [...RESPONSIBLE.keys()];
const RESIDENTS = [...new Set(RESPONSIBLE.values())];
const LAND: Record<number, string> = { 1: '24.5', 2: '24,5', 3: '12.25', 4: '0', 5: '38.75', 6: '100' };
const AREA: Record<number, string> = { 1: '112.25', 2: '95', 3: '0.5', 4: '140,75', 5: '95', 6: '60' };
const PEOPLE: Record<number, number> = { 1: 4, 2: 0, 3: 1, 4: 2, 5: 3, 6: 5 };
const RULES: DistributionRule[] = [
  'equal_total',
  'amount_each',
  'land',
  'area',
  'per_person',
  'grid',
  'group',
  'single',
];

interface EntryInput {
  rule: DistributionRule;
  apartments: number[];
  amount: bigint;
  grid: bigint[];
  dueDay: number;
  autoPay: boolean;
}

const entryInput: fc.Arbitrary<EntryInput> = fc.record({
  rule: fc.constantFrom(...RULES),
  apartments: fc.subarray(APARTMENTS, { minLength: 1 }),
  amount: fc.bigInt({ min: 0n, max: 500_000n }),
  grid: fc.array(fc.bigInt({ min: -1_000n, max: 200_000n }), { minLength: 6, maxLength: 6 }),
  dueDay: fc.integer({ min: 0, max: 120 }),
  autoPay: fc.boolean(),
});

function toSplit({ rule, apartments, amount, grid }: EntryInput): DebtSplit<number> {
  switch (rule) {
    case 'equal_total':
      return { rule, total: amount, keys: apartments };
    case 'amount_each':
    case 'group':
      return { rule, amount, keys: apartments };
    case 'land':
    case 'area': {
      const weights = rule === 'land' ? LAND : AREA;
      return { rule, total: amount, parts: apartments.map((key) => ({ key, weight: weights[key]! })) };
    }
    case 'per_person':
      return { rule, total: amount, people: apartments.map((key) => ({ key, people: PEOPLE[key]! })) };
    case 'grid':
      return { rule, amounts: apartments.map((key, index) => ({ key, amount: grid[index]! })) };
    case 'single':
      return { rule, amounts: [{ key: apartments[0]!, amount }] };
  }
}

/** What the batch's debts must add up to, or null when the entry must be refused (nothing to split by). */
function expectedEntryTotal({ rule, apartments, amount, grid }: EntryInput): bigint | null {
  // Only land (flat 4) and per person (flat 2) have a zero weight in this building.
  const zeroWeight = (key: number) => (rule === 'land' ? LAND[key] === '0' : PEOPLE[key] === 0);
  if ((rule === 'land' || rule === 'per_person') && amount > 0n && apartments.every(zeroWeight)) return null;
  if (rule === 'amount_each' || rule === 'group') return amount * BigInt(apartments.length);
  if (rule === 'grid') return sum(grid.slice(0, apartments.length).filter((value) => value > 0n));
  return amount;
}

const isoDay = (dayOfYear: number) => new Date(Date.UTC(2024, 0, 1 + dayOfYear)).toISOString().slice(0, 10);

/**
 * `nearTarget` set: the amount is what the resident owes (collections) or holds (withdrawals) plus -2…2 kuruş, so
 * exact payments and one-kuruş surpluses or overdrafts come up often.
 */
interface MoneyOperation {
  residentId: number;
  accountId: number;
  amount: bigint;
  nearTarget: bigint | null;
}

type Operation =
  | { kind: 'entry'; input: EntryInput }
  | (MoneyOperation & { kind: 'collect'; picks: number[] | null })
  | { kind: 'deleteDebt' | 'deleteBatch'; pick: number; setAdvance: boolean }
  | (MoneyOperation & { kind: 'deposit' | 'withdraw' })
  | { kind: 'autoPay'; pick: number };

const resident = fc.constantFrom(...RESIDENTS);
const account = fc.constantFrom(1, 2);
const nearTarget = fc.option(fc.bigInt({ min: -2n, max: 2n }));
const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('entry' as const), input: entryInput }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('collect' as const),
      residentId: resident,
      accountId: account,
      amount: fc.bigInt({ min: 1n, max: 300_000n }),
      nearTarget,
      picks: fc.option(fc.array(fc.nat(), { minLength: 1, maxLength: 3 })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('deleteDebt' as const, 'deleteBatch' as const),
      pick: fc.nat(),
      setAdvance: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom('deposit' as const, 'withdraw' as const),
      residentId: resident,
      accountId: account,
      amount: fc.bigInt({ min: 1n, max: 150_000n }),
      nearTarget,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('autoPay' as const), pick: fc.nat() }) },
);

/** Money each resident brought in or took out, counted by the test from the operations themselves. */
interface Flows {
  collected: Map<number, bigint>;
  deposited: Map<number, bigint>;
  withdrawn: Map<number, bigint>;
  removed: Map<number, bigint>;
}

const add = (map: Map<number, bigint>, key: number, amount: bigint) =>
  map.set(key, (map.get(key) ?? 0n) + amount);
const atLeastOne = (amount: bigint) => (amount < 1n ? 1n : amount);
const pick = <T>(items: readonly T[], index: number): T | undefined => items[index % items.length];

interface Run {
  state: LedgerState;
  flows: Flows;
  nextBatchId: number;
}

function step(run: Run, op: Operation): Run {
  const { state, flows } = run;
  const debts = [...state.debts.values()];
  switch (op.kind) {
    case 'entry': {
      const batchId = op.input.rule === 'single' ? null : run.nextBatchId;
      const entry = {
        batchId,
        dueDate: isoDay(op.input.dueDay),
        split: toSplit(op.input),
        responsible: RESPONSIBLE,
        autoPayFromAdvance: op.input.autoPay,
      };
      const expectedTotal = expectedEntryTotal(op.input);
      if (expectedTotal === null) {
        expect(() => applyEntry(state, entry)).toThrow(AppError);
        return run;
      }
      const next = applyEntry(state, entry);
      const created = [...next.debts.values()].filter((debt) => !state.debts.has(debt.id));
      expect(sum(created.map((debt) => debt.amount))).toBe(expectedTotal);
      expect(created.every((debt) => debt.amount > 0n)).toBe(true);
      if (op.input.autoPay) expectPaidFromAdvance(next, created);
      return { ...run, state: next, nextBatchId: run.nextBatchId + 1 };
    }
    case 'collect': {
      const own = debts.filter((debt) => debt.residentId === op.residentId);
      const chosen = op.picks && own.length > 0 ? op.picks.map((index) => pick(own, index)!.id) : null;
      const owed = sum(own.filter((debt) => !chosen || chosen.includes(debt.id)).map(remaining));
      const amount = atLeastOne(op.nearTarget === null ? op.amount : owed + op.nearTarget);
      const next = applyCollection(state, { ...op, amount, mode: chosen ? { chosen } : 'oldest_first' });
      add(flows.collected, op.residentId, amount);
      return { ...run, state: next };
    }
    case 'deleteDebt':
    case 'deleteBatch': {
      const batchIds = [...new Set(debts.flatMap((debt) => (debt.batchId === null ? [] : [debt.batchId])))];
      const target = op.kind === 'deleteDebt' ? pick(debts, op.pick)?.id : pick(batchIds, op.pick);
      if (target === undefined) return run;
      const deletedIds = new Set(
        op.kind === 'deleteDebt' ? [target] : debts.filter((d) => d.batchId === target).map((d) => d.id),
      );
      const options = { setAdvance: op.setAdvance };
      const next =
        op.kind === 'deleteDebt'
          ? applyDeleteDebt(state, target, options)
          : applyDeleteBatch(state, target, options);
      if (!op.setAdvance) {
        for (const payment of state.payments)
          if (deletedIds.has(payment.debtId) && payment.source.from === 'collection')
            add(flows.removed, payment.residentId, payment.amount);
      }
      return { ...run, state: next };
    }
    case 'deposit':
      add(flows.deposited, op.residentId, op.amount);
      return { ...run, state: applyAdvanceDeposit(state, op) };
    case 'withdraw': {
      const advance = advanceOf(state, op.residentId);
      const amount = atLeastOne(op.nearTarget === null ? op.amount : advance + op.nearTarget);
      const withdrawal = { ...op, amount };
      if (amount > advance) {
        expect(() => applyAdvanceWithdraw(state, withdrawal)).toThrow(/Avans bakiyesinden fazla/);
        return run;
      }
      add(flows.withdrawn, op.residentId, amount);
      return { ...run, state: applyAdvanceWithdraw(state, withdrawal) };
    }
    case 'autoPay': {
      const debt = pick(debts, op.pick);
      if (!debt) return run;
      const next = applyAutoPayFromAdvance(state, debt.id);
      expectPaidFromAdvance(next, [debt]);
      return { ...run, state: next };
    }
  }
}

/** The advance pays as much as it can: each debt is paid off, or its resident has no advance left. */
function expectPaidFromAdvance(state: LedgerState, debts: readonly LedgerDebt[]): void {
  for (const { id, residentId } of debts)
    expect(remaining(state.debts.get(id)!) === 0n || advanceOf(state, residentId) === 0n).toBe(true);
}

function expectConsistent({ state, flows }: Run): void {
  for (const [accountId, balance] of state.accounts)
    expect(balance).toBe(
      sum(state.accountMovements.filter((m) => m.accountId === accountId).map((m) => m.amount)),
    );
  const get = (map: Map<number, bigint>, key: number) => map.get(key) ?? 0n;
  const broughtIn = (residentId: number) =>
    get(flows.collected, residentId) +
    get(flows.deposited, residentId) -
    get(flows.withdrawn, residentId) -
    get(flows.removed, residentId);
  expect(sum(state.accounts.values())).toBe(sum(RESIDENTS.map(broughtIn)));

  for (const debt of state.debts.values()) {
    const payments = state.payments.filter((payment) => payment.debtId === debt.id);
    expect(debt.paid).toBe(sum(payments.map((payment) => payment.amount)));
    expect(remaining(debt) >= 0n && debt.paid >= 0n).toBe(true);
  }
  expect(state.payments.every((payment) => state.debts.has(payment.debtId) && payment.amount > 0n)).toBe(
    true,
  );

  for (const residentId of RESIDENTS) {
    const advance = advanceOf(state, residentId);
    expect(advance >= 0n).toBe(true);
    expect(advance).toBe(
      sum(state.advanceMovements.filter((m) => m.residentId === residentId).map((m) => m.amount)),
    );
    // Every kuruş a resident brought in is either paying one of their live debts or waiting as their advance.
    const paidOnDebts = sum(
      [...state.debts.values()].filter((debt) => debt.residentId === residentId).map((debt) => debt.paid),
    );
    expect(paidOnDebts + advance).toBe(broughtIn(residentId));
  }
}

const startRun = (): Run => ({
  state: emptyLedger,
  flows: { collected: new Map(), deposited: new Map(), withdrawn: new Map(), removed: new Map() },
  nextBatchId: 1,
});

/** What the manager sees: every account's balance, every advance, every apartment's remaining debt. */
function balances(state: LedgerState) {
  const nonZero = (entries: Iterable<[number, bigint]>) =>
    [...entries].filter(([, amount]) => amount !== 0n).sort(([a], [b]) => a - b);
  const owed = new Map<number, bigint>();
  for (const debt of state.debts.values()) add(owed, debt.apartmentId, remaining(debt));
  return { accounts: nonZero(state.accounts), advances: nonZero(state.advances), owed: nonZero(owed) };
}

describe('ledger', () => {
  it('creates or loses no kuruş over any sequence of operations', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 30 }), (operations) => {
        let run = startRun();
        for (const op of operations) {
          run = step(run, op);
          expectConsistent(run);
        }
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('returns every balance to where it was when a batch is deleted, and re-entering it gives the same', () => {
    fc.assert(
      fc.property(
        fc.array(operation, { maxLength: 20 }),
        entryInput.filter((input) => input.rule !== 'single' && expectedEntryTotal(input) !== null),
        fc.boolean(),
        (operations, input, setAdvance) => {
          const before = operations.reduce(step, startRun()).state;
          const batchId = 1_000;
          const entry = {
            batchId,
            dueDate: isoDay(input.dueDay),
            split: toSplit(input),
            responsible: RESPONSIBLE,
            autoPayFromAdvance: input.autoPay,
          };
          const entered = applyEntry(before, entry);
          if (entered.debts.size === before.debts.size) return; // every amount was 0: nothing entered
          const deleted = applyDeleteBatch(entered, batchId, { setAdvance });
          expect(balances(deleted)).toEqual(balances(before));
          expect(balances(applyEntry(deleted, entry))).toEqual(balances(entered));
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });
});
