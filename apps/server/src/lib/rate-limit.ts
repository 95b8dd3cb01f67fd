import { createRequire } from 'node:module';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';
import { redisReady } from './redis.ts';

/**
 * Fixed-window counters for limits keyed by more than the IP (an e-mail and an IP). In memory for one
 * instance; in Redis (REDIS_URL) when several instances share the limits.
 */
export interface KeyedLimiter {
  /** Counts one hit; throws 429 (with the seconds to wait) once the window is full. */
  hit(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

function tooMany(retryAfterMs: number): AppError {
  return new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', {
    retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}

export function memoryLimiter(max: number, windowMs: number, now: () => number = Date.now): KeyedLimiter {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const sweep = (t: number) => {
    if (hits.size < 10_000) return;
    for (const [k, v] of hits) if (v.resetAt <= t) hits.delete(k);
  };
  return {
    async hit(key) {
      const t = now();
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= t) {
        hits.set(key, { count: 1, resetAt: t + windowMs });
        sweep(t);
        return;
      }
      entry.count += 1;
      if (entry.count > max) throw tooMany(entry.resetAt - t);
    },
    async reset(key) {
      hits.delete(key);
    },
  };
}

// INCR and set the window's expiry on the first hit, atomically; answers the count and the time left.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

export function redisLimiter(redis: Redis, name: string, max: number, windowMs: number): KeyedLimiter {
  const k = (key: string) => `shop:limit:${name}:${key}`;
  return {
    async hit(key) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, k(key), String(windowMs))) as [number, number];
      if (count > max) throw tooMany(ttl > 0 ? ttl : windowMs);
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}

/**
 * Redis while it answers, this process's memory while it does not: an outage neither stops sign-in nor
 * lifts the limit (each instance then allows the limit on its own).
 */
export function fallbackLimiter(primary: KeyedLimiter, redis: Redis, fallback: KeyedLimiter): KeyedLimiter {
  return {
    async hit(key) {
      if (redisReady(redis)) {
        try {
          return await primary.hit(key);
        } catch (err) {
          if (err instanceof AppError) throw err;
        }
      }
      await fallback.hit(key);
    },
    async reset(key) {
      await fallback.reset(key);
      if (redisReady(redis)) await primary.reset(key).catch(() => {});
    },
  };
}

export function createLimiter(
  redis: Redis | null,
  name: string,
  max: number,
  windowMs: number,
): KeyedLimiter {
  if (!redis) return memoryLimiter(max, windowMs);
  return fallbackLimiter(redisLimiter(redis, name, max, windowMs), redis, memoryLimiter(max, windowMs));
}

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Store {
  incr(key: string, cb: Counted, timeWindow: number, max: number): void;
  read?(key: string, cb: Counted, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
}
interface StoreParams {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
}

// The plugin's own two stores (not exported by name): the fallback below counts exactly like them.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: Redis,
  nameSpace: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  cache?: number,
) => Store;

class FallbackStore implements Store {
  constructor(
    private readonly redis: Redis,
    private readonly remote: Store,
    private readonly local: Store,
  ) {}

  private use(method: 'incr' | 'read', key: string, cb: Counted, timeWindow: number, max: number) {
    const local = () => this.local[method]!(key, cb, timeWindow, max);
    if (!redisReady(this.redis)) return local();
    this.remote[method]!(key, (err, result) => (err ? local() : cb(null, result)), timeWindow, max);
  }

  incr(key: string, cb: Counted, timeWindow: number, max: number) {
    this.use('incr', key, cb, timeWindow, max);
  }

  read(key: string, cb: Counted, timeWindow: number, max: number) {
    this.use('read', key, cb, timeWindow, max);
  }

  child(routeOptions: unknown): Store {
    return new FallbackStore(this.redis, this.remote.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * A store for @fastify/rate-limit that counts in Redis while it answers and in this process's memory while
 * it does not, like `fallbackLimiter`. (`skipOnError` would let every request through during an outage.)
 */
export function fallbackStore(redis: Redis, nameSpace: string): FastifyRateLimitStoreCtor {
  // The plugin calls `new store(options)`; a constructor that returns an object yields that object.
  return function FallbackStoreCtor(options: FastifyRateLimitOptions) {
    const p = options as StoreParams;
    return new FallbackStore(
      redis,
      new RedisStore(p.continueExceeding, p.exponentialBackoff, redis, nameSpace),
      new LocalStore(p.continueExceeding, p.exponentialBackoff, p.cache),
    ) as unknown as FastifyRateLimitStore;
  } as unknown as FastifyRateLimitStoreCtor;
}
