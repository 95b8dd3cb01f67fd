import type { Redis } from 'ioredis';
import { AppError } from './errors.ts';

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

export function createLimiter(
  redis: Redis | null,
  name: string,
  max: number,
  windowMs: number,
): KeyedLimiter {
  return redis ? redisLimiter(redis, name, max, windowMs) : memoryLimiter(max, windowMs);
}
