import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { bankLineParts, bankLines, receipts } from '../../db/schema';
import type { StatementLine, Suggestion } from '../../domain/bank/types';

export type BankLine = typeof bankLines.$inferSelect;
export type BankLineStatus = BankLine['status'];
export const BANK_LINE_STATUSES: readonly BankLineStatus[] = ['suggested', 'unmatched', 'posted', 'ignored'];

export interface BankLinePart {
  id: number;
  lineId: number;
  kind: (typeof bankLineParts.$inferSelect)['kind'];
  amount: bigint;
  apartmentId: number | null;
  residentId: number | null;
  supplierId: number | null;
  accountingTypeId: number | null;
  otherCashAccountId: number | null;
  receiptId: number | null;
  receiptNumber: number | null;
  description: string | null;
}

export interface LineFilter {
  cashAccountId: number;
  statementId?: number | undefined;
  status?: BankLineStatus | undefined;
}

function filterOf(accountId: number, filter: LineFilter): SQL | undefined {
  return and(
    eq(bankLines.accountId, accountId),
    eq(bankLines.cashAccountId, filter.cashAccountId),
    filter.statementId === undefined ? undefined : eq(bankLines.statementId, filter.statementId),
  );
}

/** The movements of the account's bank accounts, each stored once (its fingerprint, docs/bank.md). */
export const bankLinesRepository = {
  /** Inserts the lines not stored yet; answers the new ones with their ids, in file order. */
  async insertNew(
    exec: Executor,
    accountId: number,
    target: { cashAccountId: number; statementId: number },
    lines: Array<{ line: StatementLine; fingerprint: string }>,
  ): Promise<Array<{ id: number; line: StatementLine }>> {
    const created: Array<{ id: number; line: StatementLine }> = [];
    for (let start = 0; start < lines.length; start += 500) {
      const chunk = lines.slice(start, start + 500);
      const rows = await exec
        .insert(bankLines)
        .values(
          chunk.map(({ line, fingerprint }) => ({
            accountId,
            cashAccountId: target.cashAccountId,
            statementId: target.statementId,
            position: line.position,
            valueDate: line.valueDate,
            bookingDate: line.bookingDate,
            amount: line.amount,
            description: line.description,
            counterpartyName: line.counterpartyName,
            counterpartyIban: line.counterpartyIban,
            reference: line.reference,
            balanceAfter: line.balanceAfter,
            fingerprint,
            status: 'unmatched' as const,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: bankLines.id, fingerprint: bankLines.fingerprint });
      const byPrint = new Map(rows.map((row) => [row.fingerprint, row.id]));
      for (const { line, fingerprint } of chunk) {
        const id = byPrint.get(fingerprint);
        if (id !== undefined) created.push({ id, line });
      }
    }
    return created;
  },

  /** Stores the matcher's answers, a thousand lines per statement: an import of 10,000 lines is ten updates. */
  async setSuggestions(
    exec: Executor,
    accountId: number,
    rows: Array<{ id: number; suggestion: Suggestion | null }>,
  ) {
    for (let start = 0; start < rows.length; start += 1000) {
      const chunk = rows.slice(start, start + 1000);
      await exec.execute(sql`
        UPDATE bank_lines b
        SET suggestion = v.s, status = CASE WHEN v.s IS NULL THEN 'unmatched' ELSE 'suggested' END
        FROM jsonb_to_recordset(${JSON.stringify(chunk.map(({ id, suggestion }) => ({ id, s: suggestion })))}::jsonb)
          AS v(id integer, s jsonb)
        WHERE b.account_id = ${accountId} AND b.id = v.id`);
    }
  },

  async statuses(exec: Executor, accountId: number, ids: number[]): Promise<Map<number, BankLineStatus>> {
    if (ids.length === 0) return new Map();
    const rows = await exec
      .select({ id: bankLines.id, status: bankLines.status })
      .from(bankLines)
      .where(and(eq(bankLines.accountId, accountId), inArray(bankLines.id, ids)));
    return new Map(rows.map((row) => [row.id, row.status]));
  },

  /** A page of lines, newest value date first, with the count of every status for the tabs. */
  async list(
    exec: Executor,
    accountId: number,
    filter: LineFilter,
    page: { offset: number; limit: number },
  ): Promise<{ rows: BankLine[]; total: number; counts: Record<BankLineStatus, number> }> {
    const base = filterOf(accountId, filter);
    const where = and(base, filter.status ? eq(bankLines.status, filter.status) : undefined);
    const rows = await exec
      .select()
      .from(bankLines)
      .where(where)
      .orderBy(desc(bankLines.valueDate), asc(bankLines.statementId), asc(bankLines.position))
      .offset(page.offset)
      .limit(page.limit);
    const grouped = await exec
      .select({ status: bankLines.status, n: count() })
      .from(bankLines)
      .where(base)
      .groupBy(bankLines.status);
    const counts = { suggested: 0, unmatched: 0, posted: 0, ignored: 0 };
    for (const row of grouped) counts[row.status] = row.n;
    const total = filter.status ? counts[filter.status] : Object.values(counts).reduce((a, b) => a + b, 0);
    return { rows, total, counts };
  },

  /** What the given lines made, with each receipt's number. */
  async parts(exec: Executor, accountId: number, lineIds: number[]): Promise<BankLinePart[]> {
    if (lineIds.length === 0) return [];
    return exec
      .select({
        id: bankLineParts.id,
        lineId: bankLineParts.lineId,
        kind: bankLineParts.kind,
        amount: bankLineParts.amount,
        apartmentId: bankLineParts.apartmentId,
        residentId: bankLineParts.residentId,
        supplierId: bankLineParts.supplierId,
        accountingTypeId: bankLineParts.accountingTypeId,
        otherCashAccountId: bankLineParts.otherCashAccountId,
        receiptId: bankLineParts.receiptId,
        receiptNumber: receipts.number,
        description: bankLineParts.description,
      })
      .from(bankLineParts)
      .leftJoin(
        receipts,
        and(eq(receipts.accountId, bankLineParts.accountId), eq(receipts.id, bankLineParts.receiptId)),
      )
      .where(and(eq(bankLineParts.accountId, accountId), inArray(bankLineParts.lineId, lineIds)))
      .orderBy(asc(bankLineParts.id));
  },

  /** Lines of one statement still to decide, for the import's answer. */
  async countByStatus(exec: Executor, accountId: number, ids: number[]) {
    const statuses = await bankLinesRepository.statuses(exec, accountId, ids);
    const counts = { suggested: 0, unmatched: 0, posted: 0, ignored: 0 };
    for (const status of statuses.values()) counts[status] += 1;
    return counts;
  },
};
