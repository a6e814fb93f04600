import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { Database } from '../db/database.ts';
import { countHit, readHits } from './rate-limit.ts';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin hands a store: its settings, and for a route's own limit, the route. */
interface StoreOptions {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store on the `rate_limits` table (see rate-limit.ts): fixed windows shared by every
 * process, counted by the same statement as `hitRateLimit`. The plugin constructs the store itself from its
 * options, so the database comes in through this factory:
 *
 *   await api.register(fastifyRateLimit, { store: sqlRateLimitStore(db), max, timeWindow, ... });
 *
 * A route with its own `config.rateLimit` gets a child store whose keys carry the route, so its counts are its
 * own; routes that name the same `groupId` share theirs. `continueExceeding` and `exponentialBackoff` move a
 * window's end, which fixed windows cannot do: they are refused when the plugin or a route is registered rather
 * than silently ignored. Windows are 1 ms to 1 day.
 */
export function sqlRateLimitStore(db: Database, nameSpace = 'rl:'): FastifyRateLimitStoreCtor {
  class SqlRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(options: FastifyRateLimitOptions, prefix = nameSpace) {
      const { continueExceeding, exponentialBackoff } = options as StoreOptions;
      if (continueExceeding || exponentialBackoff)
        throw new Error(
          'The SQL rate-limit store counts fixed windows: no continueExceeding or exponentialBackoff',
        );
      this.prefix = prefix;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      countHit(db, this.prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /** What `incr` would report, without counting a hit (the plugin's `{ increment: false }`). */
    read(key: string, callback: IncrCallback, timeWindow: number): void {
      readHits(db, this.prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
      const options = routeOptions as unknown as StoreOptions;
      const method = [options.routeInfo?.method ?? '*'].flat().join(',');
      const scope =
        options.groupId === undefined
          ? `${method} ${options.routeInfo?.url ?? '*'}`
          : `group ${options.groupId}`;
      return new SqlRateLimitStore(
        routeOptions as unknown as FastifyRateLimitOptions,
        `${this.prefix}${scope}:`,
      );
    }
  }
  return SqlRateLimitStore;
}
