import { once } from 'node:events';
import { envelope } from '@shop/shared/api';
import { healthView, livenessView, readinessView } from '@shop/shared/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
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

/**
 * The client sends nothing while it is still connecting (no offline queue), so a probe right after start
 * would call a Redis that is merely not connected yet "down"; it waits for the connection within the probe's time.
 */
async function pingWhenConnected(redis: Redis): Promise<unknown> {
  if (redis.status === 'connecting' || redis.status === 'connect' || redis.status === 'reconnecting') {
    await once(redis, 'ready', { signal: AbortSignal.timeout(PROBE_MS) });
  }
  return redis.ping();
}

/** A 503 that still says what was found, for the operator reading it. */
const unavailable = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(false), code: z.literal('UNAVAILABLE'), message: z.string(), data });

export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /** Whether the database answers, and Redis: 'off' when it is not configured. */
  const probeServices = async () => {
    const redis = app.redis;
    const [database, cache] = await Promise.all([
      answers(() => app.database.ping()),
      redis ? answers(() => pingWhenConnected(redis)) : Promise.resolve(null),
    ]);
    return { database, redis: cache === null ? 'off' : cache ? 'ok' : 'down' } as const;
  };
  r.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        // 503 only when the database does not answer: that is when a load balancer should look elsewhere.
        response: {
          200: envelope(healthView),
          503: unavailable(healthView),
        },
      },
    },
    async (_req, reply) => {
      const { database, redis: redisState } = await probeServices();
      const status = !database ? 'down' : redisState === 'down' ? 'degraded' : 'ok';
      const data = { status, database: database ? 'ok' : 'down', redis: redisState } as const;
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

  r.get(
    '/health/live',
    { schema: { tags: ['health'], response: { 200: envelope(livenessView) } } },
    async () => ok({ status: 'ok' as const }),
  );

  r.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        response: {
          200: envelope(readinessView),
          503: unavailable(readinessView),
        },
      },
    },
    async (_req, reply) => {
      const [{ database, redis }, storage] = await Promise.all([
        probeServices(),
        answers(() => app.storage.check()),
      ]);
      const { draining } = app.lifecycle;
      // Not Redis: without it the limits count in this instance's memory (decision 011), and a shared Redis
      // that stops would otherwise make every instance unready at once (issue 46).
      const ready = database && storage && !draining;
      const data = {
        status: ready ? 'ready' : 'not_ready',
        database: database ? 'ok' : 'down',
        redis,
        storage: storage ? 'ok' : 'down',
        draining,
      } as const;
      if (ready) return ok(data);
      return reply.status(503).send({
        success: false as const,
        code: 'UNAVAILABLE' as const,
        message: draining
          ? 'This instance is shutting down'
          : 'A service this instance needs does not answer',
        data,
      });
    },
  );
}
