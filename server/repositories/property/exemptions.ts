import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { accountingTypes, debtExemptions } from '../../db/schema';
import { accountScoped } from '../shared/accountScoped';

export type Exemption = typeof debtExemptions.$inferSelect;
export interface ExemptionWithType extends Exemption {
  accountingTypeName: string;
}

/** Debt exemptions (muafiyetler) of apartments. Every function takes the caller's account id. */
export const exemptionsRepository = {
  ...accountScoped(debtExemptions, {
    auditTable: 'debt_exemptions',
    notFound: 'Muafiyet bulunamadı.',
    orderBy: [debtExemptions.id],
  }),

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

  /** The apartment's exemption from the type, if any. */
  async findFor(
    exec: Executor,
    accountId: number,
    of: { apartmentId: number; accountingTypeId: number },
  ): Promise<Exemption | undefined> {
    const [row] = await exec
      .select()
      .from(debtExemptions)
      .where(
        and(
          eq(debtExemptions.accountId, accountId),
          eq(debtExemptions.apartmentId, of.apartmentId),
          eq(debtExemptions.accountingTypeId, of.accountingTypeId),
        ),
      );
    return row;
  },

  async removeAllOf(exec: Executor, accountId: number, apartmentId: number): Promise<Exemption[]> {
    return exec
      .delete(debtExemptions)
      .where(and(eq(debtExemptions.accountId, accountId), eq(debtExemptions.apartmentId, apartmentId)))
      .returning();
  },
};
