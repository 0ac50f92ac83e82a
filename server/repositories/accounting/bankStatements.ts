import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { bankLines, bankStatements, cashAccounts, settings, users } from '../../db/schema';
import type { ColumnMapping } from '../../domain/bank/types';

export type BankStatement = typeof bankStatements.$inferSelect;
/** A statement in the list: who imported it and how many of its new lines are in each state now. */
export interface ListedStatement extends BankStatement {
  importedBy: string | null;
  counts: { suggested: number; unmatched: number; posted: number; ignored: number };
}
export type NewBankStatement = Omit<typeof bankStatements.$inferInsert, 'id' | 'accountId' | 'createdAt'>;

/** The statement files of the account's bank accounts (docs/bank.md). */
export const bankStatementsRepository = {
  /** The cash account a statement goes to, locked so two imports into it run one after the other. */
  async cashAccountForImport(exec: Executor, accountId: number, cashAccountId: number) {
    const [row] = await exec
      .select({
        id: cashAccounts.id,
        name: cashAccounts.name,
        type: cashAccounts.type,
        iban: cashAccounts.iban,
        bankMapping: cashAccounts.bankMapping,
      })
      .from(cashAccounts)
      .where(and(eq(cashAccounts.accountId, accountId), eq(cashAccounts.id, cashAccountId)))
      .for('update');
    return row;
  },

  async cashAccount(exec: Executor, accountId: number, cashAccountId: number) {
    const [row] = await exec
      .select({ id: cashAccounts.id, type: cashAccounts.type, bankMapping: cashAccounts.bankMapping })
      .from(cashAccounts)
      .where(and(eq(cashAccounts.accountId, accountId), eq(cashAccounts.id, cashAccountId)));
    return row;
  },

  async saveMapping(exec: Executor, accountId: number, cashAccountId: number, mapping: ColumnMapping) {
    await exec
      .update(cashAccounts)
      .set({ bankMapping: mapping })
      .where(and(eq(cashAccounts.accountId, accountId), eq(cashAccounts.id, cashAccountId)));
  },

  /** The levels that post at import; the default when the account never saved its settings. */
  async autoLevels(exec: Executor, accountId: number): Promise<number[]> {
    const [row] = await exec
      .select({ levels: settings.bankAutoLevels })
      .from(settings)
      .where(eq(settings.accountId, accountId));
    return row?.levels ?? [1];
  },

  async insert(exec: Executor, accountId: number, values: NewBankStatement): Promise<BankStatement> {
    const [row] = await exec
      .insert(bankStatements)
      .values({ accountId, ...values })
      .returning();
    return row!;
  },

  async setNewLineCount(exec: Executor, accountId: number, id: number, newLineCount: number) {
    await exec
      .update(bankStatements)
      .set({ newLineCount })
      .where(and(eq(bankStatements.accountId, accountId), eq(bankStatements.id, id)));
  },

  async list(
    exec: Executor,
    accountId: number,
    cashAccountId: number,
    page: { offset: number; limit: number },
  ): Promise<{ rows: ListedStatement[]; total: number }> {
    const where = and(
      eq(bankStatements.accountId, accountId),
      eq(bankStatements.cashAccountId, cashAccountId),
    );
    const state = (status: string) =>
      sql<number>`(count(*) filter (where ${bankLines.status} = ${status}))::int`.mapWith(Number);
    const pageIds = await exec
      .select({ id: bankStatements.id })
      .from(bankStatements)
      .where(where)
      .orderBy(desc(bankStatements.createdAt), desc(bankStatements.id))
      .offset(page.offset)
      .limit(page.limit);
    const ids = pageIds.map((row) => row.id);
    const counts = exec
      .select({
        statementId: bankLines.statementId,
        suggested: state('suggested').as('suggested'),
        unmatched: state('unmatched').as('unmatched'),
        posted: state('posted').as('posted'),
        ignored: state('ignored').as('ignored'),
      })
      .from(bankLines)
      .where(and(eq(bankLines.accountId, accountId), inArray(bankLines.statementId, ids)))
      .groupBy(bankLines.statementId)
      .as('counts');
    const rows = ids.length
      ? await exec
          .select({
            statement: bankStatements,
            importedBy: sql<string | null>`${users.name} || ' ' || ${users.surname}`,
            suggested: counts.suggested,
            unmatched: counts.unmatched,
            posted: counts.posted,
            ignored: counts.ignored,
          })
          .from(bankStatements)
          .leftJoin(users, eq(users.id, bankStatements.createdBy))
          .leftJoin(counts, eq(counts.statementId, bankStatements.id))
          .where(and(eq(bankStatements.accountId, accountId), inArray(bankStatements.id, ids)))
          .orderBy(desc(bankStatements.createdAt), desc(bankStatements.id))
      : [];
    const [total] = await exec.select({ n: count() }).from(bankStatements).where(where);
    return {
      rows: rows.map((row) => ({
        ...row.statement,
        importedBy: row.importedBy,
        counts: {
          suggested: row.suggested ?? 0,
          unmatched: row.unmatched ?? 0,
          posted: row.posted ?? 0,
          ignored: row.ignored ?? 0,
        },
      })),
      total: total?.n ?? 0,
    };
  },

  /** Whether the statement is the account's (for a statement_id filter). */
  async exists(exec: Executor, accountId: number, id: number): Promise<boolean> {
    const { rows } = await exec.execute(
      sql`SELECT 1 FROM ${bankStatements} WHERE account_id = ${accountId} AND id = ${id}`,
    );
    return rows.length > 0;
  },
};
