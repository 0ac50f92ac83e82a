import { eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { operators } from '../db/schema';

export type Operator = typeof operators.$inferSelect;

/** The company running the service signs in with these (the spec's admin login). */
export const operatorsRepository = {
  async find(exec: Executor, id: number): Promise<Operator | undefined> {
    const [row] = await exec.select().from(operators).where(eq(operators.id, id));
    return row;
  },

  async findByPhone(exec: Executor, phone: string): Promise<Operator | undefined> {
    const [row] = await exec.select().from(operators).where(eq(operators.phone, phone));
    return row;
  },

  async insert(exec: Executor, values: Pick<Operator, 'name' | 'phone' | 'passwordHash'>): Promise<Operator> {
    const [row] = await exec.insert(operators).values(values).returning();
    return row!;
  },
};
