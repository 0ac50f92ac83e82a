/**
 * Bank lines written straight into the test's database, as an import would leave them (docs/bank.md), so the
 * posting tests do not depend on a statement file's layout.
 */
import { eq } from 'drizzle-orm';
import { bankLines, bankStatements, cashAccounts } from '../../../server/db/schema';
import type { Suggestion } from '../../../server/domain/bank/types';
import type { TestContext } from './harness';

export interface LineSpec {
  /** ISO */
  valueDate: string;
  /** Kuruş, signed: in > 0, out < 0. */
  amount: bigint;
  description?: string;
  counterpartyIban?: string | null;
  balanceAfter?: bigint | null;
  status?: 'suggested' | 'unmatched';
  suggestion?: Suggestion | null;
}

let fingerprint = 0;

/** A statement of the bank account holding the lines, in their order; answers the lines' ids. */
export async function insertLines(
  ctx: TestContext,
  cashAccountId: number,
  specs: LineSpec[],
): Promise<number[]> {
  const [cash] = await ctx.db.select().from(cashAccounts).where(eq(cashAccounts.id, cashAccountId));
  const accountId = cash!.accountId;
  const [statement] = await ctx.db
    .insert(bankStatements)
    .values({
      accountId,
      cashAccountId,
      fileName: 'ekstre.xlsx',
      fileSha256: `sha-${++fingerprint}`,
      format: 'excel',
      balanced: true,
      lineCount: specs.length,
      newLineCount: specs.length,
    })
    .returning();
  const rows = await ctx.db
    .insert(bankLines)
    .values(
      specs.map((spec, index) => ({
        accountId,
        cashAccountId,
        statementId: statement!.id,
        position: index + 1,
        valueDate: spec.valueDate,
        amount: spec.amount,
        description: spec.description ?? 'EFT',
        counterpartyIban: spec.counterpartyIban ?? null,
        balanceAfter: spec.balanceAfter ?? null,
        fingerprint: `fp-${++fingerprint}`,
        status: spec.status ?? (spec.suggestion ? 'suggested' : 'unmatched'),
        suggestion: spec.suggestion ?? null,
      })),
    )
    .returning({ id: bankLines.id });
  return rows.map((row) => row.id);
}

/** A suggestion as the matcher would leave it: level 1, one target. */
export function suggestionOf(values: Partial<Suggestion> & Pick<Suggestion, 'kind'>): Suggestion {
  return {
    level: 1,
    apartmentId: null,
    residentId: null,
    supplierId: null,
    accountingTypeId: null,
    accountId: null,
    transferId: null,
    reasonCode: 'payment_code',
    reasonParams: {},
    reason: 'Ödeme kodu açıklamada',
    candidates: [],
    ...values,
  };
}

export async function lineState(ctx: TestContext, id: number) {
  const [line] = await ctx.db.select().from(bankLines).where(eq(bankLines.id, id));
  return line!;
}
