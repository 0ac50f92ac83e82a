/** Advances (avans): money paid in before it is owed, paid back, changed or removed (docs/domain.md, "Advances"). */
import { formatMoney } from '../../../common/money';
import type { Executor } from '../../db';
import { badRequest, conflict, notFound } from '../../errors';
import { dateOrToday } from '../../fields';
import { type CashMovement, cashMovementsRepository } from '../../repositories/money/cashMovements';
import { type AdvanceMovement, advancesRepository } from '../../repositories/property/advances';
import { type Actor, type AuditEntry, recordAuditBatch } from '../../repositories/shared/audit';
import { refuseClosedBooks } from '../accounting/booksClosed';
import { residentOf } from '../property/ownedRecords';
import { cashAccountFor } from './cashAccount';
import { insertedRows } from './debts';

export interface AdvanceCashInput {
  residentId: number;
  cashAccountId: number;
  amount: bigint;
  date: string;
  description: string | null;
}

/** A movement and the resident's advance balance after it. */
export interface AdvanceChange {
  movement: AdvanceMovement;
  balance: bigint;
}

/** Writes an advance movement with its paired cash movement (same amount, date and text) and their audit rows. */
async function insertPaired(
  tx: Executor,
  actor: Actor,
  accountId: number,
  kinds: { advance: 'deposit' | 'withdraw'; cash: 'advance_deposit' | 'advance_withdraw' },
  input: AdvanceCashInput,
): Promise<{ movement: AdvanceMovement; cash: CashMovement }> {
  await refuseClosedBooks(tx, accountId, input.date);
  const movement = await advancesRepository.insert(tx, { accountId, kind: kinds.advance, ...input });
  const cash = await cashMovementsRepository.insert(tx, {
    accountId,
    kind: kinds.cash,
    advanceMovementId: movement.id,
    ...input,
  });
  await recordAuditBatch(tx, actor, [
    ...insertedRows('advance_movements', [movement]),
    ...insertedRows('cash_movements', [cash]),
  ]);
  return { movement, cash };
}

/** Money paid in advance: into the cash account and onto the resident's advance. */
export async function depositAdvance(
  tx: Executor,
  actor: Actor,
  accountId: number,
  input: AdvanceCashInput,
): Promise<{ movement: AdvanceMovement; cash: CashMovement }> {
  return insertPaired(tx, actor, accountId, { advance: 'deposit', cash: 'advance_deposit' }, input);
}

export const advanceTooLow = (balance: bigint) =>
  badRequest(`Avans bakiyesi yetersiz. Sakinin güncel avans bakiyesi ${formatMoney(balance)}.`, {
    amount: `En fazla ${formatMoney(balance)} çekilebilir.`,
  });

/** Advance paid back to the resident out of a cash account; never more than the balance. */
export async function withdrawAdvance(
  tx: Executor,
  actor: Actor,
  accountId: number,
  input: AdvanceCashInput,
): Promise<{ movement: AdvanceMovement; cash: CashMovement; balance: bigint }> {
  await advancesRepository.lockResidents(tx, accountId, [input.residentId]);
  const balance = await advancesRepository.balance(tx, accountId, input.residentId);
  if (input.amount > balance) throw advanceTooLow(balance);
  const paired = await insertPaired(
    tx,
    actor,
    accountId,
    { advance: 'withdraw', cash: 'advance_withdraw' },
    { ...input, amount: -input.amount },
  );
  return { ...paired, balance: balance - input.amount };
}

/**
 * Changes (amount, date, description) or removes (`null`) an advance deposit or withdrawal together with its
 * cash movement. The resident is locked and the balance may not fall below 0.
 */
export async function changeAdvanceMovement(
  tx: Executor,
  actor: Actor,
  accountId: number,
  movement: AdvanceMovement,
  change: { amount: bigint; date: string; description: string | null } | null,
): Promise<AdvanceMovement | null> {
  await advancesRepository.lockResidents(tx, accountId, [movement.residentId]);
  const current = await advancesRepository.find(tx, accountId, movement.id);
  if (!current || current.deletedAt) throw conflict('Bu avans hareketi zaten silinmiş.');
  await refuseClosedBooks(tx, accountId, current.date, ...(change ? [change.date] : []));
  const balance = await advancesRepository.balance(tx, accountId, movement.residentId);
  const sign = current.amount < 0n ? -1n : 1n;
  const newAmount = change ? sign * change.amount : 0n;
  const after = balance - current.amount + newAmount;
  if (after < 0n) {
    throw conflict(
      `Bu avansın ${formatMoney(-after)} kadarı borç ödemelerinde veya iadelerde kullanıldı (avans bakiyesi ${formatMoney(balance)}); ${change ? 'bu tutara düşürülemez' : 'silinemez'}.`,
    );
  }
  const cash = await cashMovementsRepository.pairedWith(tx, accountId, current.id);
  const values = change
    ? { amount: newAmount, date: change.date, description: change.description }
    : { deletedAt: new Date() };
  const action = change ? 'update' : 'delete';
  const updated = await advancesRepository.update(tx, current.id, values);
  const audit: AuditEntry[] = [
    { table: 'advance_movements', action, recordId: current.id, before: current, after: updated },
  ];
  if (cash) {
    const cashAfter = await cashMovementsRepository.update(tx, cash.id, values);
    audit.push({ table: 'cash_movements', action, recordId: cash.id, before: cash, after: cashAfter });
  }
  await recordAuditBatch(tx, actor, audit);
  return change ? updated! : null;
}

