import { envelope } from '@shop/shared/api';
import { healthView } from '@shop/shared/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http.ts';

/** A dependency that does not answer within this is down for the probe, rather than hanging it. */
const PROBE_MS = 2000;

async function answers(probe: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_MS);
  });
  try {
    return await Promise.race([probe().then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        // 503 only when the database does not answer: that is when a load balancer should look elsewhere.
        response: {
          200: envelope(healthView),
          503: z.object({
            success: z.literal(false),
            code: z.literal('UNAVAILABLE'),
            message: z.string(),
            data: healthView,
          }),
        },
      },
    },
    async (_req, reply) => {
      const redis = app.redis;
      const [database, cache] = await Promise.all([
        answers(() => app.database.ping()),
        redis ? answers(() => redis.ping()) : Promise.resolve(null),
      ]);
      const redisState = cache === null ? 'off' : cache ? 'ok' : 'down';
      const status = !database ? 'down' : redisState === 'down' ? 'degraded' : 'ok';
      const data = { status, database: app.database.kind, redis: redisState } as const;
      if (!database) {
        return reply.status(503).send({
          success: false as const,
          code: 'UNAVAILABLE' as const,
          message: 'The database does not answer',
          data,
        });
      }
      return ok(data);
    },
  );
}
