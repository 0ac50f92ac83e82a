import { eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { tutorials } from '../db/schema';

/** One row per user: how far the user went through the first-use tutorial. */
export type Tutorial = typeof tutorials.$inferSelect;
export type TutorialChanges = Pick<Tutorial, 'step' | 'isCompleted' | 'isFirst'> &
  Partial<Pick<Tutorial, 'completedAt'>>;

export const tutorialsRepository = {
  /** The starting row, created the first time it is read or written (users made before it existed). */
  async ensure(exec: Executor, userId: number): Promise<Tutorial> {
    await exec.insert(tutorials).values({ userId }).onConflictDoNothing();
    const [row] = await exec.select().from(tutorials).where(eq(tutorials.userId, userId));
    return row!;
  },

  async update(exec: Executor, userId: number, changes: TutorialChanges): Promise<Tutorial> {
    const [row] = await exec.update(tutorials).set(changes).where(eq(tutorials.userId, userId)).returning();
    return row!;
  },
};
