import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db';
import { rateLimitCounters } from '../../db/schema';

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Milliseconds left in the current window. */
  ttlMs: number;
}

/**
 * Counts one request under `key` in one atomic upsert, so concurrent requests on any instance see one counter. A
 * window starts at its first request (as the in-memory store did) and is timed by the database's clock, so the
 * instances' clocks do not matter. Not account-scoped: the counters belong to addresses and phones, before any
 * sign-in.
 */
async function hit(exec: Executor, key: string, windowMs: number): Promise<RateLimitHit> {
  const { rows } = await exec.execute<{ hits: number; ttl_ms: number }>(sql`
    INSERT INTO rate_limit_counters AS c (key, window_start, hits)
    VALUES (${key}, clock_timestamp(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.window_start + ${windowMs} * interval '1 millisecond' <= clock_timestamp()
                  THEN 1 ELSE c.hits + 1 END,
      window_start = CASE WHEN c.window_start + ${windowMs} * interval '1 millisecond' <= clock_timestamp()
                          THEN clock_timestamp() ELSE c.window_start END
    RETURNING c.hits,
      greatest(0, ${windowMs} - extract(epoch FROM clock_timestamp() - c.window_start) * 1000)::int AS ttl_ms`);
  const row = rows[0]!;
  return { hits: row.hits, ttlMs: row.ttl_ms };
}

/** The state of `key` without counting a request. */
async function read(exec: Executor, key: string, windowMs: number): Promise<RateLimitHit> {
  const { rows } = await exec.execute<{ hits: number; ttl_ms: number }>(sql`
    SELECT hits, greatest(0, ${windowMs} - extract(epoch FROM clock_timestamp() - window_start) * 1000)::int AS ttl_ms
    FROM rate_limit_counters
    WHERE key = ${key} AND window_start + ${windowMs} * interval '1 millisecond' > clock_timestamp()`);
  const row = rows[0];
  return row ? { hits: row.hits, ttlMs: row.ttl_ms } : { hits: 0, ttlMs: 0 };
}

/** Ends the window of `key` now (a successful sign-in clears its phone's failures). */
async function forget(exec: Executor, key: string): Promise<void> {
  await exec.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Forgets counters whose window started before `before` (the longest window is an hour). */
async function prune(exec: Executor, before: Date): Promise<number> {
  const removed = await exec
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key });
  return removed.length;
}

export const rateLimitsRepository = { hit, read, forget, prune };
