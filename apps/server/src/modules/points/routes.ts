import { envelope, pageOf } from '@shop/shared/api';
import { pageNumber, perPage } from '@shop/shared/numbers';
import {
  calculateDiscountBody,
  maxSpendablePoints,
  pointsConfigView,
  pointsDiscountView,
  pointsSummary,
  pointsTransactionView,
  pointsValue,
} from '@shop/shared/points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/http.ts';
import { requireUser } from '../../plugins/session.ts';
import { getPointsConfig, pointsBalance, pointsHistory, pointsSummaryOf, toConfigView } from './service.ts';

export async function pointsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['points'];

  r.get('/points/config', { schema: { tags, response: { 200: envelope(pointsConfigView) } } }, async () =>
    ok(toConfigView(await getPointsConfig(app.db))),
  );

  r.get(
    '/points',
    { schema: { tags, response: { 200: envelope(pointsSummary) } }, onRequest: requireUser },
    async (req) => ok(await pointsSummaryOf(app.db, req.user!.id)),
  );

  r.get(
    '/points/history',
    {
      schema: {
        tags,
        querystring: z.object({
          page: pageNumber(),
          per_page: perPage(20),
        }),
        response: { 200: envelope(pageOf(pointsTransactionView)) },
      },
      onRequest: requireUser,
    },
    async (req) => ok(await pointsHistory(app.db, req.user!.id, req.query.page, req.query.per_page)),
  );

  r.post(
    '/points/calculate-discount',
    {
      schema: {
        tags,
        body: calculateDiscountBody,
        response: {
          200: envelope(pointsDiscountView),
        },
      },
      onRequest: requireUser,
    },
    async (req) => {
      const [config, balance] = await Promise.all([
        getPointsConfig(app.db),
        pointsBalance(app.db, req.user!.id),
      ]);
      if (req.body.points > balance) throw new AppError('INSUFFICIENT_POINTS', 'Insufficient points');
      const max =
        req.body.subtotal === undefined ? null : maxSpendablePoints(req.body.subtotal, balance, config);
      return ok({
        points: req.body.points,
        value: pointsValue(req.body.points, config),
        balance,
        max_points: max,
      });
    },
  );
}
