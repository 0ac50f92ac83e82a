/**
 * A small pure model of the money rules (docs/domain.md, "Money invariants"), for the property tests to state the
 * invariants over any sequence of operations. Each function returns a new state and leaves its input untouched; a
 * refused operation throws and so changes nothing. Interest is left out: it is a report on the remaining principal, not
 * a movement of money. Ids are numbers; a debt's id doubles as its entry order.
 */

import { type AllocationMode, allocatePayment, payFromAdvance } from '../../server/domain/allocation';
import { type DebtSplit, debtAmounts } from '../../server/domain/distribution';
import { badRequest, notFound } from '../../server/errors';

export interface LedgerDebt {
  id: number;
  batchId: number | null;
  apartmentId: number;
  /** Who owes it (the owner, or the tenant when the entry says so) and who pays it. */
  residentId: number;
  amount: bigint;
  paid: bigint;
  dueDate: string;
}

export interface LedgerPayment {
  debtId: number;
  residentId: number;
  amount: bigint;
  /** A collection brought money into an account; an advance payment only moved money already held. */
  source: { from: 'collection'; accountId: number } | { from: 'advance' };
}

export interface AccountMovement {
  accountId: number;
  residentId: number;
  /** Signed: money in is positive. */
  amount: bigint;
  kind: 'collection' | 'advance_deposit' | 'advance_withdrawal' | 'payment_removed';
}

export interface AdvanceMovement {
  residentId: number;
  /** Signed: the resident's credit grows when positive. */
  amount: bigint;
  kind: 'surplus' | 'deposit' | 'withdrawal' | 'paid_debt' | 'returned_payment';
}

export interface LedgerState {
  readonly debts: ReadonlyMap<number, LedgerDebt>;
  readonly payments: readonly LedgerPayment[];
  readonly advances: ReadonlyMap<number, bigint>;
  readonly accounts: ReadonlyMap<number, bigint>;
  readonly accountMovements: readonly AccountMovement[];
  readonly advanceMovements: readonly AdvanceMovement[];
  readonly nextId: number;
}

export interface LedgerEntry {
  batchId: number | null;
  dueDate: string;
  /** Keyed by apartment id. */
  split: DebtSplit<number>;
  /** Apartment id → the resident who owes its debt. */
  responsible: ReadonlyMap<number, number>;
  /** The `auto_payment_advance_payments` setting at the time of entry. */
  autoPayFromAdvance: boolean;
}

export interface LedgerCollection {
  residentId: number;
  accountId: number;
  amount: bigint;
  mode: AllocationMode<number>;
}

export interface AdvanceOperation {
  residentId: number;
  accountId: number;
  amount: bigint;
}

export interface DeleteOptions {
  /** Turn the deleted debts' collections into the payers' advance instead of removing them from the account. */
  setAdvance: boolean;
}

export const emptyLedger: LedgerState = {
  debts: new Map(),
  payments: [],
  advances: new Map(),
  accounts: new Map(),
  accountMovements: [],
  advanceMovements: [],
  nextId: 1,
};

export const remaining = (debt: LedgerDebt): bigint => debt.amount - debt.paid;

export const advanceOf = (state: LedgerState, residentId: number): bigint =>
  state.advances.get(residentId) ?? 0n;

/** Creates the batch's debts by its rule, then pays each from its resident's advance when the setting is on. */
export function applyEntry(state: LedgerState, entry: LedgerEntry): LedgerState {
  const debts = new Map(state.debts);
  let nextId = state.nextId;
  const created: number[] = [];
  for (const [apartmentId, amount] of debtAmounts(entry.split)) {
    const residentId = entry.responsible.get(apartmentId);
    if (residentId === undefined) throw badRequest('Dairenin borçlu sakini bulunamadı.');
    const id = nextId++;
    debts.set(id, {
      id,
      batchId: entry.batchId,
      apartmentId,
      residentId,
      amount,
      paid: 0n,
      dueDate: entry.dueDate,
    });
    created.push(id);
  }
  const entered: LedgerState = { ...state, debts, nextId };
  if (!entry.autoPayFromAdvance) return entered;
  return created.reduce(applyAutoPayFromAdvance, entered);
}

/** Money into an account, spread over the resident's debts; the surplus becomes the resident's advance. */
export function applyCollection(state: LedgerState, collection: LedgerCollection): LedgerState {
  const { residentId, accountId, amount } = collection;
  const ownDebts = [...state.debts.values()]
    .filter((debt) => debt.residentId === residentId)
    .map((debt) => ({ id: debt.id, remaining: remaining(debt), dueDate: debt.dueDate, createdSeq: debt.id }));
  const { allocations, surplus } = allocatePayment(amount, ownDebts, collection.mode);

  let next = moveAccount(state, { accountId, residentId, amount, kind: 'collection' });
  for (const allocation of allocations) {
    next = addPayment(next, {
      debtId: allocation.debtId,
      residentId,
      amount: allocation.amount,
      source: { from: 'collection', accountId },
    });
  }
  return surplus > 0n ? moveAdvance(next, { residentId, amount: surplus, kind: 'surplus' }) : next;
}

