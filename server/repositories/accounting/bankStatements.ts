import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { bankStatements, cashAccounts, settings } from '../../db/schema';
import type { ColumnMapping } from '../../domain/bank/types';

export type BankStatement = typeof bankStatements.$inferSelect;
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
  ): Promise<{ rows: BankStatement[]; total: number }> {
    const where = and(
      eq(bankStatements.accountId, accountId),
      eq(bankStatements.cashAccountId, cashAccountId),
    );
    const rows = await exec
      .select()
      .from(bankStatements)
      .where(where)
      .orderBy(desc(bankStatements.createdAt), desc(bankStatements.id))
      .offset(page.offset)
      .limit(page.limit);
    const [total] = await exec.select({ n: count() }).from(bankStatements).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** Whether the statement is the account's (for a statement_id filter). */
  async exists(exec: Executor, accountId: number, id: number): Promise<boolean> {
    const { rows } = await exec.execute(
      sql`SELECT 1 FROM ${bankStatements} WHERE account_id = ${accountId} AND id = ${id}`,
    );
    return rows.length > 0;
  },
};
