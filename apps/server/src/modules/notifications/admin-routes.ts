import { envelope, idParam, pageOf } from '@shop/shared/api';
import { translateMessage } from '@shop/shared/messages';
import { adminNotificationsQuery, adminNotificationView } from '@shop/shared/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLocale } from '../../lib/http.ts';
import { routePermission } from '../../plugins/session.ts';
import { listMessages, retryMessage } from './service.ts';

/** Under /api/admin: the outbox as staff see it (never a message's content) and a retry. */
export async function adminNotificationRoutes(app: FastifyInstance) {
  routePermission(app, 'settings.manage');
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: notifications'];

  r.get(
    '/notifications',
    {
      schema: {
        tags,
        querystring: adminNotificationsQuery,
        response: { 200: envelope(pageOf(adminNotificationView)) },
      },
    },
    async (req) => ok(await listMessages(app.db, req.query)),
  );

  r.post(
    '/notifications/:id/retry',
    { schema: { tags, params: idParam, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await retryMessage(app.db, req.params.id);
      return ok(null, translateMessage('The message is queued again', requestLocale(req)));
    },
  );
}
