import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { bankKnownIbans, bankLineParts, bankLines, cashMovements, expenses } from '../../db/schema';

export type BankLine = typeof bankLines.$inferSelect;
export type BankLinePart = typeof bankLineParts.$inferSelect;
export type NewBankLinePart = typeof bankLineParts.$inferInsert;

/** The writes of posting, ignoring and undoing bank lines (docs/bank.md); every query is account-scoped. */
export const bankPostingRepository = {
  /** The line, locked (FOR UPDATE) so two posts of it wait for each other and the second sees it decided. */
  async lockLine(exec: Executor, accountId: number, id: number): Promise<BankLine | undefined> {
    const [row] = await exec
      .select()
      .from(bankLines)
      .where(and(eq(bankLines.accountId, accountId), eq(bankLines.id, id)))
      .for('update');
    return row;
  },

  async setState(
    exec: Executor,
    id: number,
    values: Pick<BankLine, 'status' | 'ignoreReason' | 'decidedAt' | 'decidedBy'>,
  ): Promise<BankLine> {
    const [row] = await exec.update(bankLines).set(values).where(eq(bankLines.id, id)).returning();
    return row!;
  },

  async insertParts(exec: Executor, rows: NewBankLinePart[]): Promise<BankLinePart[]> {
    if (rows.length === 0) return [];
    return exec.insert(bankLineParts).values(rows).returning();
  },

  async partsOf(exec: Executor, accountId: number, lineId: number): Promise<BankLinePart[]> {
    return exec
      .select()
      .from(bankLineParts)
      .where(and(eq(bankLineParts.accountId, accountId), eq(bankLineParts.lineId, lineId)))
      .orderBy(bankLineParts.id);
  },

  async deleteParts(exec: Executor, accountId: number, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await exec
      .delete(bankLineParts)
      .where(and(eq(bankLineParts.accountId, accountId), inArray(bankLineParts.id, ids)));
  },

  /** Whether a line of this cash account already stands for the virman (made it or joined it). */
  async transferTaken(
    exec: Executor,
    accountId: number,
    transferId: number,
    cashAccountId: number,
  ): Promise<boolean> {
    const [row] = await exec
      .select({ id: bankLineParts.id })
      .from(bankLineParts)
      .innerJoin(bankLines, eq(bankLines.id, bankLineParts.lineId))
      .where(
        and(
          eq(bankLineParts.accountId, accountId),
          eq(bankLineParts.transferId, transferId),
          eq(bankLines.cashAccountId, cashAccountId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** A cash movement of the account, locked (FOR UPDATE) so two lines are not tied to it at once. */
  async lockMovement(exec: Executor, accountId: number, id: number) {
    const [row] = await exec
      .select()
      .from(cashMovements)
      .where(and(eq(cashMovements.accountId, accountId), eq(cashMovements.id, id)))
      .for('update');
    return row;
  },

  /** Whether a bank line already stands for the movement (made it or was tied to it). */
  async movementTaken(exec: Executor, accountId: number, cashMovementId: number): Promise<boolean> {
    const [row] = await exec
      .select({ id: bankLineParts.id })
      .from(bankLineParts)
      .where(and(eq(bankLineParts.accountId, accountId), eq(bankLineParts.cashMovementId, cashMovementId)))
      .limit(1);
    return row !== undefined;
  },

  /** Whether another line joined the virman (the other leg): the one that made it cannot undo it alone. */
  async transferJoinedBy(exec: Executor, accountId: number, transferId: number): Promise<boolean> {
    const [row] = await exec
      .select({ id: bankLineParts.id })
      .from(bankLineParts)
      .where(
        and(
          eq(bankLineParts.accountId, accountId),
          eq(bankLineParts.transferId, transferId),
          eq(bankLineParts.joinedTransfer, true),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The expense type of the supplier's latest live expense: the default of a payment to it. */
  async supplierExpenseType(exec: Executor, accountId: number, supplierId: number): Promise<number | null> {
    const [row] = await exec
      .select({ typeId: expenses.accountingTypeId })
      .from(expenses)
      .innerJoin(cashMovements, eq(cashMovements.expenseId, expenses.id))
      .where(
        and(
          eq(expenses.accountId, accountId),
          eq(expenses.currentAccountId, supplierId),
          isNull(cashMovements.deletedAt),
        ),
      )
      .orderBy(desc(cashMovements.date), desc(expenses.id))
      .limit(1);
    return row?.typeId ?? null;
  },

  /** Remembers whose the IBAN is; the latest confirmation wins. */
  async rememberIban(
    exec: Executor,
    accountId: number,
    owner: { iban: string; residentId: number | null; supplierId: number | null },
  ) {
    const [row] = await exec
      .insert(bankKnownIbans)
      .values({ accountId, ...owner })
      .onConflictDoUpdate({
        target: [bankKnownIbans.accountId, bankKnownIbans.iban],
        set: { residentId: owner.residentId, supplierId: owner.supplierId, confirmedAt: sql`now()` },
      })
      .returning();
    return row!;
  },
};
