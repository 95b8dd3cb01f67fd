import { envelope, idParam, pageOf } from '@shop/shared/api';
import { translateMessage } from '@shop/shared/messages';
import {
  adminOrderView,
  cartSummaryView,
  createOrderBody,
  orderListQuery,
  orderView,
  statusChangeBody,
  summaryBody,
} from '@shop/shared/orders';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { spend } from '../../lib/budgets.ts';
import { AppError } from '../../lib/errors.ts';
import { ok, requestLocale } from '../../lib/http.ts';
import { requirePermission, requireUser } from '../../plugins/session.ts';
import { changeOrderStatus, staffMove } from './lifecycle.ts';
import { calculateSummary, getCustomerOrder, getOrder, listOrders, placeOrder } from './service.ts';

const TOO_MANY_ORDERS = 'Too many orders in a short time. Please try again later.';
const idempotencyKey = z.string().trim().min(8).max(100).optional();

export async function orderRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  const mustFind = <T>(order: T | null): T => {
    if (!order) throw new AppError('NOT_FOUND', 'Order not found');
    return order;
  };

  r.post(
    '/orders/calculate-summary',
    {
      schema: {
        tags,
        body: summaryBody,
        response: { 200: envelope(cartSummaryView) },
      },
    },
    async (req) => ok(await calculateSummary(app.db, req.user?.id ?? null, req.body, requestLocale(req))),
  );

  r.post(
    '/orders',
    {
      schema: {
        tags,
        body: createOrderBody,
        headers: z.object({ 'idempotency-key': idempotencyKey }),
        response: { 200: envelope(orderView), 201: envelope(orderView) },
      },
      onRequest: requireUser,
    },
    async (req, reply) => {
      // Each order texts its shipping phone, which nobody proved: a stranger's number must not be flooded
      // by placing and cancelling (decision 061). Attempts count, so orders sent at once cannot slip past.
      await spend(app.budgets.ordersPlaced, `user:${req.user!.id}`, TOO_MANY_ORDERS);
      await spend(app.budgets.ordersPlaced, `phone:${req.body.shipping_address.phone}`, TOO_MANY_ORDERS);
      const locale = requestLocale(req);
      const { order, created } = await placeOrder(app.db, {
        userId: req.user!.id,
        userName: req.user!.name,
        body: req.body,
        idempotencyKey: req.headers['idempotency-key'],
        locale,
      });
      reply.status(created ? 201 : 200);
      return ok(order, translateMessage('Order placed successfully', locale));
    },
  );

  r.get(
    '/orders',
    {
      schema: { tags, querystring: orderListQuery, response: { 200: envelope(pageOf(orderView)) } },
      onRequest: requireUser,
    },
    async (req) =>
      ok(
        await listOrders(
          app.db,
          { userId: req.user!.id, page: req.query.page, perPage: req.query.per_page },
          requestLocale(req),
        ),
      ),
  );

  r.get(
    '/orders/:id',
    { schema: { tags, params: idParam, response: { 200: envelope(orderView) } }, onRequest: requireUser },
    async (req) =>
      ok(
        mustFind(
          await getCustomerOrder(
            app.db,
            { orderId: req.params.id, userId: req.user!.id },
            requestLocale(req),
          ),
        ),
      ),
  );

  r.post(
    '/orders/:id/cancel',
    { schema: { tags, params: idParam, response: { 200: envelope(orderView) } }, onRequest: requireUser },
    async (req) => {
      await spend(app.budgets.ordersCancelled, `user:${req.user!.id}`, TOO_MANY_ORDERS);
      await changeOrderStatus(app.db, {
        orderId: req.params.id,
        to: 'cancelled',
        actorId: req.user!.id,
        asCustomer: true,
      });
      const locale = requestLocale(req);
      return ok(
        mustFind(await getCustomerOrder(app.db, { orderId: req.params.id, userId: req.user!.id }, locale)),
        translateMessage('Order cancelled', locale),
      );
    },
  );

  // The spec's status change call: staff who may move orders.
  r.put(
    '/orders/:id',
    {
      schema: { tags, params: idParam, body: statusChangeBody, response: { 200: envelope(adminOrderView) } },
      config: { permission: 'orders.update' },
      onRequest: requirePermission,
    },
    async (req) => {
      await changeOrderStatus(app.db, staffMove(req.params.id, req.body, req.user!.id));
      return ok(mustFind(await getOrder(app.db, { orderId: req.params.id }, requestLocale(req))));
    },
  );
}
