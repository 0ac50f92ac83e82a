import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { accountingTypes, debtExemptions } from '../db/schema';

export type Exemption = typeof debtExemptions.$inferSelect;
export interface ExemptionWithType extends Exemption {
  accountingTypeName: string;
}

/** Debt exemptions (muafiyetler) of apartments. Every function takes the caller's account id. */
export const exemptionsRepository = {
  async listOf(exec: Executor, accountId: number, apartmentId: number): Promise<ExemptionWithType[]> {
    return exec
      .select({
        id: debtExemptions.id,
        accountId: debtExemptions.accountId,
        apartmentId: debtExemptions.apartmentId,
        accountingTypeId: debtExemptions.accountingTypeId,
        createdAt: debtExemptions.createdAt,
        accountingTypeName: accountingTypes.name,
      })
      .from(debtExemptions)
      .innerJoin(accountingTypes, eq(accountingTypes.id, debtExemptions.accountingTypeId))
      .where(and(eq(debtExemptions.accountId, accountId), eq(debtExemptions.apartmentId, apartmentId)))
      .orderBy(asc(accountingTypes.name), asc(debtExemptions.id));
  },

  async find(
    exec: Executor,
    accountId: number,
    by: { id: number } | { apartmentId: number; accountingTypeId: number },
  ): Promise<Exemption | undefined> {
    const [row] = await exec
      .select()
      .from(debtExemptions)
      .where(
        and(
          eq(debtExemptions.accountId, accountId),
          ...('id' in by
            ? [eq(debtExemptions.id, by.id)]
            : [
                eq(debtExemptions.apartmentId, by.apartmentId),
                eq(debtExemptions.accountingTypeId, by.accountingTypeId),
              ]),
        ),
      );
    return row;
  },

  async insert(
    exec: Executor,
    accountId: number,
    values: { apartmentId: number; accountingTypeId: number },
  ): Promise<Exemption> {
    const [row] = await exec
      .insert(debtExemptions)
      .values({ accountId, ...values })
      .returning();
    return row!;
  },

  async remove(exec: Executor, accountId: number, id: number): Promise<void> {
    await exec
      .delete(debtExemptions)
      .where(and(eq(debtExemptions.accountId, accountId), eq(debtExemptions.id, id)));
  },

  async removeAllOf(exec: Executor, accountId: number, apartmentId: number): Promise<Exemption[]> {
    return exec
      .delete(debtExemptions)
      .where(and(eq(debtExemptions.accountId, accountId), eq(debtExemptions.apartmentId, apartmentId)))
      .returning();
  },
};
