import { envelope, idParam, pageOf } from '@shop/shared/api';
import { adminDiscountView, discountInput, discountListQuery } from '@shop/shared/discounts';
import { translateMessage } from '@shop/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLocale } from '../../lib/http.ts';
import { routePermission } from '../../plugins/session.ts';
import { deleteDiscount, getDiscount, listDiscounts, saveDiscount } from './service.ts';

/** Registered inside the admin scope: every route here already requires the admin role. */
export async function adminDiscountRoutes(app: FastifyInstance) {
  routePermission(app, 'discounts.manage');
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: discounts'];
  const one = envelope(adminDiscountView);

  r.get(
    '/discounts',
    {
      schema: {
        tags,
        querystring: discountListQuery,
        response: { 200: envelope(pageOf(adminDiscountView)) },
      },
    },
    async (req) => ok(await listDiscounts(app.db, req.query, requestLocale(req))),
  );
  r.get('/discounts/:id', { schema: { tags, params: idParam, response: { 200: one } } }, async (req) =>
    ok(await getDiscount(app.db, req.params.id)),
  );
  r.post(
    '/discounts',
    { schema: { tags, body: discountInput, response: { 201: one } } },
    async (req, reply) => {
      const saved = await saveDiscount(app.db, req.body, req.user!.id);
      reply.status(201);
      return ok(saved, translateMessage('Discount created', requestLocale(req)));
    },
  );
  r.put(
    '/discounts/:id',
    { schema: { tags, params: idParam, body: discountInput, response: { 200: one } } },
    async (req) => {
      await getDiscount(app.db, req.params.id);
      return ok(
        await saveDiscount(app.db, req.body, req.user!.id, req.params.id),
        translateMessage('Discount updated', requestLocale(req)),
      );
    },
  );
  r.delete(
    '/discounts/:id',
    { schema: { tags, params: idParam, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await deleteDiscount(app.db, req.params.id, req.user!.id);
      return ok(null, translateMessage('Discount deleted', requestLocale(req)));
    },
  );
}
