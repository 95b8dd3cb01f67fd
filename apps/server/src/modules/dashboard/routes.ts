import { envelope } from '@shop/shared/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/http.ts';
import { dashboardStats } from './service.ts';

const stats = z.object({
  stats: z.object({
    totalProducts: z.number(),
    totalOrders: z.number(),
    totalUsers: z.number(),
    totalRevenue: z.number(),
    pendingOrders: z.number(),
    lowStockProducts: z.number(),
  }),
  recentOrders: z.array(
    z.object({
      id: z.number(),
      order_number: z.string(),
      user_name: z.string().nullable(),
      status: z.string(),
      total: z.number(),
      created_at: z.string(),
    }),
  ),
  chart: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
});

/** Under /api/admin; the scope already requires the admin role. */
export async function adminDashboardRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/dashboard/stats',
      { schema: { tags: ['admin: dashboard'], response: { 200: envelope(stats) } } },
      async () => ok(await dashboardStats(app.db)),
    );
}
