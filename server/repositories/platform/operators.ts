import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { operators } from '../../db/schema';

export type Operator = typeof operators.$inferSelect;

/** The company running the service signs in with these (the admin login: docs/domain.md, "Roles and access areas"). */
export const operatorsRepository = {
  /** An operator who may still act: a disabled one's sessions end. */
  async findEnabled(exec: Executor, id: number): Promise<Operator | undefined> {
    const [row] = await exec
      .select()
      .from(operators)
      .where(and(eq(operators.id, id), isNull(operators.disabledAt)));
    return row;
  },

  /** Disabled or not: a phone stays taken. */
  async findByPhone(exec: Executor, phone: string): Promise<Operator | undefined> {
    const [row] = await exec.select().from(operators).where(eq(operators.phone, phone));
    return row;
  },

  async insert(exec: Executor, values: Pick<Operator, 'name' | 'phone' | 'passwordHash'>): Promise<Operator> {
    const [row] = await exec.insert(operators).values(values).returning();
    return row!;
  },

  async disable(exec: Executor, id: number): Promise<void> {
    await exec.update(operators).set({ disabledAt: sql`now()` }).where(eq(operators.id, id));
  },
};
