import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import { accountingTypes, apartments, buildings, debts, interestSettings, residents } from '../db/schema';

export type InterestSetting = typeof interestSettings.$inferSelect;

/** Late-payment compensation (gecikme tazminatı): the account's setting and the debts it runs on. */
export const interestRepository = {
  /** The account's interest setting, created with the defaults (5 %, daily) on first use. */
  async settingOf(exec: Executor, accountId: number): Promise<InterestSetting> {
    await exec.insert(interestSettings).values({ accountId }).onConflictDoNothing();
    const [row] = await exec.select().from(interestSettings).where(eq(interestSettings.accountId, accountId));
    return row!;
  },

  async updateSetting(
    exec: Executor,
    accountId: number,
    values: Pick<InterestSetting, 'monthlyRate' | 'mode' | 'startDate'>,
  ): Promise<InterestSetting> {
    const [row] = await exec
      .update(interestSettings)
      .set(values)
      .where(eq(interestSettings.accountId, accountId))
      .returning();
    return row!;
  },

  /** Live debts entered with is_interest, due before `asOf` and not fully paid, oldest due first. */
  async overdueDebts(exec: Executor, accountId: number, asOf: string) {
    return exec
      .select({
        id: debts.id,
        apartmentId: debts.apartmentId,
        buildingName: buildings.name,
        identifier: apartments.identifier,
        residentId: debts.residentId,
        residentName: sql<string>`${residents.name} || ' ' || ${residents.surname}`,
        accountingType: accountingTypes.name,
        description: debts.description,
        dueDate: debts.dueDate,
        amount: debts.amount,
        paid: debts.paid,
        rate: debts.interestRate,
      })
      .from(debts)
      .innerJoin(apartments, eq(apartments.id, debts.apartmentId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .innerJoin(residents, eq(residents.id, debts.residentId))
      .innerJoin(accountingTypes, eq(accountingTypes.id, debts.accountingTypeId))
      .where(
        and(
          eq(debts.accountId, accountId),
          isNull(debts.deletedAt),
          eq(debts.isInterest, true),
          lt(debts.dueDate, asOf),
          sql`${debts.paid} < ${debts.amount}`,
        ),
      )
      .orderBy(asc(debts.dueDate), asc(debts.id));
  },
};
