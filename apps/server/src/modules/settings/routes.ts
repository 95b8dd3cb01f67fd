import { envelope } from '@shop/shared/api';
import { publicConfig } from '@shop/shared/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLocale } from '../../lib/http.ts';
import { getShippingSettings, getShopSettings } from './service.ts';

export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/config',
    { schema: { tags: ['settings'], response: { 200: envelope(publicConfig) } } },
    async (req) => {
      const [shipping, shop] = await Promise.all([getShippingSettings(app.db), getShopSettings(app.db)]);
      const locale = requestLocale(req);
      const contact = shop.contact;
      return ok({
        demo: app.config.seedDemo,
        free_shipping_threshold: shipping.freeShippingThreshold,
        shipping_fee: shipping.shippingFee,
        map_tile_url: app.config.mapTileUrl,
        // Card and wallet methods appear only once a payment provider is configured; none is yet.
        payment_methods: ['cash_on_delivery'],
        contact: {
          name: locale === 'en' ? contact.name_en : contact.name_ar,
          city: locale === 'en' ? contact.city_en : contact.city_ar,
          phones: contact.phones,
          email: contact.email,
        },
      });
    },
  );
}
