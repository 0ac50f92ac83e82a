/**
 * The writes of a chunk of accepted collections (bankAccept.ts): what collect() writes for one collection, and
 * what postLine adds for its line, made for the whole chunk in a handful of statements.
 */
import type { Executor } from '../../db';
import { advanceMovements, bankLineParts, cashMovements, payments, receipts } from '../../db/schema';
import { bankAcceptRepository as repo } from '../../repositories/accounting/bankAccept';
import { bankAcceptInserts as inserts, kurus } from '../../repositories/accounting/bankAcceptInserts';
import type { BankLine } from '../../repositories/accounting/bankPosting';
import type { Debt } from '../../repositories/money/debts';
import { debtsRepository } from '../../repositories/money/debts';
import { receiptsRepository } from '../../repositories/money/receipts';
import { type AuditEntry, recordAuditBatch, recordInsertAudit } from '../../repositories/shared/audit';
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
  const actor = actorOf(session);
  const first = await receiptsRepository.reserveNumbers(tx, accountId, planned.length);
  const shared = (p: PlannedCollection) => ({
    account_id: accountId,
    cash_account_id: p.line.cashAccountId,
    date: p.line.valueDate,
    description: p.line.description || null,
  });
  const receiptByNumber = await inserts.receipts(
    tx,
    planned.map((p, i) => ({
      ...shared(p),
      number: first + i,
      resident_id: p.payerResidentId,
      total: kurus(p.amount),
      remaining_after: kurus(p.remainingAfter),
    })),
  );
  const receiptOf = (i: number) => receiptByNumber.get(first + i)!;
  const movementByReceipt = await inserts.collections(
    tx,
    planned.map((p, i) => ({
      ...shared(p),
      amount: kurus(p.amount),
      resident_id: p.payerResidentId,
      receipt_id: receiptOf(i),
    })),
  );
  const paymentIds = await inserts.payments(
    tx,
    planned.flatMap((p, i) =>
      p.allocations.map((a) => ({
        ...shared(p),
        debt_id: a.debt.id,
        resident_id: p.payerResidentId,
        accounting_type_id: p.accountingTypeId,
        amount: kurus(a.amount),
        receipt_id: receiptOf(i),
      })),
    ),
  );
  const advances = await inserts.surpluses(
    tx,
    planned.flatMap((p, i) =>
      p.surplus > 0n
        ? [
            {
              ...shared(p),
              description: SURPLUS_TEXT,
              resident_id: p.payerResidentId,
              amount: kurus(p.surplus),
              receipt_id: receiptOf(i),
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
  const parts = await inserts.collectionParts(
    tx,
    planned.map((p, i) => ({
      account_id: accountId,
      line_id: p.line.id,
      amount: kurus(p.amount),
      apartment_id: p.apartmentId,
      resident_id: p.scopeResidentId ?? p.payerResidentId,
      receipt_id: receiptOf(i),
      cash_movement_id: movementByReceipt.get(receiptOf(i))!,
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
  // The new rows' audit is built in PostgreSQL from the rows themselves; the changes are sent from here.
  await recordInsertAudit(
    tx,
    actor,
    receipts,
    accountId,
    planned.map((_, i) => receiptOf(i)),
  );
  await recordInsertAudit(tx, actor, cashMovements, accountId, [...movementByReceipt.values()]);
  await recordInsertAudit(tx, actor, payments, accountId, paymentIds);
  await recordInsertAudit(tx, actor, advanceMovements, accountId, advances);
  await recordInsertAudit(tx, actor, bankLineParts, accountId, parts);
  const afterById = new Map(after.map((line) => [line.id, line]));
  const audit: AuditEntry[] = [
    ...planned.flatMap((p) =>
      p.allocations.map((a) => ({
        table: 'debts' as const,
        action: 'update' as const,
        recordId: a.debt.id,
        before: { paid: a.paidBefore },
        after: { paid: a.paidBefore + a.amount },
      })),
    ),
    ...planned.map((p) => ({
      table: 'bank_lines' as const,
      action: 'update' as const,
      recordId: p.line.id,
      before: stateOf(p.line),
      after: stateOf(afterById.get(p.line.id)!),
    })),
    ...known.map((row) => ({
      table: 'bank_known_ibans' as const,
      action: 'insert' as const,
      recordId: row.id,
      after: row,
    })),
  ];
  await recordAuditBatch(tx, actor, audit);
}

const stateOf = (line: PlannedCollection['line']) => ({
  status: line.status,
  ignoreReason: line.ignoreReason,
  decidedAt: line.decidedAt,
  decidedBy: line.decidedBy,
});
