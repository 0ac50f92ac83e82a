import { and, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { oneTimeCodes } from '../../db/schema';

export type OneTimeCode = typeof oneTimeCodes.$inferSelect;

export type CodePurpose =
  | 'register'
  | 'password'
  | 'sessions_reset'
  | 'delete_building'
  | 'delete_apartment'
  | 'branch';

/** What a code confirms: a purpose for a phone, and where it applies the account and the record. */
export interface CodeTarget {
  purpose: CodePurpose;
  phone: string;
  accountId?: number | null;
  targetId?: number | null;
}

function targetMatch(target: CodeTarget) {
  return and(
    eq(oneTimeCodes.purpose, target.purpose),
    eq(oneTimeCodes.phone, target.phone),
    target.targetId == null ? isNull(oneTimeCodes.targetId) : eq(oneTimeCodes.targetId, target.targetId),
    target.accountId == null ? isNull(oneTimeCodes.accountId) : eq(oneTimeCodes.accountId, target.accountId),
  );
}

/** The latest unused code of the target, first of the conditions given. */
async function latestUnused(exec: Executor, target: CodeTarget, ...more: SQL[]) {
  const [row] = await exec
    .select()
    .from(oneTimeCodes)
    .where(and(targetMatch(target), isNull(oneTimeCodes.usedAt), ...more))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

export const oneTimeCodesRepository = {
  /** When codes of this purpose went to this phone since `since`, newest first (any account or record). */
  async sentSince(exec: Executor, target: CodeTarget, since: Date): Promise<Date[]> {
    const rows = await exec
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.purpose, target.purpose),
          eq(oneTimeCodes.phone, target.phone),
          gt(oneTimeCodes.createdAt, since),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt));
    return rows.map((row) => row.createdAt);
  },

  /** Marks every unused code of the target used, so only the next one counts. */
  async retireUnused(exec: Executor, target: CodeTarget, at: Date): Promise<void> {
    await exec
      .update(oneTimeCodes)
      .set({ usedAt: at })
      .where(and(targetMatch(target), isNull(oneTimeCodes.usedAt)));
  },

  async insert(exec: Executor, target: CodeTarget, codeHash: string, expiresAt: Date): Promise<void> {
    await exec.insert(oneTimeCodes).values({
      purpose: target.purpose,
      phone: target.phone,
      accountId: target.accountId ?? null,
      targetId: target.targetId ?? null,
      codeHash,
      expiresAt,
    });
  },

  async latestUnused(exec: Executor, target: CodeTarget): Promise<OneTimeCode | undefined> {
    return latestUnused(exec, target);
  },

  /** The latest unused code of the target checked after `since`. */
  async latestVerified(exec: Executor, target: CodeTarget, since: Date): Promise<OneTimeCode | undefined> {
    return latestUnused(exec, target, gt(oneTimeCodes.verifiedAt, since));
  },

  /** Counts one more try unless `maxAttempts` were made already; the count after it, or undefined if locked. */
  async countAttempt(exec: Executor, id: number, maxAttempts: number): Promise<number | undefined> {
    const [row] = await exec
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(and(eq(oneTimeCodes.id, id), sql`${oneTimeCodes.attempts} < ${maxAttempts}`))
      .returning({ attempts: oneTimeCodes.attempts });
    return row?.attempts;
  },

  async markVerified(exec: Executor, id: number): Promise<void> {
    await exec.update(oneTimeCodes).set({ verifiedAt: new Date() }).where(eq(oneTimeCodes.id, id));
  },

  /** Marks a code used; false when another request used it first. */
  async consume(exec: Executor, id: number): Promise<boolean> {
    const rows = await exec
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    return rows.length === 1;
  },
};
