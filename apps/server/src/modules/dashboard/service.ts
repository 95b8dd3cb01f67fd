import { count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { orders, products, users } from '../../db/schema.ts';
import { stockStatusCondition } from '../catalog/stock.ts';

const CHART_DAYS = 30;

/**
 * The back-office's first screen. Revenue counts delivered orders only: with cash on delivery, money
 * is in the shop's hands when the courier hands the parcel over.
 */
export async function dashboardStats(db: Db) {
  const [[p], [o], [u], recent, chart] = await Promise.all([
    db
      .select({
        total: count(),
        low: sql<number>`count(*) filter (where ${stockStatusCondition.low_stock} and ${products.status} = 'active')::int`,
      })
      .from(products)
      .where(ne(products.status, 'archived')),
    db
      .select({
        total: count(),
        pending: sql<number>`count(*) filter (where ${orders.status} = 'pending')::int`,
        revenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${orders.status} = 'delivered'), 0)::bigint`,
      })
      .from(orders),
    db.select({ total: count() }).from(users),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        userName: users.name,
        status: orders.status,
        total: orders.total,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(5),
    queryRows<{ day: string; orders: number; revenue: number }>(
      db,
      sql`select to_char(d.day, 'YYYY-MM-DD') as day,
            count(o.id)::int as orders,
            coalesce(sum(o.total) filter (where o.status <> 'cancelled'), 0)::bigint as revenue
          from generate_series(current_date - ${CHART_DAYS - 1}::int, current_date, interval '1 day') as d(day)
          left join ${orders} o on o.created_at >= d.day and o.created_at < d.day + interval '1 day'
          group by d.day order by d.day`,
    ),
  ]);
  return {
    stats: {
      totalProducts: Number(p?.total ?? 0),
      totalOrders: Number(o?.total ?? 0),
      totalUsers: Number(u?.total ?? 0),
      totalRevenue: Number(o?.revenue ?? 0),
      pendingOrders: o?.pending ?? 0,
      lowStockProducts: p?.low ?? 0,
    },
    recentOrders: recent.map((r) => ({
      id: r.id,
      order_number: r.orderNumber,
      user_name: r.userName,
      status: r.status,
      total: r.total,
      created_at: r.createdAt.toISOString(),
    })),
    chart: chart.map((c) => ({ date: c.day, orders: Number(c.orders), revenue: Number(c.revenue) })),
  };
}
