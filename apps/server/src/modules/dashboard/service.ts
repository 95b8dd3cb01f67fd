import { count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { orders, products, returns, users } from '../../db/schema.ts';
import { stockStatusCondition } from '../catalog/stock.ts';

const CHART_DAYS = 30;

/**
 * Revenue, defined once for the card and the chart (decision 067): what delivered orders brought in, less
 * what refunds gave back. With cash on delivery the money is in the shop's hands when the courier hands the
 * parcel over, so an order counts on the day it was delivered and a refund on the day it was paid; orders
 * still on their way, and cancelled ones, count nothing.
 */
const deliveredSince = (since: SQL) =>
  sql`select coalesce(${orders.deliveredAt}, ${orders.updatedAt}) as at, ${orders.total} as amount from ${orders}
      where ${orders.status} = 'delivered' and coalesce(${orders.deliveredAt}, ${orders.updatedAt}) >= ${since}`;
const refundedSince = (since: SQL) =>
  sql`select ${returns.closedAt} as at, -${returns.refundAmount} as amount from ${returns}
      where ${returns.status} = 'refunded' and ${returns.refundAmount} is not null and ${returns.closedAt} >= ${since}`;
/** Every movement of revenue since a moment: + a delivered order's total, - a refund. */
const revenueMovements = (since: SQL) => sql`(${deliveredSince(since)} union all ${refundedSince(since)})`;

/** The back-office's first screen. */
export async function dashboardStats(db: Db) {
  const chartStart = sql`(current_date - ${CHART_DAYS - 1}::int)::timestamp`;
  const [[p], [o], [u], [revenue], recent, chart] = await Promise.all([
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
      })
      .from(orders),
    db.select({ total: count() }).from(users),
    queryRows<{ total: number | string }>(
      db,
      sql`select coalesce(sum(m.amount), 0)::bigint as total from ${revenueMovements(sql`'-infinity'::timestamptz`)} m`,
    ),
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
    // Bars: orders placed each day. Line: the day's revenue, by the definition above.
    queryRows<{ day: string; orders: number; revenue: number | string }>(
      db,
      sql`with placed as (
            select ${orders.createdAt}::date as day, count(*)::int as n from ${orders}
            where ${orders.createdAt} >= ${chartStart} group by 1
          ), earned as (
            select m.at::date as day, sum(m.amount) as amount from ${revenueMovements(chartStart)} m group by 1
          )
          select to_char(d.day, 'YYYY-MM-DD') as day,
            coalesce(placed.n, 0)::int as orders,
            coalesce(earned.amount, 0)::bigint as revenue
          from generate_series(current_date - ${CHART_DAYS - 1}::int, current_date, interval '1 day') as d(day)
          left join placed on placed.day = d.day::date
          left join earned on earned.day = d.day::date
          order by d.day`,
    ),
  ]);
  return {
    stats: {
      totalProducts: Number(p?.total ?? 0),
      totalOrders: Number(o?.total ?? 0),
      totalUsers: Number(u?.total ?? 0),
      totalRevenue: Number(revenue?.total ?? 0),
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
