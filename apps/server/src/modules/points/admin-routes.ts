import { envelope, idParam, pageOf } from '@shop/shared/api';
import { translateMessage } from '@shop/shared/messages';
import { pageNumber, perPage } from '@shop/shared/numbers';
import {
  awardBonusBody,
  pointsConfigInput,
  pointsConfigView,
  pointsStatsView,
  pointsTransactionView,
  pointsUsersQuery,
  pointsUserView,
} from '@shop/shared/points';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, requestLocale } from '../../lib/http.ts';
import { guardRoutes, requirePermission, routePermission } from '../../plugins/session.ts';
import {
  adminPointsStats,
  awardBonusPoints,
  pointsHistory,
  pointsUsers,
  savePointsConfig,
  toConfigView,
} from './service.ts';

const pageQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: pageNumber(),
  per_page: perPage(20),
});

/** Under /api/admin; the scope already requires the admin role. */
export async function adminPointsRoutes(app: FastifyInstance) {
  routePermission(app, 'points.manage');
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: points'];
  r.get(
    '/points/stats',
    {
      schema: {
        tags,
        response: {
          200: envelope(pointsStatsView),
        },
      },
    },
    async () => ok(await adminPointsStats(app.db)),
  );
  r.get(
    '/points/users',
    {
      schema: {
        tags,
        querystring: pointsUsersQuery,
        response: {
          200: envelope(pageOf(pointsUserView)),
        },
      },
    },
    async (req) => ok(await pointsUsers(app.db, req.query)),
  );
  r.get(
    '/points/users/:id/history',
    {
      schema: {
        tags,
        params: idParam,
        querystring: pageQuery,
        response: { 200: envelope(pageOf(pointsTransactionView)) },
      },
    },
    async (req) => ok(await pointsHistory(app.db, req.params.id, req.query.page, req.query.per_page)),
  );
  r.put(
    '/points/config',
    { schema: { tags, body: pointsConfigInput, response: { 200: envelope(pointsConfigView) } } },
    async (req) =>
      ok(
        toConfigView(await savePointsConfig(app.db, req.body, req.user!.id)),
        translateMessage('Configuration updated', requestLocale(req)),
      ),
  );
}

/** The spec's client awards bonus points at /api/points/award-bonus: admins only. */
export async function awardBonusRoute(app: FastifyInstance) {
  guardRoutes(app, requirePermission);
  routePermission(app, 'points.manage');
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/points/award-bonus',
      { schema: { tags: ['admin: points'], body: awardBonusBody, response: { 200: envelope(z.null()) } } },
      async (req) => {
        await awardBonusPoints(app.db, {
          userId: req.body.user_id,
          points: req.body.points,
          reason: req.body.reason,
          adminId: req.user!.id,
        });
        return ok(null, translateMessage('Points awarded', requestLocale(req)));
      },
    );
}
