import { and, asc, desc, eq, gte, isNotNull, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { bankLineParts, bankLines, cashMovements } from '../../db/schema';

/** What the reconciliation of one bank account reads (docs/bank.md, "API"); dates are ISO days. */
export const bankReconciliationRepository = {
  /** Σ of the account's live cash movements dated before `day`, kuruş (the opening balance not included). */
  async movementsBefore(exec: Executor, accountId: number, cashAccountId: number, day: string) {
    const [row] = await exec
      .select({ sum: sql<string>`coalesce(sum(${cashMovements.amount}), 0)` })
      .from(cashMovements)
      .where(
        and(
          eq(cashMovements.accountId, accountId),
          eq(cashMovements.cashAccountId, cashAccountId),
          isNull(cashMovements.deletedAt),
          lt(cashMovements.date, day),
        ),
      );
    return BigInt(row?.sum ?? '0');
  },

  /** The live cash movements of the period, and the posted bank line of this account that made each, if any. */
  async movements(exec: Executor, accountId: number, cashAccountId: number, from: string, to: string) {
    // Two lookups, each by its own index, instead of one OR that read every part for every movement (a year of
    // 50,000 lines never finished: docs/benchmarks.md); least() skips the one that found nothing.
    const lineOf = (match: SQL) =>
      exec
        .select({ id: sql`min(${bankLines.id})` })
        .from(bankLineParts)
        .innerJoin(bankLines, eq(bankLines.id, bankLineParts.lineId))
        .where(
          and(eq(bankLineParts.accountId, accountId), eq(bankLines.cashAccountId, cashAccountId), match),
        );
    const madeByLine = sql`least((${lineOf(eq(bankLineParts.cashMovementId, cashMovements.id))}),
      (${lineOf(and(isNotNull(cashMovements.transferId), eq(bankLineParts.transferId, cashMovements.transferId))!)}))`;
    return exec
      .select({
        id: cashMovements.id,
        date: cashMovements.date,
        amount: cashMovements.amount,
        kind: cashMovements.kind,
        description: cashMovements.description,
        bankLineId: sql<number | null>`${madeByLine}`,
      })
      .from(cashMovements)
      .where(
        and(
          eq(cashMovements.accountId, accountId),
          eq(cashMovements.cashAccountId, cashAccountId),
          isNull(cashMovements.deletedAt),
          gte(cashMovements.date, from),
          lte(cashMovements.date, to),
        ),
      )
      .orderBy(asc(cashMovements.date), asc(cashMovements.id));
  },

  /** The bank lines of the period, in the bank's order. */
  async lines(exec: Executor, accountId: number, cashAccountId: number, from: string, to: string) {
    return exec
      .select({
        id: bankLines.id,
        valueDate: bankLines.valueDate,
        amount: bankLines.amount,
        description: bankLines.description,
        status: bankLines.status,
        balanceAfter: bankLines.balanceAfter,
      })
      .from(bankLines)
      .where(
        and(
          eq(bankLines.accountId, accountId),
          eq(bankLines.cashAccountId, cashAccountId),
          gte(bankLines.valueDate, from),
          lte(bankLines.valueDate, to),
        ),
      )
      .orderBy(asc(bankLines.valueDate), asc(bankLines.statementId), asc(bankLines.position));
  },

  /** The bank's balance after its last line before `day` that states one, or null. */
  async bankBalanceBefore(exec: Executor, accountId: number, cashAccountId: number, day: string) {
    const [row] = await exec
      .select({ balance: bankLines.balanceAfter })
      .from(bankLines)
      .where(
        and(
          eq(bankLines.accountId, accountId),
          eq(bankLines.cashAccountId, cashAccountId),
          lt(bankLines.valueDate, day),
          isNotNull(bankLines.balanceAfter),
        ),
      )
      .orderBy(desc(bankLines.valueDate), desc(bankLines.statementId), desc(bankLines.position))
      .limit(1);
    return row?.balance ?? null;
  },
};
