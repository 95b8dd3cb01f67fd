import { z } from 'zod';

/** GET /api/health: what a load balancer or an operator reads. */
export const healthView = z.object({
  /** degraded: the shop works without something (Redis: limits count per process); down: it does not. */
  status: z.enum(['ok', 'degraded', 'down']),
  /** Whether it answers; never which engine it is (a public answer tells an attacker nothing to aim at). */
  database: z.enum(['ok', 'down']),
  /** off: REDIS_URL is not set. */
  redis: z.enum(['ok', 'down', 'off']),
});

/**
 * GET /api/health/ready: whether this instance should be sent requests now: its database answers, its files
 * can be written, and it is not shutting down. Redis is reported but does not count: the shop works without
 * it (limits count per instance meanwhile), and one shared Redis down must not take every instance out at once.
 */
export const readinessView = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down', 'off']),
  /** Where uploaded files are kept can be written to. */
  storage: z.enum(['ok', 'down']),
  /** Shutting down: finishing the requests in flight, taking no new ones. */
  draining: z.boolean(),
});

/** GET /api/health/live: the process answers (a process manager restarts it when it does not). */
export const livenessView = z.object({ status: z.literal('ok') });
