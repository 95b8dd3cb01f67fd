import { envelope, idParam } from '@shop/shared/api';
import {
  categoryDetail,
  categoryNode,
  discountedProductsView,
  discountSection,
  flatCategory,
  productListQuery,
  productPage,
  productView,
  suggestions,
  suggestQuery,
} from '@shop/shared/catalog';
import { HOME_LIST_SIZE } from '@shop/shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EncodedBody, sendEncoded } from '../../lib/encoded.ts';
import { ok, requestLocale } from '../../lib/http.ts';
import { freshAnswer, type Loaded, noteProductsAnswered, rememberAnswer } from './cache.ts';
import { getCategory, getCategoryTree, getFlatCategories } from './categories.ts';
import { listLiveDiscounts } from './discounts.ts';
import { getProduct, listProducts, productIdsIn } from './products.ts';
import { suggest } from './suggest.ts';

/** Remembered answers differ by language and by the exact URL asked. */
const answerKey = (req: FastifyRequest) => `${requestLocale(req)} ${req.url}`;

const langQuery = z.object({ lang: z.enum(['ar', 'en']).optional() });
const categoryTree = envelope(z.array(categoryNode));
const categoryDetailEnvelope = envelope(categoryDetail);

export async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];
  // Signed-in shoppers browse the same catalog as everyone else; skipping their session saves two
  // queries on the busiest routes.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, anonymous: true };
    route.onRequest = [...[route.onRequest ?? []].flat(), sendRemembered];
  });

  /**
   * Catalog answers are the same for every shopper, so the serialised body is remembered per language
   * and URL (see cache.ts for when it is dropped); serialising through the route's schema keeps the
   * response contract on a miss, and a hit is sent as it is, compressed once and revalidated by its ETag.
   * Misses take turns (rememberAnswer).
   */
  const cached = async (req: FastifyRequest, reply: FastifyReply, compute: () => Promise<unknown>) => {
    const answer = await rememberAnswer(app.db, answerKey(req), async (shown) => {
      const data = await compute();
      productIdsIn(data, shown);
      return new EncodedBody(reply.serialize(data), 'application/json; charset=utf-8');
    });
    return sendAnswer(req, reply, answer);
  };
  const sendAnswer = (req: FastifyRequest, reply: FastifyReply, answer: Loaded<EncodedBody>) => {
    noteProductsAnswered(req.raw, answer.products);
    return sendEncoded(req, reply.header('cache-control', 'no-cache'), answer.value);
  };
  /**
   * A repeat of a fresh remembered answer is sent before the query is parsed against the schema and
   * checked: the answer is remembered under the exact URL, which passed those checks when it was first
   * answered. Such repeats are most of the catalog's traffic, and the checks were a tenth of their CPU.
   */
  async function sendRemembered(req: FastifyRequest, reply: FastifyReply) {
    const answer = freshAnswer<EncodedBody>(app.db, answerKey(req));
    if (answer) return sendAnswer(req, reply, answer);
  }

  r.get(
    '/products',
    { schema: { tags, querystring: productListQuery, response: { 200: envelope(productPage) } } },
    async (req, reply) =>
      cached(req, reply, async () => ok(await listProducts(app.db, req.query, requestLocale(req)))),
  );
  r.get(
    '/search/suggest',
    { schema: { tags, querystring: suggestQuery, response: { 200: envelope(suggestions) } } },
    async (req, reply) =>
      cached(req, reply, async () => ok(await suggest(app.db, req.query.q, requestLocale(req)))),
  );
  r.get(
    '/products/featured',
    { schema: { tags, querystring: langQuery, response: { 200: envelope(z.array(productView)) } } },
    async (req, reply) =>
      cached(req, reply, async () => {
        const page = await listProducts(
          app.db,
          { featured: true, page: 1, limit: HOME_LIST_SIZE, sort: 'created_at', order: 'desc' },
          requestLocale(req),
        );
        return ok(page.data);
      }),
  );
  r.get(
    '/products/discounts',
    {
      schema: {
        tags,
        querystring: productListQuery.omit({ discount: true }),
        response: { 200: envelope(discountedProductsView) },
      },
    },
    async (req, reply) =>
      cached(req, reply, async () => {
        const locale = requestLocale(req);
        const [sections, page] = await Promise.all([
          listLiveDiscounts(app.db, locale),
          listProducts(app.db, { ...req.query, discount: true }, locale),
        ]);
        return ok({ discounts: sections, data: page });
      }),
  );
  r.get(
    '/products/categories',
    { schema: { tags, querystring: langQuery, response: { 200: categoryTree } } },
    async (req, reply) =>
      cached(req, reply, async () => ok(await getCategoryTree(app.db, requestLocale(req)))),
  );
  r.get(
    '/products/:id',
    { schema: { tags, params: idParam, querystring: langQuery, response: { 200: envelope(productView) } } },
    async (req, reply) =>
      cached(req, reply, async () => ok(await getProduct(app.db, req.params.id, requestLocale(req)))),
  );

  r.get(
    '/discounts/active',
    { schema: { tags, querystring: langQuery, response: { 200: envelope(z.array(discountSection)) } } },
    async (req, reply) =>
      cached(req, reply, async () => ok(await listLiveDiscounts(app.db, requestLocale(req)))),
  );

  for (const path of ['/categories', '/categories/tree']) {
    r.get(
      path,
      { schema: { tags, querystring: langQuery, response: { 200: categoryTree } } },
      async (req, reply) =>
        cached(req, reply, async () => ok(await getCategoryTree(app.db, requestLocale(req)))),
    );
  }
  r.get(
    '/categories/roots',
    { schema: { tags, querystring: langQuery, response: { 200: categoryTree } } },
    async (req, reply) =>
      cached(req, reply, async () => ok(await getCategoryTree(app.db, requestLocale(req)))),
  );
  r.get(
    '/categories/flat',
    {
      schema: {
        tags,
        querystring: langQuery,
        response: { 200: envelope(z.array(flatCategory)) },
      },
    },
    async (req, reply) =>
      cached(req, reply, async () => ok(await getFlatCategories(app.db, requestLocale(req)))),
  );
  r.get(
    '/categories/slug/:slug',
    {
      schema: {
        tags,
        params: z.object({ slug: z.string().min(1).max(120) }),
        querystring: langQuery,
        response: { 200: categoryDetailEnvelope },
      },
    },
    async (req, reply) =>
      cached(req, reply, async () => ok(await getCategory(app.db, req.params.slug, requestLocale(req)))),
  );
  r.get(
    '/categories/:id',
    { schema: { tags, params: idParam, querystring: langQuery, response: { 200: categoryDetailEnvelope } } },
    async (req, reply) =>
      cached(req, reply, async () =>
        ok(await getCategory(app.db, String(req.params.id), requestLocale(req))),
      ),
  );
}
