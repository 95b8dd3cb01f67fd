import { envelope } from '@shop/shared/api';
import { translateMessage } from '@shop/shared/messages';
import { notificationPreferences } from '@shop/shared/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLocale } from '../../lib/http.ts';
import { guardRoutes, requireUser } from '../../plugins/session.ts';
import { getPreferences, savePreferences } from './service.ts';

/** The signed-in customer's own choice of channels for order updates. */
export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];
  guardRoutes(app, requireUser);

  r.get(
    '/profile/notifications',
    { schema: { tags, response: { 200: envelope(notificationPreferences) } } },
    async (req) => ok(await getPreferences(app.db, req.user!.id)),
  );

  r.put(
    '/profile/notifications',
    {
      schema: { tags, body: notificationPreferences, response: { 200: envelope(notificationPreferences) } },
    },
    async (req) =>
      ok(
        await savePreferences(app.db, req.user!.id, req.body),
        translateMessage('Notification preferences saved', requestLocale(req)),
      ),
  );
}
