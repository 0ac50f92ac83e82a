/**
 * The writes of a chunk of accepted collections (bankAccept.ts): what collect() writes for one collection, and
 * what postLine adds for its line, made for the whole chunk in a handful of statements.
 */
import type { Executor } from '../../db';
import { bankAcceptRepository as repo } from '../../repositories/accounting/bankAccept';
import type { BankLine } from '../../repositories/accounting/bankPosting';
import { bankPostingRepository } from '../../repositories/accounting/bankPosting';
import { cashMovementsRepository } from '../../repositories/money/cashMovements';
import type { Debt } from '../../repositories/money/debts';
import { debtsRepository } from '../../repositories/money/debts';
import { paymentsRepository } from '../../repositories/money/payments';
import { receiptsRepository } from '../../repositories/money/receipts';
import { advancesRepository } from '../../repositories/property/advances';
import { type AuditEntry, recordAuditBatch } from '../../repositories/shared/audit';
import { insertedRows } from '../money/debts';
import { actorOf, type Session } from '../shared/sessions';

/** One line of a chunk, planned: whom it pays, which debts it pays and what goes to the advance. */
export interface PlannedCollection {
  line: BankLine;
  apartmentId: number;
  scopeResidentId: number | null;
  payerResidentId: number;
  accountingTypeId: number;
  amount: bigint;
  allocations: { debt: Debt; paidBefore: bigint; amount: bigint }[];
  surplus: bigint;
  remainingAfter: bigint;
}

const SURPLUS_TEXT = 'Fazla ödeme avansa aktarıldı';

export async function writeCollections(tx: Executor, session: Session, planned: PlannedCollection[]) {
  if (planned.length === 0) return;
  const { accountId } = session;
  const first = await receiptsRepository.reserveNumbers(tx, accountId, planned.length);
  const shared = (p: PlannedCollection) => ({
    accountId,
    cashAccountId: p.line.cashAccountId,
    date: p.line.valueDate,
    description: p.line.description || null,
  });
  const receipts = await receiptsRepository.insertMany(
    tx,
    planned.map((p, i) => ({
      ...shared(p),
      number: first + i,
      residentId: p.payerResidentId,
      total: p.amount,
      remainingAfter: p.remainingAfter,
    })),
  );
  const moved = await cashMovementsRepository.insertMany(
    tx,
    planned.map((p, i) => ({
      ...shared(p),
      kind: 'collection' as const,
      amount: p.amount,
      residentId: p.payerResidentId,
      receiptId: receipts[i]!.id,
    })),
  );
  const movementOf = new Map(moved.map((movement) => [movement.receiptId, movement.id]));
  const payments = await paymentsRepository.insertMany(
    tx,
    planned.flatMap((p, i) =>
      p.allocations.map((a) => ({
        ...shared(p),
        debtId: a.debt.id,
        residentId: p.payerResidentId,
        accountingTypeId: p.accountingTypeId,
        amount: a.amount,
        source: 'collection' as const,
        receiptId: receipts[i]!.id,
      })),
    ),
  );
  const advances = await advancesRepository.insertMany(
    tx,
    planned.flatMap((p, i) =>
      p.surplus > 0n
        ? [
            {
              ...shared(p),
              residentId: p.payerResidentId,
              kind: 'surplus' as const,
              amount: p.surplus,
              receiptId: receipts[i]!.id,
              description: SURPLUS_TEXT,
            },
          ]
        : [],
    ),
  );
  await debtsRepository.addToPaid(
    tx,
    accountId,
    planned.flatMap((p) => p.allocations.map((a) => ({ debtId: a.debt.id, delta: a.amount }))),
  );
  const parts = await bankPostingRepository.insertParts(
    tx,
    planned.map((p, i) => ({
      accountId,
      lineId: p.line.id,
      kind: 'collection' as const,
      amount: p.amount,
      apartmentId: p.apartmentId,
      residentId: p.scopeResidentId ?? p.payerResidentId,
      supplierId: null,
      accountingTypeId: null,
      otherCashAccountId: null,
      description: null,
      receiptId: receipts[i]!.id,
      cashMovementId: movementOf.get(receipts[i]!.id)!,
      incomeId: null,
      expenseId: null,
      transferId: null,
      advanceMovementId: null,
      joinedTransfer: false,
    })),
  );
  const after = await repo.setPosted(
    tx,
    accountId,
    planned.map((p) => p.line.id),
    session.userId,
  );
  const known = await repo.rememberIbans(
    tx,
    accountId,
    planned.flatMap((p) =>
      p.line.counterpartyIban ? [{ iban: p.line.counterpartyIban, residentId: p.payerResidentId }] : [],
    ),
  );
  const afterById = new Map(after.map((line) => [line.id, line]));
  const audit: AuditEntry[] = [
    ...insertedRows('receipts', receipts),
    ...insertedRows('cash_movements', moved),
    ...insertedRows('payments', payments),
    ...planned.flatMap((p) =>
      p.allocations.map((a) => ({
        table: 'debts' as const,
        action: 'update' as const,
        recordId: a.debt.id,
        before: { paid: a.paidBefore },
        after: { paid: a.paidBefore + a.amount },
      })),
    ),
    ...insertedRows('advance_movements', advances),
    ...planned.map((p) => ({
      table: 'bank_lines' as const,
      action: 'update' as const,
      recordId: p.line.id,
      before: stateOf(p.line),
      after: stateOf(afterById.get(p.line.id)!),
    })),
    ...parts.map((part) => ({
      table: 'bank_line_parts' as const,
      action: 'insert' as const,
      recordId: part.id,
      after: part,
    })),
    ...known.map((row) => ({
      table: 'bank_known_ibans' as const,
      action: 'insert' as const,
      recordId: row.id,
      after: row,
    })),
  ];
  await recordAuditBatch(tx, actorOf(session), audit);
}

const stateOf = (line: PlannedCollection['line']) => ({
  status: line.status,
  ignoreReason: line.ignoreReason,
  decidedAt: line.decidedAt,
  decidedBy: line.decidedBy,
});
