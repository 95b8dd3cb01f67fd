import { envelope, idParam, pageOf } from '@shop/shared/api';
import {
  adminCategoryView,
  adminProductQuery,
  adminProductView,
  categoryActiveBody,
  categoryInput,
  categoryReorderBody,
  productDeleteOutcome,
  productInput,
  productPatch,
} from '@shop/shared/catalog-admin';
import { translateMessage } from '@shop/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLocale } from '../../lib/http.ts';
import { guardRoutes, requirePermission, routePermission } from '../../plugins/session.ts';
import {
  deleteCategory,
  deleteProduct,
  getAdminCategory,
  getAdminProduct,
  listAdminCategories,
  listAdminProducts,
  patchProduct,
  reorderCategories,
  saveCategory,
  saveProduct,
  setCategoryActive,
} from './admin-service.ts';

const productEnvelope = envelope(adminProductView);
const categoryEnvelope = envelope(adminCategoryView);
const empty = envelope(z.null());

/** Under /api/admin; the scope already requires the admin role. */
export async function adminCatalogRoutes(app: FastifyInstance) {
  routePermission(app, 'catalog.manage');
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: catalog'];
  const say = (req: FastifyRequest, m: string) => translateMessage(m, requestLocale(req));

  r.get(
    '/products',
    {
      schema: { tags, querystring: adminProductQuery, response: { 200: envelope(pageOf(adminProductView)) } },
    },
    async (req) => ok(await listAdminProducts(app.db, req.query)),
  );
  r.get(
    '/products/:id',
    { schema: { tags, params: idParam, response: { 200: productEnvelope } } },
    async (req) => ok(await getAdminProduct(app.db, req.params.id)),
  );
  r.post(
    '/products',
    { schema: { tags, body: productInput, response: { 201: productEnvelope } } },
    async (req, reply) => {
      const saved = await saveProduct(app.db, req.body, req.user!.id);
      reply.status(201);
      return ok(saved, say(req, 'Product created'));
    },
  );
  r.put(
    '/products/:id',
    { schema: { tags, params: idParam, body: productInput, response: { 200: productEnvelope } } },
    async (req) => {
      await getAdminProduct(app.db, req.params.id);
      return ok(
        await saveProduct(app.db, req.body, req.user!.id, req.params.id),
        say(req, 'Product updated'),
      );
    },
  );
  r.patch(
    '/products/:id',
    { schema: { tags, params: idParam, body: productPatch, response: { 200: productEnvelope } } },
    async (req) =>
      ok(await patchProduct(app.db, req.params.id, req.body, req.user!.id), say(req, 'Product updated')),
  );
  // The spec's client toggles "featured" at this path with a GET; a change of state needs a POST and its
  // CSRF token, so the path is kept and the method is not (a link or an image tag must not change the shop).
  r.post(
    '/products/featured/:id/:flag',
    {
      schema: {
        tags,
        params: idParam.extend({ flag: z.enum(['0', '1', 'true', 'false']) }),
        response: { 200: productEnvelope },
      },
    },
    async (req) =>
      ok(
        await patchProduct(
          app.db,
          req.params.id,
          { featured: req.params.flag === '1' || req.params.flag === 'true' },
          req.user!.id,
        ),
      ),
  );
  r.delete(
    '/products/:id',
    {
      schema: {
        tags,
        params: idParam,
        response: { 200: envelope(productDeleteOutcome) },
      },
    },
    async (req) => {
      const outcome = await deleteProduct(app.db, req.params.id, req.user!.id);
      return ok(
        { outcome },
        say(req, outcome === 'archived' ? 'The product has orders, so it was archived' : 'Product deleted'),
      );
    },
  );

  r.get(
    '/categories',
    { schema: { tags, response: { 200: envelope(z.array(adminCategoryView)) } } },
    async () => ok(await listAdminCategories(app.db)),
  );
  r.get(
    '/categories/:id',
    { schema: { tags, params: idParam, response: { 200: categoryEnvelope } } },
    async (req) => ok(await getAdminCategory(app.db, req.params.id)),
  );
  r.post(
    '/categories',
    { schema: { tags, body: categoryInput, response: { 201: categoryEnvelope } } },
    async (req, reply) => {
      const saved = await saveCategory(app.db, req.body, req.user!.id);
      reply.status(201);
      return ok(saved, say(req, 'Category created'));
    },
  );
  r.put(
    '/categories/:id',
    { schema: { tags, params: idParam, body: categoryInput, response: { 200: categoryEnvelope } } },
    async (req) => {
      await getAdminCategory(app.db, req.params.id);
      return ok(
        await saveCategory(app.db, req.body, req.user!.id, req.params.id),
        say(req, 'Category updated'),
      );
    },
  );
  r.patch(
    '/categories/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: categoryActiveBody,
        response: { 200: categoryEnvelope },
      },
    },
    async (req) =>
      ok(
        await setCategoryActive(app.db, req.params.id, req.body.is_active, req.user!.id),
        say(req, 'Category updated'),
      ),
  );
  r.delete(
    '/categories/:id',
    { schema: { tags, params: idParam, response: { 200: empty } } },
    async (req) => {
      await deleteCategory(app.db, req.params.id, req.user!.id);
      return ok(null, say(req, 'Category deleted'));
    },
  );
  r.post(
    '/categories/batch-reorder',
    { schema: { tags, body: categoryReorderBody, response: { 200: empty } } },
    async (req) => {
      await reorderCategories(app.db, req.body.updates, req.user!.id);
      return ok(null, say(req, 'Categories reordered'));
    },
  );
}

/** The spec's client also calls some admin actions without the /admin prefix; same handlers, same guard. */
export async function adminCatalogAliases(app: FastifyInstance) {
  guardRoutes(app, requirePermission);
  routePermission(app, 'catalog.manage');
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: catalog'];
  r.put(
    '/products/:id',
    { schema: { tags, params: idParam, body: productInput, response: { 200: productEnvelope } } },
    async (req) => {
      await getAdminProduct(app.db, req.params.id);
      return ok(await saveProduct(app.db, req.body, req.user!.id, req.params.id));
    },
  );
  r.delete(
    '/products/:id',
    {
      schema: {
        tags,
        params: idParam,
        response: { 200: envelope(productDeleteOutcome) },
      },
    },
    async (req) => ok({ outcome: await deleteProduct(app.db, req.params.id, req.user!.id) }),
  );
  r.post(
    '/categories',
    { schema: { tags, body: categoryInput, response: { 201: categoryEnvelope } } },
    async (req, reply) => {
      reply.status(201);
      return ok(await saveCategory(app.db, req.body, req.user!.id));
    },
  );
  r.delete(
    '/categories/:id',
    { schema: { tags, params: idParam, response: { 200: empty } } },
    async (req) => {
      await deleteCategory(app.db, req.params.id, req.user!.id);
      return ok(null);
    },
  );
  r.post(
    '/categories/batch-reorder',
    { schema: { tags, body: categoryReorderBody, response: { 200: empty } } },
    async (req) => {
      await reorderCategories(app.db, req.body.updates, req.user!.id);
      return ok(null);
    },
  );
}
