import { envelope } from '@shop/shared/api';
import { formatIraqiMobile, whatsappLink } from '@shop/shared/phone';
import { publicConfig } from '@shop/shared/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EncodedBody, sendEncoded } from '../../lib/encoded.ts';
import { ok, requestLocale } from '../../lib/http.ts';
import { remember } from '../catalog/cache.ts';
import { getShopSettings, shippingFor } from './service.ts';

export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/config',
    { schema: { tags: ['settings'], response: { 200: envelope(publicConfig) } } },
    // Asked by every page (and by every page the server renders), and changed only with the settings, which
    // drop it with the catalogue's remembered answers (saveShopSettings).
    async (req, reply) => {
      const locale = requestLocale(req);
      const answer = await remember(app.db, `config:${locale}`, async () => {
        const data = await publicConfigFor(locale === 'en');
        return new EncodedBody(reply.serialize(data), 'application/json; charset=utf-8');
      });
      return sendEncoded(req, reply.header('cache-control', 'no-cache'), answer);
    },
  );

  async function publicConfigFor(en: boolean) {
    const shop = await getShopSettings(app.db);
    const shipping = shippingFor(shop);
    const contact = shop.contact;
    return ok({
      demo: app.config.seedDemo,
      free_shipping_threshold: shipping.freeShippingThreshold,
      shipping_fee: shipping.shippingFee,
      map_tile_url: app.config.mapTileUrl,
      // Card and wallet methods appear only once a payment provider is configured; none is yet.
      payment_methods: ['cash_on_delivery'],
      return_window_days: shop.return_window_days,
      contact: {
        name: en ? contact.name_en : contact.name_ar,
        city: en ? contact.city_en : contact.city_ar,
        address: en ? contact.address_en : contact.address_ar,
        phones: contact.phones,
        whatsapp: formatIraqiMobile(contact.whatsapp),
        whatsapp_url: whatsappLink(contact.whatsapp),
        email: contact.email,
        licence_number: contact.licence_number,
        pharmacist: en ? contact.pharmacist_en : contact.pharmacist_ar,
        hours: (en ? contact.hours_en : contact.hours_ar)
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      },
    });
  }
}
