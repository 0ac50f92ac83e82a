import { sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import type { BankDay, LineStatus } from '../../domain/bank/reconciliation';

/** A page of a list; `limit` null reads it all (the Excel file). */
export interface ListPage {
  offset: number;
  limit: number | null;
}

interface Scope {
  accountId: number;
  cashAccountId: number;
  /** ISO days, both included. */
  from: string;
  to: string;
}

const big = (text: string | null) => (text === null ? null : BigInt(text));
const limitOf = (page: ListPage) =>
  page.limit === null ? sql`` : sql`LIMIT ${page.limit} OFFSET ${page.offset}`;

/** A part of a line of this bank account that made the movement `m`: itself (`by` = cash_movement_id) or its virman. */
const partOf = (
  s: Scope,
  by: 'cash_movement_id' | 'transfer_id',
) => sql`EXISTS (SELECT 1 FROM bank_line_parts p
    JOIN bank_lines l ON l.account_id = p.account_id AND l.id = p.line_id
    WHERE p.account_id = ${s.accountId} AND l.cash_account_id = ${s.cashAccountId}
      AND p.${sql.raw(by)} = m.${sql.raw(by === 'cash_movement_id' ? 'id' : 'transfer_id')})`;

/**
 * What the reconciliation of one bank account reads (docs/bank.md, "API"): day totals summed here rather than a
 * year of rows sent to the server, and the two lists a page at a time (docs/benchmarks.md, "Bank movements").
 */
export const bankReconciliationRepository = {
  /**
   * Σ of the live movements before the period, each day's Σ in it, and how many movements it has; one pass over
   * the account's movements up to the end.
   */
  async bookDays(exec: Executor, s: Scope) {
    const { rows } = await exec.execute<{ date: string; sum: string; n: number }>(sql`
      SELECT date::text AS date, sum(amount)::text AS sum, count(*)::int AS n FROM cash_movements
      WHERE account_id = ${s.accountId} AND cash_account_id = ${s.cashAccountId} AND deleted_at IS NULL
        AND date <= ${s.to}
      GROUP BY date ORDER BY date`);
    let before = 0n;
    let count = 0;
    const days: Array<{ date: string; amount: bigint }> = [];
    for (const row of rows) {
      if (row.date < s.from) before += BigInt(row.sum);
      else {
        days.push({ date: row.date, amount: BigInt(row.sum) });
        count += row.n;
      }
    }
    return { before, days, count };
  },

  /** How many movements of the period a posted line of this account made (the rest are the books' own). */
  async madeByLines(exec: Executor, s: Scope): Promise<number> {
    // Read from the parts' side (a few per line) instead of testing each of a year's movements.
    const { rows } = await exec.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM cash_movements m
      WHERE m.account_id = ${s.accountId} AND m.cash_account_id = ${s.cashAccountId} AND m.deleted_at IS NULL
        AND m.date BETWEEN ${s.from} AND ${s.to}
        AND m.id IN (
          SELECT p.cash_movement_id FROM bank_line_parts p
          JOIN bank_lines l ON l.account_id = p.account_id AND l.id = p.line_id
          WHERE p.account_id = ${s.accountId} AND l.cash_account_id = ${s.cashAccountId}
            AND p.cash_movement_id IS NOT NULL
          UNION
          SELECT t.id FROM bank_line_parts p
          JOIN bank_lines l ON l.account_id = p.account_id AND l.id = p.line_id
          JOIN cash_movements t ON t.account_id = p.account_id AND t.transfer_id = p.transfer_id
          WHERE p.account_id = ${s.accountId} AND l.cash_account_id = ${s.cashAccountId}
            AND p.transfer_id IS NOT NULL)`);
    return rows[0]?.n ?? 0;
  },

  /** A page of the period's live movements no bank line of this account made, by date. */
  async bookOnly(exec: Executor, s: Scope, page: ListPage) {
    const { rows } = await exec.execute<{
      id: number;
      date: string;
      amount: string;
      kind: string;
      description: string | null;
    }>(sql`
      SELECT m.id, m.date::text AS date, m.amount::text AS amount, m.kind, m.description FROM cash_movements m
      WHERE m.account_id = ${s.accountId} AND m.cash_account_id = ${s.cashAccountId} AND m.deleted_at IS NULL
        AND m.date BETWEEN ${s.from} AND ${s.to} AND NOT ${partOf(s, 'cash_movement_id')}
        AND NOT ${partOf(s, 'transfer_id')}
      ORDER BY m.date, m.id ${limitOf(page)}`);
    return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }));
  },

  /**
   * Each day of the period's bank lines (BankDay), in the bank's order within a day, and how many of them are not
   * posted.
   */
  async bankDays(exec: Executor, s: Scope) {
    const { rows } = await exec.execute<{
      date: string;
      total: string;
      last_balance: string | null;
      after_last: string;
      first_balance: string | null;
      through_first: string;
      unposted: number;
    }>(sql`
      WITH l AS (
        SELECT value_date, amount, balance_after, status,
          count(balance_after) OVER (PARTITION BY value_date ORDER BY statement_id, position, id
            ROWS UNBOUNDED PRECEDING) AS seen,
          count(balance_after) OVER (PARTITION BY value_date) AS stated
        FROM bank_lines
        WHERE account_id = ${s.accountId} AND cash_account_id = ${s.cashAccountId}
          AND value_date BETWEEN ${s.from} AND ${s.to})
      SELECT value_date::text AS date, sum(amount)::text AS total,
        max(balance_after) FILTER (WHERE seen = stated AND balance_after IS NOT NULL)::text AS last_balance,
        coalesce(sum(amount) FILTER (WHERE seen = stated AND balance_after IS NULL), 0)::text AS after_last,
        max(balance_after) FILTER (WHERE seen = 1 AND balance_after IS NOT NULL)::text AS first_balance,
        coalesce(sum(amount) FILTER (WHERE seen = 0 OR (seen = 1 AND balance_after IS NOT NULL)), 0)::text
          AS through_first,
        (count(*) FILTER (WHERE status <> 'posted'))::int AS unposted
      FROM l GROUP BY value_date ORDER BY value_date`);
    const days: BankDay[] = rows.map((row) => ({
      date: row.date,
      total: BigInt(row.total),
      lastBalance: big(row.last_balance),
      afterLast: BigInt(row.after_last),
      firstBalance: big(row.first_balance),
      throughFirst: BigInt(row.through_first),
    }));
    return { days, unposted: rows.reduce((sum, row) => sum + row.unposted, 0) };
  },

  /** A page of the period's lines not posted, in the bank's order. */
  async bankOnly(exec: Executor, s: Scope, page: ListPage) {
    const { rows } = await exec.execute<{
      id: number;
      value_date: string;
      amount: string;
      description: string;
      status: LineStatus;
    }>(sql`
      SELECT id, value_date::text AS value_date, amount::text AS amount, description, status FROM bank_lines
      WHERE account_id = ${s.accountId} AND cash_account_id = ${s.cashAccountId}
        AND value_date BETWEEN ${s.from} AND ${s.to} AND status <> 'posted'
      ORDER BY value_date, statement_id, position, id ${limitOf(page)}`);
    return rows.map((row) => ({
      id: row.id,
      valueDate: row.value_date,
      amount: BigInt(row.amount),
      description: row.description,
      status: row.status,
    }));
  },

  /** The bank's balance after its last line before `day` that states one, or null. */
  async bankBalanceBefore(exec: Executor, accountId: number, cashAccountId: number, day: string) {
    const { rows } = await exec.execute<{ balance: string }>(sql`
      SELECT balance_after::text AS balance FROM bank_lines
      WHERE account_id = ${accountId} AND cash_account_id = ${cashAccountId} AND value_date < ${day}
        AND balance_after IS NOT NULL
      ORDER BY value_date DESC, statement_id DESC, position DESC, id DESC LIMIT 1`);
    return big(rows[0]?.balance ?? null);
  },
};
