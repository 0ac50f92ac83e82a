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
  /** Which of these fingerprints the bank account's stored lines already have. */
  async storedPrints(exec: Executor, accountId: number, cashAccountId: number, prints: string[]) {
    if (prints.length === 0) return new Set<string>();
    const { rows } = await exec.execute<{ fingerprint: string }>(sql`
      SELECT fingerprint FROM bank_lines
      WHERE account_id = ${accountId} AND cash_account_id = ${cashAccountId}
        AND fingerprint = ANY(${sql.param(prints)}::text[])`);
    return new Set(rows.map((row) => row.fingerprint));
  },

  /**
   * Inserts the lines with the matcher's suggestion (suggested, or unmatched without one), skipping any a
   * concurrent import stored first; answers the ids of the new ones, in the given order. The rows travel as one
   * JSON document per statement: building 10,000 lines' parameters in Node blocked the event loop for seconds
   * (docs/benchmarks.md, "Bank movements").
   */
  async insertNew(
    exec: Executor,
    accountId: number,
    target: { cashAccountId: number; statementId: number },
    rows: Array<{ line: StatementLine; fingerprint: string; suggestion: Suggestion | null }>,
  ): Promise<Array<{ id: number; fingerprint: string }>> {
    if (rows.length === 0) return [];
    const text = (value: bigint | null) => (value === null ? null : value.toString());
    const json = JSON.stringify(
      rows.map(({ line, fingerprint, suggestion }) => ({
        position: line.position,
        value_date: line.valueDate,
        booking_date: line.bookingDate,
        amount: text(line.amount),
        description: line.description,
        counterparty_name: line.counterpartyName,
        counterparty_iban: line.counterpartyIban,
        reference: line.reference,
        balance_after: text(line.balanceAfter),
        fingerprint,
        suggestion,
      })),
    );
    const { rows: created } = await exec.execute<{ id: number; fingerprint: string }>(sql`
      INSERT INTO bank_lines (account_id, cash_account_id, statement_id, position, value_date, booking_date, amount,
        description, counterparty_name, counterparty_iban, reference, balance_after, fingerprint, suggestion, status)
      SELECT ${accountId}, ${target.cashAccountId}, ${target.statementId}, r.position, r.value_date, r.booking_date,
        r.amount::bigint, r.description, r.counterparty_name, r.counterparty_iban, r.reference,
        r.balance_after::bigint, r.fingerprint, r.suggestion,
        CASE WHEN r.suggestion IS NULL THEN 'unmatched' ELSE 'suggested' END
      FROM jsonb_to_recordset(${json}::jsonb) AS r(position integer, value_date date, booking_date date,
        amount text, description text, counterparty_name text, counterparty_iban text, reference text,
        balance_after text, fingerprint text, suggestion jsonb)
      -- Ids in file order, as the lines' list and the acceptance read them.
      ORDER BY r.position
      ON CONFLICT DO NOTHING
      RETURNING id, fingerprint`);
    const idOf = new Map(created.map((row) => [row.fingerprint, row.id]));
    return rows.flatMap(({ fingerprint }) => {
      const id = idOf.get(fingerprint);
      return id === undefined ? [] : [{ id, fingerprint }];
    });
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

  /**
   * Where the lines a statement added are now, for the import's answer: a statement's lines are the ones it
   * added, so they are counted by the statement, not by 10,000 ids.
   */
  async countByStatement(exec: Executor, accountId: number, statementId: number) {
    const grouped = await exec
      .select({ status: bankLines.status, n: count() })
      .from(bankLines)
      .where(and(eq(bankLines.accountId, accountId), eq(bankLines.statementId, statementId)))
      .groupBy(bankLines.status);
    const counts = { suggested: 0, unmatched: 0, posted: 0, ignored: 0 };
    for (const row of grouped) counts[row.status] = row.n;
    return counts;
  },
};
