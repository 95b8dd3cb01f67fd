import { formatMoney } from '@shop/shared/money';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { chosenLocale, requestLocale } from '../../lib/http.ts';
import type { PageMeta } from '../../plugins/meta.ts';
import type { DescribePage } from '../../plugins/web.ts';
import { getCategory } from './categories.ts';
import { getProduct } from './products.ts';

const SHOP = { ar: 'صيدلية الشفاء', en: 'Al-Shifa Pharmacy' } as const;

/**
 * The HTML of product and category pages carries their own title and Open Graph tags, for link
 * previews in messaging apps. Anything that cannot be described falls back to the plain web app.
 */
export async function catalogPages(app: FastifyInstance) {
  const send = app.sendSpa;
  if (!send) return;

  /**
   * A page whose product or category cannot be described is the plain app; a missing product answers 404 so
   * crawlers drop it, a missing category the list's own "category not found".
   */
  const described =
    (build: () => Promise<PageMeta & { productId?: number }>, missing = 200): DescribePage =>
    async () => {
      try {
        const { productId, ...meta } = await build();
        return { meta, products: productId ? [productId] : [] };
      } catch (err) {
        if (err instanceof AppError) return { status: err.status === 404 ? missing : 200 };
        throw err;
      }
    };

  app.get(
    '/products/:id',
    { schema: { hide: true } },
    (req: FastifyRequest<{ Params: { id: string } }>, reply) => {
      const id = Number(req.params.id);
      // No such product (or a hidden one): the app shows its not-found state, and crawlers get a 404.
      if (!Number.isSafeInteger(id) || id <= 0) return send(req, reply, async () => ({ status: 404 }));
      const locale = chosenLocale(req) ?? requestLocale(req);
      return send(
        req,
        reply,
        described(async () => {
          const p = await getProduct(app.db, id, locale);
          const price = formatMoney(p.discounted_price, locale);
          return {
            locale,
            type: 'product' as const,
            title: `${p.name} — ${price} | ${SHOP[locale]}`,
            description: p.description || p.name,
            url: `/products/${p.id}`,
            image: p.image,
            price: p.discounted_price,
            productId: p.id,
          };
        }, 404),
      );
    },
  );

  app.get(
    '/products',
    { schema: { hide: true } },
    (req: FastifyRequest<{ Querystring: { category?: string } }>, reply) => {
      const ref = req.query.category;
      if (typeof ref !== 'string' || !ref) return send(req, reply);
      const locale = chosenLocale(req) ?? requestLocale(req);
      return send(
        req,
        reply,
        described(async () => {
          const c = await getCategory(app.db, ref, locale);
          return {
            locale,
            title: `${c.name} | ${SHOP[locale]}`,
            description: c.description || c.name,
            url: `/products?category=${encodeURIComponent(c.slug)}`,
            image: c.image,
          };
        }),
      );
    },
  );
}
