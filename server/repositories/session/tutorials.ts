import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { tutorials } from '../../db/schema';

/** One row per user: how far the user went through the first-use tutorial. */
export type Tutorial = typeof tutorials.$inferSelect;
export type TutorialChanges = Pick<Tutorial, 'step' | 'isCompleted' | 'isFirst'> &
  Partial<Pick<Tutorial, 'completedAt'>>;

/** `accountId` is the user's own account (the session's home account), never a branch it acts in. */
export const tutorialsRepository = {
  /** The starting row, created the first time it is read or written (users made before it existed). */
  async ensure(exec: Executor, accountId: number, userId: number): Promise<Tutorial> {
    await exec.insert(tutorials).values({ accountId, userId }).onConflictDoNothing();
    const [row] = await exec
      .select()
      .from(tutorials)
      .where(and(eq(tutorials.accountId, accountId), eq(tutorials.userId, userId)));
    return row!;
  },

  async update(
    exec: Executor,
    accountId: number,
    userId: number,
    changes: TutorialChanges,
  ): Promise<Tutorial> {
    const [row] = await exec
      .update(tutorials)
      .set(changes)
      .where(and(eq(tutorials.accountId, accountId), eq(tutorials.userId, userId)))
      .returning();
    return row!;
  },
};
