/**
 * Posting a bank line, ignoring it, undoing either, and accepting the matcher's suggestions (docs/bank.md, "Lines
 * and their states"). Each line changes in one transaction that holds its row lock, so a line ends in one state.
 */
import type { Db, Executor } from '../../db';
import { checkParts } from '../../domain/bank/splits';
import type { Suggestion } from '../../domain/bank/types';
import { badRequest, conflict, fieldError, notFound } from '../../errors';
import { type BankLine, bankPostingRepository } from '../../repositories/accounting/bankPosting';
import { type AuditEntry, recordAuditBatch } from '../../repositories/shared/audit';
import { actorOf, type Session } from '../shared/sessions';
import { type PartInput, postPart, undoPart } from './bankParts';
import { refuseClosedBooks } from './booksClosed';

export type { PartInput } from './bankParts';

const ALREADY_DECIDED = 'Bu hareket zaten işlenmiş.';

async function lineOf(tx: Executor, accountId: number, id: number): Promise<BankLine> {
  const line = await bankPostingRepository.lockLine(tx, accountId, id);
  if (!line) throw notFound('Banka hareketi bulunamadı.');
  return line;
}

/**
 * The one part a suggestion stands for, the whole amount of the line; null when it names no single target (several
 * residents fit, or the target it needs is missing).
 */
export function partOfSuggestion(line: Pick<BankLine, 'amount'>, s: Suggestion | null): PartInput | null {
  if (!s || s.candidates.length > 1) return null;
  const amount = line.amount < 0n ? -line.amount : line.amount;
  const part: PartInput = { kind: s.kind, amount };
  if (s.cashMovementId) return { ...part, cashMovementId: s.cashMovementId };
  switch (s.kind) {
    case 'collection':
      if (!s.apartmentId && !s.residentId) return null;
      return { ...part, apartmentId: s.apartmentId, residentId: s.residentId };
    case 'refund':
      return s.residentId ? { ...part, residentId: s.residentId } : null;
    case 'supplier_payment':
      return s.supplierId
        ? { ...part, supplierId: s.supplierId, accountingTypeId: s.accountingTypeId }
        : null;
    case 'expense':
    case 'income':
      return s.accountingTypeId ? { ...part, accountingTypeId: s.accountingTypeId } : null;
    case 'transfer':
      return s.accountId ? { ...part, accountId: s.accountId, transferId: s.transferId } : null;
  }
}

/** Posts a locked, undecided line: each part through its own service, then the line is `posted`. */
async function postLocked(
  tx: Executor,
  session: Session,
  line: BankLine,
  given: PartInput[] | 'suggestion',
): Promise<BankLine> {
  if (line.status !== 'suggested' && line.status !== 'unmatched') throw conflict(ALREADY_DECIDED);
  await refuseClosedBooks(tx, session.accountId, line.valueDate);
  const suggested = given === 'suggestion' ? partOfSuggestion(line, line.suggestion) : null;
  if (given === 'suggestion' && !suggested) {
    throw badRequest('Bu hareket için tek bir öneri yok; hareketi elle işleyiniz.');
  }
  const parts = suggested ? [suggested] : (given as PartInput[]);
  checkParts(line.amount, parts);
  const rows = [];
  const ibanOwners: { residentId: number | null; supplierId: number | null }[] = [];
  for (const part of parts) {
    const done = await postPart(tx, session, line, part);
    rows.push({
      accountId: session.accountId,
      lineId: line.id,
      kind: part.kind,
      amount: part.amount,
      apartmentId: part.apartmentId ?? null,
      residentId: part.residentId ?? done.residentId ?? null,
      supplierId: part.supplierId ?? null,
      accountingTypeId: part.accountingTypeId ?? null,
      otherCashAccountId: part.kind === 'transfer' ? (part.accountId ?? null) : null,
      description: part.description?.trim() || null,
      ...done.made,
    });
    if (done.residentId || done.supplierId) {
      ibanOwners.push({ residentId: done.residentId ?? null, supplierId: done.supplierId ?? null });
    }
  }
  const inserted = await bankPostingRepository.insertParts(tx, rows);
  const after = await bankPostingRepository.setState(tx, line.id, {
    status: 'posted',
    ignoreReason: null,
    decidedAt: new Date(),
    decidedBy: session.userId,
  });
  const audit: AuditEntry[] = [
    {
      table: 'bank_lines',
      action: 'update',
      recordId: line.id,
      before: stateOf(line),
      after: stateOf(after),
    },
    ...inserted.map((p) => ({
      table: 'bank_line_parts' as const,
      action: 'insert' as const,
      recordId: p.id,
      after: p,
    })),
  ];
  // One owner only: a split over two residents confirms no IBAN.
  if (line.counterpartyIban && ibanOwners.length === 1) {
    const known = await bankPostingRepository.rememberIban(tx, session.accountId, {
      iban: line.counterpartyIban,
      ...ibanOwners[0]!,
    });
    audit.push({ table: 'bank_known_ibans', action: 'insert', recordId: known.id, after: known });
  }
  await recordAuditBatch(tx, actorOf(session), audit);
  return after;
}

