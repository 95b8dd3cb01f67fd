import { z } from 'zod';

/** GET /api/health: what a load balancer or an operator reads. */
export const healthView = z.object({
  /** degraded: the shop works without something (Redis: limits count per process); down: it does not. */
  status: z.enum(['ok', 'degraded', 'down']),
  database: z.enum(['pglite', 'postgres']),
  /** off: REDIS_URL is not set. */
  redis: z.enum(['ok', 'down', 'off']),
});
export type HealthView = z.infer<typeof healthView>;
