import { eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { interestSettings } from '../db/schema';

export type InterestSetting = typeof interestSettings.$inferSelect;

/** The account's late-payment compensation (gecikme tazminatı) setting. */
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
};