/**
 * Deletes a debt and settles its payments: with `setAdvance` a collection becomes the payer's advance, otherwise
 * it is taken back out of its account. A payment made from the advance always returns to the advance: it was the
 * resident's credit, and no single account movement holds it.
 */
export function applyDeleteDebt(state: LedgerState, debtId: number, options: DeleteOptions): LedgerState {
  if (!state.debts.has(debtId)) throw notFound('Borç bulunamadı.');
  const debts = new Map(state.debts);
  debts.delete(debtId);
  let next: LedgerState = {
    ...state,
    debts,
    payments: state.payments.filter((payment) => payment.debtId !== debtId),
  };
  for (const payment of state.payments.filter((p) => p.debtId === debtId)) {
    const { residentId, amount, source } = payment;
    next =
      source.from === 'advance' || options.setAdvance
        ? moveAdvance(next, { residentId, amount, kind: 'returned_payment' })
        : moveAccount(next, {
            accountId: source.accountId,
            residentId,
            amount: -amount,
            kind: 'payment_removed',
          });
  }
  return next;
}

export function applyDeleteBatch(state: LedgerState, batchId: number, options: DeleteOptions): LedgerState {
  const batchDebts = [...state.debts.values()].filter((debt) => debt.batchId === batchId);
  if (batchDebts.length === 0) throw notFound('Toplu borç kaydı bulunamadı.');
  return batchDebts.reduce((next, debt) => applyDeleteDebt(next, debt.id, options), state);
}

/** A resident pays in advance: money into the account and credit on the resident. */
export function applyAdvanceDeposit(state: LedgerState, deposit: AdvanceOperation): LedgerState {
  const { residentId, accountId, amount } = deposit;
  if (amount <= 0n) throw badRequest('Tutar sıfırdan büyük olmalıdır.');
  const next = moveAccount(state, { accountId, residentId, amount, kind: 'advance_deposit' });
  return moveAdvance(next, { residentId, amount, kind: 'deposit' });
}

/** Advance paid back to the resident out of an account; never more than the resident's advance. */
export function applyAdvanceWithdraw(state: LedgerState, withdrawal: AdvanceOperation): LedgerState {
  const { residentId, accountId, amount } = withdrawal;
  if (amount <= 0n) throw badRequest('Tutar sıfırdan büyük olmalıdır.');
  if (amount > advanceOf(state, residentId)) throw badRequest('Avans bakiyesinden fazla tutar çekilemez.');
  const next = moveAccount(state, { accountId, residentId, amount: -amount, kind: 'advance_withdrawal' });
  return moveAdvance(next, { residentId, amount: -amount, kind: 'withdrawal' });
}

/** Pays what it can of a debt from its resident's advance. */
export function applyAutoPayFromAdvance(state: LedgerState, debtId: number): LedgerState {
  const debt = state.debts.get(debtId);
  if (!debt) throw notFound('Borç bulunamadı.');
  const { paid } = payFromAdvance(advanceOf(state, debt.residentId), remaining(debt));
  if (paid === 0n) return state;
  const next = addPayment(state, {
    debtId,
    residentId: debt.residentId,
    amount: paid,
    source: { from: 'advance' },
  });
  return moveAdvance(next, { residentId: debt.residentId, amount: -paid, kind: 'paid_debt' });
}

function addPayment(state: LedgerState, payment: LedgerPayment): LedgerState {
  const debt = state.debts.get(payment.debtId)!;
  const debts = new Map(state.debts).set(debt.id, { ...debt, paid: debt.paid + payment.amount });
  return { ...state, debts, payments: [...state.payments, payment] };
}

function moveAccount(state: LedgerState, movement: AccountMovement): LedgerState {
  const balance = (state.accounts.get(movement.accountId) ?? 0n) + movement.amount;
  return {
    ...state,
    accounts: new Map(state.accounts).set(movement.accountId, balance),
    accountMovements: [...state.accountMovements, movement],
  };
}

function moveAdvance(state: LedgerState, movement: AdvanceMovement): LedgerState {
  const balance = advanceOf(state, movement.residentId) + movement.amount;
  return {
    ...state,
    advances: new Map(state.advances).set(movement.residentId, balance),
    advanceMovements: [...state.advanceMovements, movement],
  };
}
