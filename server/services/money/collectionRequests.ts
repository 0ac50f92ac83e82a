/**
 * What the collection screens ask (docs/domain.md, "Collections and receipts"): each request one transaction, or a
 * preview that writes nothing.
 */
import type { Executor } from '../../db';
import type { AllocationMode } from '../../domain/allocation';
import { AppError, conflict, fieldError, notFound } from '../../errors';
import { collectionsRepository } from '../../repositories/money/collections';
import { type Debt, debtsRepository } from '../../repositories/money/debts';
import { advancesRepository } from '../../repositories/property/advances';
import type { Actor } from '../../repositories/shared/audit';
import { apartmentOf, residentOf } from '../property/ownedRecords';
import { changeAdvanceMovement } from './advances';
import { cashAccountFor } from './cashAccount';
import { type CollectionResult, collect, planCollection, undoCollection } from './collections';
import { incomeType, responsibleResidents } from './debtEntry';

export interface CollectionRequest {
  cashAccountId: number | null | undefined;
  accountingTypeId: number | null | undefined;
  amount: bigint;
  /** ISO */
  date: string;
  description: string | null;
}

/** A collection and the debts it was spread over, as they were before it. */
export interface Collected {
  collected: CollectionResult;
  debts: Debt[];
}

/** POST /payment/debt: a collection on one debt; the debt's resident pays. */
export async function collectOnDebt(
  db: Executor,
  actor: Actor,
  accountId: number,
  debtId: number,
  request: CollectionRequest & { accountingTypeId: number },
): Promise<Collected> {
  return db.transaction(async (tx) => {
    const cash = await cashAccountFor(tx, accountId, request.cashAccountId, { orTheOnlyOne: false });
    const type = await incomeType(tx, accountId, request.accountingTypeId);
    const [debt] = await debtsRepository.lock(tx, accountId, [debtId]);
    if (!debt) throw notFound('Borç bulunamadı.');
    if (debt.deletedAt) throw conflict('Bu borç silinmiş; tahsilat yapılamaz.');
    const collected = await collect(tx, actor, accountId, {
      payerResidentId: debt.residentId,
      cashAccountId: cash.id,
      accountingTypeId: type.id,
      amount: request.amount,
      date: request.date,
      description: request.description,
      debts: [debt],
      mode: { chosen: [debt.id] },
      remainingScope: { residentId: debt.residentId },
    });
    return { collected, debts: [debt] };
  });
}

/** Whose debts a collection over several debts pays: a resident's, an apartment's, or a resident's in an apartment. */
export interface PayerScope {
  residentId: number | null | undefined;
  apartmentId: number | null | undefined;
  /** Only these debts (they must be in the scope); otherwise every open debt, oldest due first. */
  chosen: number[] | null;
}

async function scopeOf(exec: Executor, accountId: number, scope: PayerScope) {
  const resident = scope.residentId ? await residentOf(exec, accountId, scope.residentId) : null;
  const apartment = scope.apartmentId ? await apartmentOf(exec, accountId, scope.apartmentId) : null;
  return {
    filters: { residentId: resident?.id ?? null, apartmentId: apartment?.id ?? null },
    resident,
    apartment,
  };
}

const modeOf = (scope: PayerScope): AllocationMode<number> =>
  scope.chosen ? { chosen: scope.chosen } : 'oldest_first';

/** POST /payment/debts with preview: how the amount would be spread over the open debts, writing nothing. */
export async function previewCollection(db: Executor, accountId: number, scope: PayerScope, amount: bigint) {
  const { filters } = await scopeOf(db, accountId, scope);
  const open = await debtsRepository.open(db, accountId, filters);
  const { allocations, surplus } = planCollection(amount, open, modeOf(scope));
  const byId = new Map(open.map((d) => [d.id, d]));
  return { allocations: allocations.map((a) => ({ debt: byId.get(a.debtId)!, amount: a.amount })), surplus };
}

/**
 * POST /payment/debts: one amount over the scope's debts. The payer is the resident, or for an apartment its
 * owner (else the resident of its first debt); their advance takes the surplus.
 */
export async function collectDebts(
  db: Executor,
  actor: Actor,
  accountId: number,
  scope: PayerScope,
  request: CollectionRequest,
): Promise<Collected> {
  return db.transaction(async (tx) => {
    const cash = await cashAccountFor(tx, accountId, request.cashAccountId, { orTheOnlyOne: false });
    if (!request.accountingTypeId) throw fieldError('accounting_type_id', 'Gelir türü seçiniz.');
    const type = await incomeType(tx, accountId, request.accountingTypeId);
    const { filters, resident, apartment } = await scopeOf(tx, accountId, scope);
    const candidates = scope.chosen ?? (await debtsRepository.open(tx, accountId, filters)).map((d) => d.id);
    const locked = await debtsRepository.lock(tx, accountId, candidates);
    const inScope = locked.filter(
      (d) =>
        d.deletedAt === null &&
        (!filters.residentId || d.residentId === filters.residentId) &&
        (!filters.apartmentId || d.apartmentId === filters.apartmentId),
    );
    if (scope.chosen && inScope.length !== scope.chosen.length) throw notFound('Seçilen borç bulunamadı.');
    let payer = resident?.id ?? null;
    if (!payer && apartment) {
      payer =
        (await responsibleResidents(tx, accountId, [apartment.id], 'owner')).get(apartment.id)?.id ?? null;
      payer ??= inScope[0]?.residentId ?? null;
    }
    if (!payer)
      throw fieldError('resident_id', 'Ödemeyi yapan sakini seçiniz (fazla tutar avansına aktarılır).');
    const collected = await collect(tx, actor, accountId, {
      payerResidentId: payer,
      cashAccountId: cash.id,
      accountingTypeId: type.id,
      amount: request.amount,
      date: request.date,
      description: request.description,
      debts: inScope,
      mode: modeOf(scope),
      remainingScope: apartment && !resident ? { apartmentId: apartment.id } : { residentId: payer },
    });
    return { collected, debts: inScope };
  });
}

