/**
 * One part of a bank line, posted and undone through the services a hand entry uses (docs/bank.md, "API"): a
 * collection makes the same receipt as the collection screen, a payment the same expense, and so on.
 */
import { formatMoney } from '../../../common/money';
import type { Executor } from '../../db';
import type { PartKind } from '../../domain/bank/types';
import { badRequest, conflict, fieldError, notFound } from '../../errors';
import { bankPostingRepository } from '../../repositories/accounting/bankPosting';
import { currentAccountsRepository } from '../../repositories/accounting/currentAccounts';
import { ledgerRepository } from '../../repositories/accounting/ledger';
import { collectionsRepository } from '../../repositories/money/collections';
import { debtsRepository } from '../../repositories/money/debts';
import { advancesRepository } from '../../repositories/property/advances';
import { changeAdvanceMovement, withdrawAdvance } from '../money/advances';
import { collectDebts } from '../money/collectionRequests';
import { undoCollection } from '../money/collections';
import { apartmentOf, residentOf } from '../property/ownedRecords';
import { actorOf, type Session } from '../shared/sessions';
import { addExpense, addIncome, undoRows } from './records';
import { addTransfer } from './transfers';

/** What the manager (or the accepted suggestion) says one part of a line is. Amounts are positive kuruş. */
export interface PartInput {
  kind: PartKind;
  amount: bigint;
  apartmentId?: number | null;
  residentId?: number | null;
  supplierId?: number | null;
  accountingTypeId?: number | null;
  /** `transfer`: the association's other cash account. */
  accountId?: number | null;
  /** `transfer`: the virman of the other leg this line joins. */
  transferId?: number | null;
  debtIds?: number[] | null;
  description?: string | null;
  /** Match level 0: the movement recorded by hand that the line is tied to; nothing new is recorded. */
  cashMovementId?: number | null;
}

/** The line as the posting needs it: its cash account, signed amount, ISO value date and texts. */
export interface LineForPosting {
  id: number;
  cashAccountId: number;
  amount: bigint;
  valueDate: string;
  description: string;
  counterpartyName: string | null;
}

/** What one part made, kept on the part so the line can be undone. */
export interface PartMade {
  receiptId: number | null;
  cashMovementId: number | null;
  incomeId: number | null;
  expenseId: number | null;
  transferId: number | null;
  advanceMovementId: number | null;
  joinedTransfer: boolean;
  joinedMovement: boolean;
}

const made = (values: Partial<PartMade>): PartMade => ({
  receiptId: null,
  cashMovementId: null,
  incomeId: null,
  expenseId: null,
  transferId: null,
  advanceMovementId: null,
  joinedTransfer: false,
  joinedMovement: false,
  ...values,
});

const textOf = (line: LineForPosting, part: PartInput) =>
  part.description?.trim() || line.description || null;

/** The income type of a collection: the part's, or that of the oldest open debt it pays. */
async function collectionType(tx: Executor, accountId: number, part: PartInput): Promise<number> {
  if (part.accountingTypeId) return part.accountingTypeId;
  const filters = { apartmentId: part.apartmentId ?? null, residentId: part.residentId ?? null };
  const open = await debtsRepository.open(tx, accountId, filters);
  const first = part.debtIds?.length ? open.find((d) => part.debtIds!.includes(d.id)) : open[0];
  if (!first) {
    throw fieldError('accounting_type_id', 'Açık borcu olmayan tahsilat için gelir türü seçiniz.');
  }
  return first.accountingTypeId;
}

async function postCollection(tx: Executor, session: Session, line: LineForPosting, part: PartInput) {
  const { accountId } = session;
  if (!part.apartmentId && !part.residentId) {
    throw fieldError('apartment_id', 'Tahsilat için bir daire veya sakin seçiniz.');
  }
  if (part.apartmentId) await apartmentOf(tx, accountId, part.apartmentId);
  if (part.residentId) await residentOf(tx, accountId, part.residentId);
  const { collected } = await collectDebts(
    tx,
    actorOf(session),
    accountId,
    {
      apartmentId: part.apartmentId ?? null,
      residentId: part.residentId ?? null,
      chosen: part.debtIds?.length ? part.debtIds : null,
    },
    {
      cashAccountId: line.cashAccountId,
      accountingTypeId: await collectionType(tx, accountId, part),
      amount: part.amount,
      date: line.valueDate,
      description: textOf(line, part),
    },
  );
  return {
    made: made({ receiptId: collected.receipt.id, cashMovementId: collected.cashMovement.id }),
    residentId: collected.receipt.residentId,
  };
}

