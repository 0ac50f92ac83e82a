import { eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { settings } from '../../db/schema';

/** One row per account: its SMS and automatic-payment choices. */
export type Settings = typeof settings.$inferSelect;
export type SettingsValues = Omit<
  Settings,
  'accountId' | 'booksClosedThrough' | 'bankAutoLevels' | 'mailReceipts' | 'mailStatements'
> &
  Partial<Pick<Settings, 'booksClosedThrough' | 'bankAutoLevels' | 'mailReceipts' | 'mailStatements'>>;

export const settingsRepository = {
  /** The default row, created the first time it is read or written (accounts made before it existed). */
  async ensure(exec: Executor, accountId: number): Promise<Settings> {
    await exec.insert(settings).values({ accountId }).onConflictDoNothing();
    const [row] = await exec.select().from(settings).where(eq(settings.accountId, accountId));
    return row!;
  },

  async update(exec: Executor, accountId: number, values: SettingsValues): Promise<Settings> {
    const [row] = await exec
      .update(settings)
      .set(values)
      .where(eq(settings.accountId, accountId))
      .returning();
    return row!;
  },
};