/**
 * DELETE /user/transfer/{id}: undoes a collection, an advance deposit or an advance withdrawal, and says which it
 * was. A collection taken back by a debt deletion cannot be undone.
 */
export async function undoTransfer(
  db: Executor,
  actor: Actor,
  accountId: number,
  movementId: number,
): Promise<'collection' | 'advance_deposit' | 'advance_withdraw'> {
  return db.transaction(async (tx) => {
    const movement = await collectionsRepository.movement(tx, accountId, movementId);
    if (!movement || movement.deletedAt) throw notFound('Hareket bulunamadı.');
    switch (movement.kind) {
      case 'collection':
        await undoCollection(tx, actor, accountId, movement);
        return movement.kind;
      case 'advance_deposit':
      case 'advance_withdraw': {
        const advance = await advancesRepository.find(tx, accountId, movement.advanceMovementId!);
        if (!advance) throw notFound('Hareket bulunamadı.');
        await changeAdvanceMovement(tx, actor, accountId, advance, null);
        return movement.kind;
      }
      default:
        throw conflict(NOT_UNDONE_HERE[movement.kind] ?? 'Bu hareket burada geri alınamaz.');
    }
  });
}

/**
 * Why a movement of "Ödemeler ve transferler" is not undone there, and where it is (issue 26): only collections
 * and advance movements are undone in that list; the others are deleted on their own page.
 */
export const NOT_UNDONE_HERE: Record<string, string> = {
  payment_removed:
    'Bu hareket bir borç silme işleminin sonucudur (silinen borcun tahsilatı kasadan çıkarıldı); geri alınamaz.',
  transfer_in:
    'Bu hareket bir virmanın (hesaplar arası aktarım) giriş tarafıdır; burada geri alınmaz. Virmanı Muhasebe > Virmanlar sayfasından siliniz.',
  transfer_out:
    'Bu hareket bir virmanın (hesaplar arası aktarım) çıkış tarafıdır; burada geri alınmaz. Virmanı Muhasebe > Virmanlar sayfasından siliniz.',
  income:
    'Bu hareket bir gelir kaydıdır; burada geri alınmaz. Geliri Muhasebe > Gelirler sayfasından siliniz.',
  expense:
    'Bu hareket bir gider kaydıdır; burada geri alınmaz. Gideri Muhasebe > Giderler sayfasından siliniz.',
  staff_payment:
    'Bu hareket bir personel ödemesidir; burada geri alınmaz. Ödemeyi Muhasebe > Personel ödemeleri sayfasından siliniz.',
};

/** The refusal of a receipt whose collection was already undone. */
export const RECEIPT_ALREADY_CANCELLED = 'Bu makbuz iptal edilmiş; tahsilatı zaten geri alınmış.';

/** A rollback on purpose: the dry run of an undo, to learn whether it would be refused and why. */
class DryRun extends Error {}

/**
 * What undoing a receipt's collection gives back (issue 26): the debts that reopen with the amount each gets back
 * and what it then has left, the advance that leaves, and the cash account the money leaves. `refusal` is the
 * reason the undo would be refused now (found by running it in a transaction that is rolled back), or null.
 */
export async function receiptUndoPlan(db: Executor, accountId: number, receiptId: number) {
  const found = await collectionsRepository.receipt(db, accountId, receiptId);
  if (!found) throw notFound('Makbuz bulunamadı.');
  const { receipt } = found;
  const movement = await collectionsRepository.collectionOfReceipt(db, accountId, receiptId);
  const lines = await collectionsRepository.undoLines(db, accountId, receiptId);
  const cash = await collectionsRepository.cashAccountName(db, accountId, receipt.cashAccountId);
  let refusal: string | null = null;
  if (receipt.deletedAt || !movement) refusal = RECEIPT_ALREADY_CANCELLED;
  else {
    try {
      await db.transaction(async (tx) => {
        await undoCollection(tx, { accountId, userId: null }, accountId, movement);
        throw new DryRun();
      });
    } catch (error) {
      if (error instanceof AppError) refusal = error.description;
      else if (!(error instanceof DryRun)) throw error;
    }
  }
  return {
    receipt,
    payerName: found.residentName === null ? '' : `${found.residentName} ${found.residentSurname}`,
    cashAccount: cash ?? '',
    debts: lines.debts.map((line) => ({
      ...line,
      flat: `${line.buildingName} ${line.identifier}`,
      remainingAfter: line.remaining + line.amount,
    })),
    advance: lines.advance,
    refusal,
  };
}

/**
 * Undoes the collection of a receipt in one transaction (issue 26), through undoCollection: the debts get back
 * what it paid, its surplus leaves the advance, its money leaves the cash account, and the receipt is kept,
 * marked cancelled. Refused, with its reason, when already cancelled, in closed books, when a debt it paid was
 * deleted since or its surplus was spent.
 */
export async function undoReceipt(db: Executor, actor: Actor, accountId: number, receiptId: number) {
  return db.transaction(async (tx) => {
    const found = await collectionsRepository.receipt(tx, accountId, receiptId);
    if (!found) throw notFound('Makbuz bulunamadı.');
    const movement = await collectionsRepository.collectionOfReceipt(tx, accountId, receiptId);
    if (found.receipt.deletedAt || !movement) throw conflict(RECEIPT_ALREADY_CANCELLED);
    await undoCollection(tx, actor, accountId, movement);
    return found.receipt;
  });
}
