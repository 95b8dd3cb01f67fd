import { envelope } from '@shop/shared/api';
import { dashboardStatsView } from '@shop/shared/dashboard';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/http.ts';
import { routePermission } from '../../plugins/session.ts';
import { dashboardStats } from './service.ts';

/** Under /api/admin; the scope already requires the admin role. */
export async function adminDashboardRoutes(app: FastifyInstance) {
  routePermission(app, 'dashboard.read');
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/dashboard/stats',
      { schema: { tags: ['admin: dashboard'], response: { 200: envelope(dashboardStatsView) } } },
      async () => ok(await dashboardStats(app.db)),
    );
}
