import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis client of the shared rate-limit counters. Redis is an optimisation of the limits, not a
 * dependency of the shop (docs/decisions/011-dependency-outages.md): while it is unreachable every command
 * fails at once, the callers count in memory instead, and the client keeps reconnecting in the background.
 */
export function createRedis(url: string, log: FastifyBaseLogger, keyPrefix = ''): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    // Queued commands would hold every rate-limited request until Redis comes back.
    enableOfflineQueue: false,
    // Commands sent just before the connection dropped fail with it instead of being resent later.
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    // A connection that hangs without closing (a dropped network) answers nothing; do not wait for it.
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
  });
  // `up` starts true so that a Redis that is down at start is reported once, like a later outage.
  let up = true;
  redis.on('error', (err: Error & { code?: string }) => {
    if (!up) return;
    up = false;
    log.warn(
      { err: { message: err.message, code: err.code } },
      'Redis is unreachable: rate limits count per process until it is back',
    );
  });
  redis.on('ready', () => {
    if (up) return;
    up = true;
    log.info('Redis is reachable again: rate limits are shared again');
  });
  return redis;
}

/** Whether commands can be sent now; when not, they would fail at once (no offline queue). */
export function redisReady(redis: Redis): boolean {
  return redis.status === 'ready';
}
