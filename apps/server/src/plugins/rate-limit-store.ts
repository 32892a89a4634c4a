/// <reference path="./rate-limit-stores.d.ts" />
import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Where the rate-limit counts live (plugins/rate-limits.ts): in Redis when REDIS_URL is set, so that every
 * instance spends from one budget, else in this instance's memory. Redis only counts, so an outage must
 * cost nothing else: while Redis does not answer, each instance counts in its own memory (every budget
 * still holds, per instance), logs one warning for the outage, and goes back to Redis by itself once it
 * answers again. No request ever waits for an absent Redis: a command is sent only on a live connection
 * and is given up after COMMAND_TIMEOUT_MS.
 */

/** How long one count may wait for Redis before this instance counts in memory instead. */
export const COMMAND_TIMEOUT_MS = 300;
/** After a command timed out on a connection that looks alive, Redis is asked again this much later. */
const RETRY_AFTER_TIMEOUT_MS = 1000;
/** Reconnection attempts after an outage are spaced up to this (ioredis retries forever). */
const MAX_RECONNECT_DELAY_MS = 1000;

export type CountsState = 'memory' | 'shared' | 'unreachable';

export interface RateLimitCounts {
  /** For @fastify/rate-limit's `store` option. */
  readonly Store: new (
    options: FastifyRateLimitOptions,
  ) => FastifyRateLimitStore;
  /** Where counts go now, Redis asked (PING) if it is configured: for readiness. */
  check(): Promise<CountsState>;
  close(): Promise<void>;
}

type Options = { continueExceeding?: boolean; exponentialBackoff?: boolean; cache?: number };

/** Counts in this instance's memory only (no REDIS_URL): the plugin's own store. */
export function memoryCounts(): RateLimitCounts {
  class MemoryStore {
    readonly local: FastifyRateLimitStore;
    constructor(options: Options) {
      this.local = new LocalStore(!!options.continueExceeding, !!options.exponentialBackoff, options.cache);
    }
    incr: FastifyRateLimitStore['incr'] = (...args) => this.local.incr(...args);
    // The plugin passes a limiter's merged options (typed as route options).
    child(options: unknown): FastifyRateLimitStore {
      return new MemoryStore(options as Options);
    }
  }
  return {
    Store: MemoryStore as unknown as RateLimitCounts['Store'],
    check: async () => 'memory',
    close: async () => {},
  };
}

/** Counts in Redis at `url` under `namespace`, in memory while Redis does not answer. */
export function redisCounts(url: string, namespace: string, log: FastifyBaseLogger): RateLimitCounts {
  const redis = new Redis(url, {
    // A command while disconnected fails at once instead of waiting in a queue for the connection.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 100, MAX_RECONNECT_DELAY_MS),
  });
  let closing = false;
  /** Whether this instance counts in memory because Redis failed (one warning per outage). */
  let down = false;
  let askAgainAt = 0;

  const lost = (error: unknown) => {
    if (closing) return;
    askAgainAt = Date.now() + RETRY_AFTER_TIMEOUT_MS;
    if (down) return;
    down = true;
    log.warn(
      { err: error },
      "Redis unreachable: rate limits are counted in this instance's memory until it answers again",
    );
  };
  const back = () => {
    if (!down || closing) return;
    down = false;
    log.info('Redis answers again: rate limits are shared again');
  };
  // Without a listener ioredis prints every failed reconnection attempt to stderr.
  redis.on('error', lost);
  redis.on('close', () => lost(new Error('connection to Redis closed')));
  redis.on('ready', back);

  /** Redis is asked only on a live connection, and after a timeout not again for a while. */
  const usable = () => {
    if (redis.status !== 'ready') return false;
    if (!down) return true;
    if (Date.now() < askAgainAt) return false;
    askAgainAt = Date.now() + RETRY_AFTER_TIMEOUT_MS;
    return true;
  };

  class FallbackStore {
    readonly shared: FastifyRateLimitStore;
    readonly local: FastifyRateLimitStore;
    constructor(options: Options) {
      const continueExceeding = !!options.continueExceeding;
      const exponentialBackoff = !!options.exponentialBackoff;
      // Every limiter under the namespace alone: the buckets' names keep them apart (rate-limits.ts).
      this.shared = new RedisStore(continueExceeding, exponentialBackoff, redis, namespace);
      this.local = new LocalStore(continueExceeding, exponentialBackoff, options.cache);
    }
    incr: FastifyRateLimitStore['incr'] = (key, callback, timeWindow, max) => {
      if (!usable()) return this.local.incr(key, callback, timeWindow, max);
      this.shared.incr(
        key,
        (error, result) => {
          if (error || !result) {
            lost(error);
            this.local.incr(key, callback, timeWindow, max);
          } else {
            back();
            callback(null, result);
          }
        },
        timeWindow,
        max,
      );
    };
    child(options: unknown): FastifyRateLimitStore {
      return new FallbackStore(options as Options);
    }
  }

  return {
    Store: FallbackStore as unknown as RateLimitCounts['Store'],
    async check() {
      if (redis.status !== 'ready') return 'unreachable';
      try {
        await redis.ping();
        back();
        return 'shared';
      } catch (error) {
        lost(error);
        return 'unreachable';
      }
    },
    async close() {
      closing = true;
      redis.disconnect();
    },
  };
}
