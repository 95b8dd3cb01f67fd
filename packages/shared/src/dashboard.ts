import { z } from 'zod';

/** GET /api/admin/dashboard/stats: the back office's front page. */
export const dashboardStatsView = z.object({
  stats: z.object({
    totalProducts: z.number(),
    totalOrders: z.number(),
    totalUsers: z.number(),
    /** All delivered orders, less refunds (decision 067). */
    totalRevenue: z.number(),
    pendingOrders: z.number(),
    lowStockProducts: z.number(),
  }),
  /** The five newest orders; `user_name` null means a guest. */
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
  /**
   * One point per day of the last 30 days: orders placed that day, and that day's revenue by the card's
   * definition (delivered that day, less refunded that day; negative when refunds outweigh deliveries).
   */
  chart: z.array(z.object({ date: z.string(), orders: z.number(), revenue: z.number() })),
});
export type DashboardStats = z.infer<typeof dashboardStatsView>;
