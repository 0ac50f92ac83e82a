import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { idempotencyKeys } from '../../db/schema';

/** How long a key answers with its first result (docs/architecture.md, "Money writes that survive a retry"). */
export const KEY_LIFETIME_HOURS = 24;

export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  responseBody: unknown;
}

/**
 * Takes the key for this transaction, without waiting: false when another request with the same key of the account
 * holds it now. One bigint lock per account and key; it ends with the transaction.
 */
async function tryLock(exec: Executor, accountId: number, key: string): Promise<boolean> {
  const { rows } = await exec.execute<{ locked: boolean }>(
    sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${`idempotency:${accountId}:${key}`}, 0)) AS locked`,
  );
  return rows[0]?.locked === true;
}

/** The live answer kept under the key (younger than the lifetime), or null. */
async function find(exec: Executor, accountId: number, key: string): Promise<StoredAnswer | null> {
  const [row] = await exec
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.accountId, accountId),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.createdAt} > now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`,
      ),
    );
  return row ?? null;
}

/** Keeps the first answer; an expired row under the same key is replaced. */
async function save(exec: Executor, accountId: number, key: string, answer: StoredAnswer): Promise<void> {
  const values = { accountId, key, ...answer, createdAt: sql`now()` };
  await exec
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoUpdate({ target: [idempotencyKeys.accountId, idempotencyKeys.key], set: values });
}

/** Forgets the keys older than the lifetime (the nightly maintenance job); returns how many. */
async function purge(exec: Executor): Promise<number> {
  const removed = await exec
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}

export const idempotencyKeysRepository = { tryLock, find, save, purge };
