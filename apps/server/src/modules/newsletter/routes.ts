import { envelope } from '@shop/shared/api';
import { translateMessage } from '@shop/shared/messages';
import { newsletterBody } from '@shop/shared/newsletter';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLocale } from '../../lib/http.ts';
import { subscribe } from './service.ts';

export async function newsletterRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/newsletter/subscribe',
    {
      schema: { tags: ['newsletter'], body: newsletterBody, response: { 200: envelope(z.null()) } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) => {
      const locale = requestLocale(req);
      await subscribe(app.db, req.body.email, locale);
      return ok(null, translateMessage('Subscribed successfully', locale));
    },
  );
}