/** A supplier payment's expense type: the part's, or the one of the supplier's latest expense. */
async function supplierType(tx: Executor, accountId: number, part: PartInput): Promise<number> {
  if (part.accountingTypeId) return part.accountingTypeId;
  const latest = await bankPostingRepository.supplierExpenseType(tx, accountId, part.supplierId!);
  if (!latest) {
    throw fieldError(
      'accounting_type_id',
      'Bu cari hesaba daha önce gider girilmemiş; ödeme için bir gider türü seçiniz.',
    );
  }
  return latest;
}

async function postExpense(tx: Executor, session: Session, line: LineForPosting, part: PartInput) {
  const { accountId } = session;
  const supplierId = part.kind === 'supplier_payment' ? (part.supplierId ?? null) : null;
  if (part.kind === 'supplier_payment') {
    if (!supplierId) throw fieldError('supplier_id', 'Ödeme yapılan cari hesabı seçiniz.');
    await currentAccountsRepository.findOrFail(tx, accountId, supplierId);
  } else if (!part.accountingTypeId) {
    throw fieldError('accounting_type_id', 'Gider için bir gider türü seçiniz.');
  }
  const record = await addExpense(tx, actorOf(session), accountId, {
    amount: part.amount,
    date: line.valueDate,
    cashAccountId: line.cashAccountId,
    accountingTypeId: supplierId ? await supplierType(tx, accountId, part) : part.accountingTypeId!,
    description: textOf(line, part),
    billDate: null,
    currentAccountId: supplierId,
  });
  return { made: made({ cashMovementId: record.movement.id, expenseId: record.expense.id }), supplierId };
}

async function postIncome(tx: Executor, session: Session, line: LineForPosting, part: PartInput) {
  if (!part.accountingTypeId) throw fieldError('accounting_type_id', 'Gelir için bir gelir türü seçiniz.');
  const record = await addIncome(tx, actorOf(session), session.accountId, {
    amount: part.amount,
    date: line.valueDate,
    cashAccountId: line.cashAccountId,
    accountingTypeId: part.accountingTypeId,
    description: textOf(line, part),
    residentId: null,
    nonMemberId: null,
    payerName: line.counterpartyName,
  });
  return { made: made({ cashMovementId: record.movement.id, incomeId: record.income.id }) };
}

/**
 * A transfer between this account and another own one. When the other leg's virman is named, the line joins it
 * (two bank lines, one virman); it must be a live virman between these two accounts of this amount, not joined yet.
 */
async function postTransfer(tx: Executor, session: Session, line: LineForPosting, part: PartInput) {
  const { accountId } = session;
  if (!part.accountId) throw fieldError('account_id', 'Virmanın diğer hesabını seçiniz.');
  const incoming = line.amount > 0n;
  if (part.transferId) {
    if (await bankPostingRepository.transferJoinedBy(tx, accountId, part.transferId)) {
      throw conflict(
        'Bu virmanın diğer hesaptaki banka hareketi de bu virmana bağlı; önce o hareketi geri alınız.',
      );
    }
    const halves = await ledgerRepository.transferHalves(tx, accountId, part.transferId);
    if (halves.length === 0) throw notFound('Virman bulunamadı.');
    const mine = halves.find((h) => h.cashAccountId === line.cashAccountId && h.amount > 0n === incoming);
    const other = halves.find((h) => h !== mine && h.cashAccountId === part.accountId);
    if (!mine || !other || mine.amount !== (incoming ? part.amount : -part.amount)) {
      throw badRequest(
        `Seçilen virman bu hareketle eşleşmiyor: ${formatMoney(part.amount)} tutarında, bu hesapla seçilen hesap arasında bir virman değil.`,
      );
    }
    if (await bankPostingRepository.transferTaken(tx, accountId, part.transferId, line.cashAccountId)) {
      throw conflict('Bu virman bu hesabın başka bir banka hareketiyle zaten eşleştirilmiş.');
    }
    return { made: made({ transferId: part.transferId, joinedTransfer: true }) };
  }
  const transfer = await addTransfer(tx, actorOf(session), accountId, {
    amount: part.amount,
    date: line.valueDate,
    description: textOf(line, part),
    fromCashAccountId: incoming ? part.accountId : line.cashAccountId,
    toCashAccountId: incoming ? line.cashAccountId : part.accountId,
  });
  return { made: made({ transferId: transfer.out.transferId }) };
}