const stateOf = (line: BankLine) => ({
  status: line.status,
  ignoreReason: line.ignoreReason,
  decidedAt: line.decidedAt,
  decidedBy: line.decidedBy,
});

/** POST /bank/lines/{id}/post: the parts the manager chose, or the line's own suggestion. */
export function postLine(
  db: Db,
  session: Session,
  lineId: number,
  parts: PartInput[] | 'suggestion',
): Promise<BankLine> {
  return db.transaction(async (tx) =>
    postLocked(tx, session, await lineOf(tx, session.accountId, lineId), parts),
  );
}

/** POST /bank/lines/{id}/ignore: the line stays out of the books, with the reason the manager gave. */
export function ignoreLine(db: Db, session: Session, lineId: number, reason: string): Promise<BankLine> {
  const text = reason.trim();
  if (!text) throw fieldError('reason', 'Hareketi neden yok saydığınızı yazınız.');
  return db.transaction(async (tx) => {
    const line = await lineOf(tx, session.accountId, lineId);
    if (line.status !== 'suggested' && line.status !== 'unmatched') throw conflict(ALREADY_DECIDED);
    const after = await bankPostingRepository.setState(tx, line.id, {
      status: 'ignored',
      ignoreReason: text,
      decidedAt: new Date(),
      decidedBy: session.userId,
    });
    await recordAuditBatch(tx, actorOf(session), [
      {
        table: 'bank_lines',
        action: 'update',
        recordId: line.id,
        before: stateOf(line),
        after: stateOf(after),
      },
    ]);
    return after;
  });
}

/**
 * POST /bank/lines/{id}/undo: reverses what each part made (the debts reopen, the receipt is cancelled, the money
 * leaves the account again) and the line is `unmatched`, its suggestion kept. Closed books refuse it.
 */
export function undoLine(db: Db, session: Session, lineId: number): Promise<BankLine> {
  return db.transaction(async (tx) => {
    const line = await lineOf(tx, session.accountId, lineId);
    if (line.status !== 'posted' && line.status !== 'ignored') {
      throw conflict('Bu hareket henüz işlenmemiş; geri alınacak bir şey yok.');
    }
    await refuseClosedBooks(tx, session.accountId, line.valueDate);
    const parts = await bankPostingRepository.partsOf(tx, session.accountId, line.id);
    for (const part of parts) await undoPart(tx, session, part);
    await bankPostingRepository.deleteParts(
      tx,
      session.accountId,
      parts.map((p) => p.id),
    );
    const after = await bankPostingRepository.setState(tx, line.id, {
      status: 'unmatched',
      ignoreReason: null,
      decidedAt: null,
      decidedBy: null,
    });
    await recordAuditBatch(tx, actorOf(session), [
      ...parts.map((p) => ({
        table: 'bank_line_parts' as const,
        action: 'delete' as const,
        recordId: p.id,
        before: p,
      })),
      {
        table: 'bank_lines',
        action: 'update',
        recordId: line.id,
        before: stateOf(line),
        after: stateOf(after),
      },
    ]);
    return after;
  });
}
