import { envelope } from '@shop/shared/api';
import { translateMessage } from '@shop/shared/messages';
import { shopSettings, shopSettingsInput } from '@shop/shared/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLocale } from '../../lib/http.ts';
import { routePermission } from '../../plugins/session.ts';
import { getShopSettings, saveShopSettings } from './service.ts';

/** Under /api/admin; the scope already requires the admin role. */
export async function adminSettingsRoutes(app: FastifyInstance) {
  routePermission(app, 'settings.manage');
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: settings'];
  r.get('/settings', { schema: { tags, response: { 200: envelope(shopSettings) } } }, async () =>
    ok(await getShopSettings(app.db)),
  );
  r.put(
    '/settings',
    { schema: { tags, body: shopSettingsInput, response: { 200: envelope(shopSettings) } } },
    async (req) =>
      ok(
        await saveShopSettings(app.db, req.body, req.user!.id),
        translateMessage('Settings saved', requestLocale(req)),
      ),
  );
}