/** Money paid back to a resident out of their advance; more than the advance holds is refused by withdrawAdvance. */
async function postRefund(tx: Executor, session: Session, line: LineForPosting, part: PartInput) {
  if (!part.residentId) throw fieldError('resident_id', 'İade yapılan sakini seçiniz.');
  const resident = await residentOf(tx, session.accountId, part.residentId);
  const { cash, movement } = await withdrawAdvance(tx, actorOf(session), session.accountId, {
    residentId: resident.id,
    cashAccountId: line.cashAccountId,
    amount: part.amount,
    date: line.valueDate,
    description: textOf(line, part),
  });
  return {
    made: made({ cashMovementId: cash.id, advanceMovementId: movement.id }),
    residentId: resident.id,
  };
}

/**
 * Ties the line to a movement recorded by hand (level 0): the same bank account and signed amount, live, and no
 * other line's. The movement's row is locked first, so of two managers tying it at once the second is refused.
 */
async function tieMovement(tx: Executor, session: Session, line: LineForPosting, movementId: number) {
  const { accountId } = session;
  const movement = await bankPostingRepository.lockMovement(tx, accountId, movementId);
  if (!movement || movement.deletedAt) {
    throw notFound('Eşleşen kayıtlı hareket bulunamadı; silinmiş olabilir. Hareketi elle işleyiniz.');
  }
  if (movement.cashAccountId !== line.cashAccountId || movement.amount !== line.amount) {
    throw badRequest(
      `Kayıtlı hareket bu banka hareketiyle eşleşmiyor: ${formatMoney(line.amount)} tutarında, bu hesabın bir hareketi değil.`,
    );
  }
  if (await bankPostingRepository.movementTaken(tx, accountId, movement.id)) {
    throw conflict(
      'Bu kayıtlı hareket başka bir banka hareketine zaten bağlanmış; aynı para iki kez eşleştirilemez.',
    );
  }
  return {
    made: made({ cashMovementId: movement.id, receiptId: movement.receiptId, joinedMovement: true }),
  };
}

/** Posts one part; answers what it made and whose IBAN the counterparty's is (the manager confirmed it). */
export async function postPart(
  tx: Executor,
  session: Session,
  line: LineForPosting,
  part: PartInput,
): Promise<{ made: PartMade; residentId?: number | null; supplierId?: number | null }> {
  if (part.cashMovementId) return tieMovement(tx, session, line, part.cashMovementId);
  switch (part.kind) {
    case 'collection':
      return postCollection(tx, session, line, part);
    case 'supplier_payment':
    case 'expense':
      return postExpense(tx, session, line, part);
    case 'income':
      return postIncome(tx, session, line, part);
    case 'transfer':
      return postTransfer(tx, session, line, part);
    case 'refund':
      return postRefund(tx, session, line, part);
  }
}

/**
 * Reverses what one part made with the undo of its own kind; a joined virman or a tied movement is only let go. A record already
 * undone on its own page has nothing left to reverse (docs/decisions.md, "Undoing a bank line").
 */
export async function undoPart(tx: Executor, session: Session, part: PartMade & { kind: PartKind }) {
  const { accountId } = session;
  // A tied movement was recorded by hand: undoing the line only unties it.
  if (part.joinedTransfer || part.joinedMovement) return;
  if (part.transferId) {
    if (await bankPostingRepository.transferJoinedBy(tx, accountId, part.transferId)) {
      throw conflict(
        'Bu virmanın diğer hesaptaki banka hareketi de bu virmana bağlı; önce o hareketi geri alınız.',
      );
    }
    const halves = await ledgerRepository.transferHalves(tx, accountId, part.transferId);
    if (halves.length > 0) await undoRows(tx, session, halves);
    return;
  }
  if (part.kind === 'collection' && part.receiptId) {
    const movement = await collectionsRepository.collectionOfReceipt(tx, accountId, part.receiptId);
    if (movement) await undoCollection(tx, actorOf(session), accountId, movement);
    return;
  }
  if (part.advanceMovementId) {
    const advance = await advancesRepository.find(tx, accountId, part.advanceMovementId);
    if (advance && !advance.deletedAt)
      await changeAdvanceMovement(tx, actorOf(session), accountId, advance, null);
    return;
  }
  const found = part.expenseId
    ? await ledgerRepository.expense(tx, accountId, part.expenseId)
    : part.incomeId
      ? await ledgerRepository.income(tx, accountId, part.incomeId)
      : undefined;
  if (found) await undoRows(tx, session, [found.movement]);
}
