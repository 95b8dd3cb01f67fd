import { envelope, idParam, pageOf } from '@shop/shared/api';
import {
  adjustStockBody,
  expiryQuery,
  expiryReportView,
  lowStockProductView,
  lowStockQuery,
  movementQuery,
  movementView,
  productStockView,
  receiveBatchBody,
  writeOffBody,
} from '@shop/shared/inventory';
import { translateMessage } from '@shop/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLocale } from '../../lib/http.ts';
import { routePermission } from '../../plugins/session.ts';
import {
  adjustStock,
  expiryReport,
  lowStockProducts,
  productMovements,
  productStock,
  receiveBatch,
  writeOffBatch,
} from './service.ts';

/** Batches, counted corrections, write-offs and the ledger, under /api/admin (decision 020). */
export async function adminInventoryRoutes(app: FastifyInstance) {
  routePermission(app, 'inventory.manage');
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: inventory'];
  const stockEnvelope = envelope(productStockView);

  r.get(
    '/products/:id/stock',
    { schema: { tags, params: idParam, response: { 200: stockEnvelope } } },
    async (req) => ok(await productStock(app.db, req.params.id)),
  );

  r.post(
    '/products/:id/batches',
    { schema: { tags, params: idParam, body: receiveBatchBody, response: { 201: stockEnvelope } } },
    async (req, reply) => {
      const stock = await receiveBatch(app.db, req.params.id, req.body, req.user!.id);
      reply.status(201);
      return ok(stock, translateMessage('Batch received', requestLocale(req)));
    },
  );

  r.post(
    '/products/:id/adjustments',
    { schema: { tags, params: idParam, body: adjustStockBody, response: { 200: stockEnvelope } } },
    async (req) =>
      ok(
        await adjustStock(app.db, req.params.id, req.body, req.user!.id),
        translateMessage('Stock corrected', requestLocale(req)),
      ),
  );

  r.get(
    '/products/:id/movements',
    {
      schema: {
        tags,
        params: idParam,
        querystring: movementQuery,
        response: { 200: envelope(pageOf(movementView)) },
      },
    },
    async (req) => ok(await productMovements(app.db, req.params.id, req.query.page, req.query.per_page)),
  );

  r.post(
    '/batches/:id/write-off',
    { schema: { tags, params: idParam, body: writeOffBody, response: { 200: stockEnvelope } } },
    async (req) =>
      ok(
        await writeOffBatch(app.db, req.params.id, req.body, req.user!.id),
        translateMessage('Written off', requestLocale(req)),
      ),
  );

  r.get(
    '/inventory/expiry',
    { schema: { tags, querystring: expiryQuery, response: { 200: envelope(expiryReportView) } } },
    async (req) => ok(await expiryReport(app.db, requestLocale(req))),
  );

  r.get(
    '/inventory/low-stock',
    {
      schema: { tags, querystring: lowStockQuery, response: { 200: envelope(pageOf(lowStockProductView)) } },
    },
    async (req) => ok(await lowStockProducts(app.db, req.query, requestLocale(req))),
  );
}
