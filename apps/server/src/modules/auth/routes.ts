import { envelope } from '@shop/shared/api';
import { loginBody, userView } from '@shop/shared/auth';
import { translateMessage } from '@shop/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { ok, requestLocale } from '../../lib/http.ts';
import { requireUser } from '../../plugins/session.ts';
import { getUserView } from '../users/queries.ts';
import { authenticate } from './service.ts';

const userEnvelope = envelope(z.object({ user: userView }));

/** Login lives at the web root as the spec's client expects; the rest of auth under /api. */
export async function authRootRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/login',
    {
      schema: { tags: ['auth'], body: loginBody, response: { 200: userEnvelope } },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const userId = await authenticate(app.db, req.body);
      await reply.startSession({ userId, remember: req.body.remember });
      const user = await getUserView(app.db, userId);
      return ok({ user: user! }, translateMessage('Login successful', requestLocale(req)));
    },
  );
}

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/user',
    { schema: { tags: ['auth'], response: { 200: envelope(userView) } }, preHandler: requireUser },
    async (req) => {
      const user = await getUserView(app.db, req.user!.id);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Unauthenticated');
      return ok(user);
    },
  );
  r.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 200: envelope(z.null()) } } },
    async (req, reply) => {
      await reply.endSession();
      return ok(null, translateMessage('Logged out', requestLocale(req)));
    },
  );
}
