import { envelope, idParam, pageOf } from '@shop/shared/api';
import { translateMessage } from '@shop/shared/messages';
import { adminOrderQuery, adminOrderView, statusChangeBody } from '@shop/shared/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { ok, requestLocale } from '../../lib/http.ts';
import { routePermission } from '../../plugins/session.ts';
import { changeOrderStatus, staffMove } from './lifecycle.ts';
import { getOrder, listAdminOrders } from './service.ts';

/** Under /api/admin: reading needs orders.read, moving an order orders.update. */
export async function adminOrderRoutes(app: FastifyInstance) {
  routePermission(app, 'orders.read');
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: orders'];
  const load = async (id: number, locale: 'ar' | 'en') => {
    const order = await getOrder(app.db, { orderId: id }, locale);
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    return order;
  };

  r.get(
    '/orders',
    { schema: { tags, querystring: adminOrderQuery, response: { 200: envelope(pageOf(adminOrderView)) } } },
    async (req) => ok(await listAdminOrders(app.db, req.query, requestLocale(req))),
  );
  r.get(
    '/orders/:id',
    { schema: { tags, params: idParam, response: { 200: envelope(adminOrderView) } } },
    async (req) => ok(await load(req.params.id, requestLocale(req))),
  );
  r.put(
    '/orders/:id/status',
    {
      config: { permission: 'orders.update' },
      schema: { tags, params: idParam, body: statusChangeBody, response: { 200: envelope(adminOrderView) } },
    },
    async (req) => {
      await changeOrderStatus(app.db, staffMove(req.params.id, req.body, req.user!.id));
      const locale = requestLocale(req);
      return ok(await load(req.params.id, locale), translateMessage('Order status updated', locale));
    },
  );
}
