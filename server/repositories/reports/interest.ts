import { eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { interestSettings } from '../../db/schema';

export type InterestSetting = typeof interestSettings.$inferSelect;

/** The column's default, as PostgreSQL returns it. */
const DEFAULT_MONTHLY_RATE = '5.00';

/** The account's late-payment compensation (gecikme tazminatı) setting. */
export const interestRepository = {
  /** The account's interest setting, or the defaults (5 %, daily, no start date) while it has never been saved. */
  async settingOf(exec: Executor, accountId: number): Promise<InterestSetting> {
    const [row] = await exec.select().from(interestSettings).where(eq(interestSettings.accountId, accountId));
    return row ?? { accountId, monthlyRate: DEFAULT_MONTHLY_RATE, mode: 'daily', startDate: null };
  },

  async updateSetting(
    exec: Executor,
    accountId: number,
    values: Pick<InterestSetting, 'monthlyRate' | 'mode' | 'startDate'>,
  ): Promise<InterestSetting> {
    const [row] = await exec
      .insert(interestSettings)
      .values({ accountId, ...values })
      .onConflictDoUpdate({ target: interestSettings.accountId, set: values })
      .returning();
    return row!;
  },
};
