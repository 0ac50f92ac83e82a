import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db';
import { residentParents } from '../db/schema';

export type Parent = typeof residentParents.$inferSelect;
export interface ParentValues {
  name: string;
  surname: string;
  nationalId: string | null;
  phone: string | null;
  relation: string | null;
  livesIn: boolean;
}

/** Residents' relatives (yakınlar). Every function takes the caller's account id. */
export const parentsRepository = {
  async listOf(exec: Executor, accountId: number, residentId: number): Promise<Parent[]> {
    return exec
      .select()
      .from(residentParents)
      .where(and(eq(residentParents.accountId, accountId), eq(residentParents.residentId, residentId)))
      .orderBy(asc(residentParents.name), asc(residentParents.surname), asc(residentParents.id));
  },

  async find(exec: Executor, accountId: number, id: number): Promise<Parent | undefined> {
    const [row] = await exec
      .select()
      .from(residentParents)
      .where(and(eq(residentParents.accountId, accountId), eq(residentParents.id, id)));
    return row;
  },

  async insertMany(
    exec: Executor,
    accountId: number,
    residentId: number,
    values: ParentValues[],
  ): Promise<Parent[]> {
    if (values.length === 0) return [];
    return exec
      .insert(residentParents)
      .values(values.map((v) => ({ accountId, residentId, ...v })))
      .returning();
  },

  async update(
    exec: Executor,
    accountId: number,
    id: number,
    values: ParentValues,
  ): Promise<Parent | undefined> {
    const [row] = await exec
      .update(residentParents)
      .set(values)
      .where(and(eq(residentParents.accountId, accountId), eq(residentParents.id, id)))
      .returning();
    return row;
  },

  async remove(exec: Executor, accountId: number, id: number): Promise<void> {
    await exec
      .delete(residentParents)
      .where(and(eq(residentParents.accountId, accountId), eq(residentParents.id, id)));
  },

  async removeAllOf(exec: Executor, accountId: number, residentId: number): Promise<void> {
    await exec
      .delete(residentParents)
      .where(and(eq(residentParents.accountId, accountId), eq(residentParents.residentId, residentId)));
  },
};