// ── What the advance screens ask (one transaction each) ────────────────────────────────────────────────────────

/** The request of a deposit or a withdrawal: the cash account may be left empty when the account has one. */
export interface AdvanceRequest {
  residentId: number;
  cashAccountId: number | null | undefined;
  amount: bigint;
  date: string;
  description: string | null;
}

/** Runs a deposit or a withdrawal for the caller's resident into (or out of) the chosen cash account. */
async function moveCash(
  db: Executor,
  actor: Actor,
  accountId: number,
  request: AdvanceRequest,
  move: (
    tx: Executor,
    actor: Actor,
    accountId: number,
    input: AdvanceCashInput,
  ) => Promise<{ movement: AdvanceMovement; balance?: bigint }>,
): Promise<AdvanceChange> {
  return db.transaction(async (tx) => {
    const resident = await residentOf(tx, accountId, request.residentId);
    const cash = await cashAccountFor(tx, accountId, request.cashAccountId, { orTheOnlyOne: true });
    const input = { ...request, residentId: resident.id, cashAccountId: cash.id };
    const { movement, balance } = await move(tx, actor, accountId, input);
    return { movement, balance: balance ?? (await advancesRepository.balance(tx, accountId, resident.id)) };
  });
}

/** POST /advance/payments. */
export const recordDeposit = (db: Executor, actor: Actor, accountId: number, request: AdvanceRequest) =>
  moveCash(db, actor, accountId, request, depositAdvance);

/** POST /advance/payments/withdraw/money. */
export const payBackAdvance = (db: Executor, actor: Actor, accountId: number, request: AdvanceRequest) =>
  moveCash(db, actor, accountId, request, withdrawAdvance);

/** A live deposit: the only advance movement the advance screen may change or delete. */
async function depositOf(exec: Executor, accountId: number, id: number): Promise<AdvanceMovement> {
  const movement = await advancesRepository.find(exec, accountId, id);
  if (!movement || movement.deletedAt) throw notFound('Avans kaydı bulunamadı.');
  if (movement.kind !== 'deposit') {
    throw conflict(
      'Yalnızca avans yatırma kayıtları değiştirilebilir veya silinebilir. Fazla ödemeler tahsilatla, borç ödemeleri borçla birlikte değişir.',
    );
  }
  return movement;
}

/**
 * PUT (`change`) or DELETE (`null`) /advance/payments. The date (DD.MM.YYYY) and the description keep their
 * values when not sent; the answer has the deposit as changed, or as it was before its deletion.
 */
export async function changeDeposit(
  db: Executor,
  actor: Actor,
  accountId: number,
  id: number,
  change: { amount: bigint; date?: string | null; description?: string | null } | null,
): Promise<AdvanceChange> {
  return db.transaction(async (tx) => {
    const movement = await depositOf(tx, accountId, id);
    const updated = await changeAdvanceMovement(
      tx,
      actor,
      accountId,
      movement,
      change && {
        amount: change.amount,
        date: change.date ? dateOrToday(change.date, 'date') : movement.date,
        description:
          change.description === undefined ? movement.description : change.description?.trim() || null,
      },
    );
    return {
      movement: updated ?? movement,
      balance: await advancesRepository.balance(tx, accountId, movement.residentId),
    };
  });
}

/** GET /advance/payments?resident_id: the caller's resident's live advance movements and their balance. */
export async function advanceStatement(
  exec: Executor,
  accountId: number,
  residentId: number,
  page: { offset: number; limit: number },
) {
  const resident = await residentOf(exec, accountId, residentId);
  const { rows, total } = await advancesRepository.movementsOf(exec, accountId, resident.id, page);
  return { rows, total, balance: await advancesRepository.balance(exec, accountId, resident.id) };
}
