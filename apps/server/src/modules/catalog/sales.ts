import { and, eq, gte, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { orderItems, orders, products } from '../../db/schema.ts';

/**
 * Units sold per product in the last `days` days (a rolling window ending now): the order lines of
 * orders placed since then and not cancelled, summed. The window's orders come by `orders_created_idx`
 * and their lines by `order_items_order_idx` (PostgreSQL reads all lines in one pass instead while the
 * whole history is small), so the cost follows what the window holds, not the order history.
 */
export function unitsSoldSince(db: Db, days: number) {
  return db
    .select({
      productId: orderItems.productId,
      units: sql<number>`sum(${orderItems.quantity})::int`.as('units'),
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        gte(orders.createdAt, sql`now() - make_interval(days => ${days})`),
        ne(orders.status, 'cancelled'),
        isNotNull(orderItems.productId),
      ),
    )
    .groupBy(orderItems.productId);
}

export interface SalesRank {
  id: number;
  units: number;
}

/**
 * One page of the products matching `where`, ranked by units sold in the last `days` days (then by id,
 * in the same direction), with those units.
 *
 * Ordering every matching product by a sum computed per request would read and sort the whole catalogue
 * (100,000 rows) for each page. Instead the page is drawn from two short, already ordered runs: the
 * products that sold in the window (few, sorted by their units, each looked up by primary key) and the
 * ones that did not (walked along the primary key, skipping the sold ones), each cut at the page's end.
 */
export async function rankBySalesSince(
  db: Db,
  input: { where: SQL | undefined; days: number; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<SalesRank[]> {
  const { days, limit, offset } = input;
  const where = input.where ?? sql`true`;
  const dir = sql.raw(input.order === 'desc' ? 'desc' : 'asc');
  const reach = offset + limit;
  const rows = await queryRows<{ id: number; units: number }>(
    db,
    sql`with sold as (${unitsSoldSince(db, days)})
      select ranked.id, ranked.units from (
        (select ${products.id} as id, sold.units
          from (select product_id, units from sold order by units ${dir}, product_id ${dir}) sold
          join ${products} on ${products.id} = sold.product_id
          where ${where}
          order by sold.units ${dir}, sold.product_id ${dir}
          limit ${reach})
        union all
        (select ${products.id} as id, 0 as units
          from ${products}
          where ${where} and not exists (select 1 from sold where sold.product_id = ${products.id})
          order by ${products.id} ${dir}
          limit ${reach})
      ) ranked
      order by ranked.units ${dir}, ranked.id ${dir}
      limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ id: Number(r.id), units: Number(r.units) }));
}
