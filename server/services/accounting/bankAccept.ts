/**
 * POST /bank/lines/accept and the auto-posting of an import (docs/bank.md): many suggestions at once. The plain
 * case, a collection for a flat, is posted a chunk of lines per transaction with set-wise statements and the
 * receipt numbers reserved in one statement; every other line (and a chunk a rule refuses) goes through
 * postLine one by one, exactly as a single click would.
 */
import type { Db, Executor } from '../../db';
import { closedDay } from '../../domain/booksClosed';
import { AppError } from '../../errors';
import { bankAcceptRepository as repo } from '../../repositories/accounting/bankAccept';
import type { BankLine } from '../../repositories/accounting/bankPosting';
import type { Debt } from '../../repositories/money/debts';
import { settingsRepository } from '../../repositories/session/settings';
import { planCollection } from '../money/collections';
import { responsibleResidents } from '../money/debtEntry';
import type { Session } from '../shared/sessions';
import { type PlannedCollection, writeCollections } from './bankAcceptWrites';
import { partOfSuggestion, postLine } from './bankPosting';

const CHUNK = 500;

/**
 * Accepts the suggestions of these lines. Lines without a single target, already decided, not found, or refused
 * by a rule (closed books, a short advance) are skipped and counted.
 */
export async function acceptSuggestions(
  db: Db,
  session: Session,
  ids: number[],
): Promise<{ posted: number; skipped: number }> {
  const unique = [...new Set(ids)];
  let posted = 0;
  let skipped = 0;
  for (let start = 0; start < unique.length; start += CHUNK) {
    const chunk = unique.slice(start, start + CHUNK);
    let rest = chunk;
    try {
      const done = await db.transaction((tx) => acceptChunk(tx, session, chunk));
      posted += done.posted;
      skipped += done.skipped;
      rest = done.rest;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
    for (const id of rest) {
      try {
        await postLine(db, session, id, 'suggestion');
        posted += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        skipped += 1;
      }
    }
  }
  return { posted, skipped };
}

/**
 * Posts the chunk's plain collections in the caller's transaction; answers how many it posted, how many it
 * skipped (gone or already decided) and the ids left for the one-by-one road.
 */
async function acceptChunk(tx: Executor, session: Session, ids: number[]) {
  const { accountId } = session;
  const locked = await repo.lockLines(tx, accountId, ids);
  const undecided = locked.filter((line) => line.status === 'suggested' || line.status === 'unmatched');
  const skipped = ids.length - undecided.length;
  const closedThrough = (await settingsRepository.ensure(tx, accountId)).booksClosedThrough;
  const plain = undecided.filter((line) => {
    const part = partOfSuggestion(line, line.suggestion);
    return (
      line.amount > 0n &&
      part?.kind === 'collection' &&
      part.apartmentId &&
      !closedDay(closedThrough, [line.valueDate])
    );
  });
  const planned = await planChunk(tx, accountId, plain);
  await writeCollections(tx, session, planned);
  const done = new Set(planned.map((p) => p.line.id));
  return {
    posted: planned.length,
    skipped,
    rest: undecided.filter((line) => !done.has(line.id)).map((l) => l.id),
  };
}

/**
 * Spreads each line over its flat's open debts, oldest first, in line order, as collectDebts would one after the
 * other. A line whose flat or resident is gone, or that has no open debt to name its income type, is left out.
 */
async function planChunk(tx: Executor, accountId: number, lines: BankLine[]): Promise<PlannedCollection[]> {
  const apartmentIds = [...new Set(lines.map((line) => line.suggestion!.apartmentId!))];
  const residentIds = [...new Set(lines.flatMap((line) => line.suggestion!.residentId ?? []))];
  const known = await repo.existing(tx, accountId, apartmentIds, residentIds);
  const open = await repo.lockOpenDebts(tx, accountId, apartmentIds);
  const paid = new Map(open.map((debt) => [debt.id, debt.paid]));
  const byFlat = new Map<number, Debt[]>();
  for (const debt of open) byFlat.set(debt.apartmentId, [...(byFlat.get(debt.apartmentId) ?? []), debt]);
  const owners = await responsibleResidents(
    tx,
    accountId,
    apartmentIds.filter((id) =>
      lines.some((l) => l.suggestion!.apartmentId === id && !l.suggestion!.residentId),
    ),
    'owner',
  );
  const left = await repo.remaining(tx, accountId, residentIds, apartmentIds);
  const planned: PlannedCollection[] = [];
  for (const line of lines) {
    const apartmentId = line.suggestion!.apartmentId!;
    const scopeResidentId = line.suggestion!.residentId ?? null;
    if (!known.apartments.has(apartmentId) || (scopeResidentId && !known.residents.has(scopeResidentId)))
      continue;
    const debts = (byFlat.get(apartmentId) ?? [])
      .filter((d) => !scopeResidentId || d.residentId === scopeResidentId)
      .map((d) => ({ ...d, paid: paid.get(d.id)! }))
      .filter((d) => d.paid < d.amount);
    const payer = scopeResidentId ?? owners.get(apartmentId)?.id ?? debts[0]?.residentId;
    if (!debts[0] || !payer) continue;
    const { allocations, surplus } = planCollection(line.amount, debts, 'oldest_first');
    const byId = new Map(debts.map((d) => [d.id, d]));
    const scope = scopeResidentId ? left.byResident : left.byApartment;
    const key = scopeResidentId ?? apartmentId;
    let remaining = scope.get(key) ?? 0n;
    for (const a of allocations) {
      paid.set(a.debtId, paid.get(a.debtId)! + a.amount);
      remaining -= a.amount;
    }
    scope.set(key, remaining);
    planned.push({
      line,
      apartmentId,
      scopeResidentId,
      payerResidentId: payer,
      accountingTypeId: debts[0].accountingTypeId,
      amount: line.amount,
      allocations: allocations.map((a) => ({
        debt: byId.get(a.debtId)!,
        paidBefore: byId.get(a.debtId)!.paid,
        amount: a.amount,
      })),
      surplus,
      remainingAfter: remaining,
    });
  }
  return planned;
}
