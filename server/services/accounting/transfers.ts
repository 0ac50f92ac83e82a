/** Virman: one amount out of one cash account and into another, both halves in one transaction. */
import { formatMoney } from '../../../common/money';
import type { Db, Executor } from '../../db';
import { badRequest, fieldError, notFound } from '../../errors';
import { ledgerRepository } from '../../repositories/accounting/ledger';
import { cashAccountsRepository } from '../../repositories/definitions/cashAccounts';
import { type Actor, recordAuditBatch } from '../../repositories/shared/audit';
import { cashAccountFor } from '../money/cashAccount';
import { actorOf, type Session } from '../shared/sessions';
import { refuseClosedBooks } from './booksClosed';
import { undoRows } from './records';

export interface TransferValues {
  amount: bigint;
  date: string;
  description: string | null;
  fromCashAccountId: number;
  toCashAccountId: number;
}

export type TransferRecord = Awaited<ReturnType<typeof ledgerRepository.transferRow>>;

/**
 * Both accounts must be the caller's and differ. The source is locked with the target (in id order, so two
 * virmans crossing each other cannot deadlock) and must hold the amount: money that is not there is not moved.
 */
export async function addTransfer(
  tx: Executor,
  actor: Actor,
  accountId: number,
  values: TransferValues,
): Promise<TransferRecord> {
  if (values.fromCashAccountId === values.toCashAccountId) {
    throw fieldError('to_account_id', 'Virman için iki farklı hesap seçiniz.');
  }
  await refuseClosedBooks(tx, accountId, values.date);
  const from = await cashAccountFor(tx, accountId, values.fromCashAccountId, { orTheOnlyOne: false });
  const to = await cashAccountFor(tx, accountId, values.toCashAccountId, { orTheOnlyOne: false });
  await cashAccountsRepository.lock(tx, accountId, [from.id, to.id]);
  const source = (await cashAccountsRepository.withBalance(tx, accountId, from.id))!;
  if (values.amount > source.balance) {
    const text = `${from.name} hesabında yeterli bakiye yok. Güncel bakiye ${formatMoney(source.balance)}.`;
    throw badRequest(text, { amount: text });
  }
  const id = await ledgerRepository.insertTransfer(tx, accountId);
  const half = { accountId, transferId: id, date: values.date, description: values.description };
  const out = await ledgerRepository.insertRow(tx, {
    ...half,
    kind: 'transfer_out',
    cashAccountId: from.id,
    amount: -values.amount,
  });
  const into = await ledgerRepository.insertRow(tx, {
    ...half,
    kind: 'transfer_in',
    cashAccountId: to.id,
    amount: values.amount,
  });
  await recordAuditBatch(tx, actor, [
    { table: 'transfers', action: 'insert', recordId: id, after: { id, accountId } },
    { table: 'cash_movements', action: 'insert', recordId: out.id, after: out },
    { table: 'cash_movements', action: 'insert', recordId: into.id, after: into },
  ]);
  return ledgerRepository.transferRow(tx, accountId, id);
}

export function createTransfer(db: Db, session: Session, values: TransferValues): Promise<TransferRecord> {
  return db.transaction((tx) => addTransfer(tx, actorOf(session), session.accountId, values));
}

/** Undoes both halves of a virman. */
export function removeTransfer(db: Db, session: Session, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const halves = await ledgerRepository.transferHalves(tx, session.accountId, id);
    if (halves.length === 0) throw notFound('Virman bulunamadı.');
    await undoRows(tx, session, halves);
  });
}
