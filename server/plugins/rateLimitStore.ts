import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db';
import { type RateLimitHit, rateLimitsRepository } from '../repositories/shared/rateLimits';

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const answer = (callback: Callback) => (state: RateLimitHit) =>
  callback(null, { current: state.hits, ttl: state.ttlMs });

/**
 * The rate limits' counters in PostgreSQL, so that every instance behind a load balancer counts the same requests
 * (docs/scaling.md). Each route gets its own counters: the key is the route's method and path, then the address.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    /** The plugin builds the root store with its options (unused here); routes get children with a prefix. */
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      rateLimitsRepository.hit(db, this.prefix + key, timeWindow).then(answer(callback), callback);
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      rateLimitsRepository.read(db, this.prefix + key, timeWindow).then(answer(callback), callback);
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, the route itself under `routeInfo` (types say otherwise).
      const { method, url } = (options as unknown as { routeInfo?: RouteInfo }).routeInfo ?? {};
      return new PostgresStore(null, `${[method].flat().join(',')} ${url ?? ''} `);
    }
  }
  return PostgresStore;
}
