import { eq, type SQL, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { now } from '../../lib/clock.ts';
import { salesChanged, stockChanged } from './cache.ts';

/**
 * The product row's stock and sales figures. The catalog owns `products` (decision 071), but these two
 * columns are caches of the stock ledger (decision 020): only modules/inventory calls this file (a
 * dependency rule says so), under the product's lock it took first. Each change is reported to the
 * catalog cache here, next to the write, so no caller can forget it.
 */

/** Adds `delta` (signed) to the sellable units; the new figure, or null when the product is gone. */
export async function addStock(tx: Tx, productId: number, delta: number): Promise<number | null> {
  const [row] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${delta}`, updatedAt: now() })
    .where(eq(products.id, productId))
    .returning({ stock: products.stock });
  if (row) stockChanged(tx, productId, row.stock - delta, row.stock);
  return row?.stock ?? null;
}

/**
 * Takes `quantity` units off the shelf and counts them sold, when there are that many; `alongside` (a
 * lateral select) runs in the same statement, so the ledger takes its batches' locks in the round trip
 * that takes the busy product's row lock (commit 960ab84). No rows: too few units.
 */
export async function takeStock<T extends object>(
  tx: Tx,
  productId: number,
  quantity: number,
  alongside: SQL,
): Promise<({ stock: number } & T)[]> {
  const rows = await queryRows<{ stock: number } & T>(
    tx,
    sql`with taken as (
          update ${products}
          set stock = stock - ${quantity}, sales_count = sales_count + ${quantity}, updated_at = ${now()}
          where id = ${productId} and stock >= ${quantity}
          returning stock
        )
        select taken.stock, b.* from taken left join lateral (${alongside}) b on true`,
  );
  const after = rows[0];
  if (after) stockChanged(tx, productId, after.stock + quantity, after.stock);
  return rows;
}

/** Units that came back (a cancelled order, a returned parcel) are no longer sales. */
export async function unsell(tx: Tx, productId: number, units: number): Promise<void> {
  await tx
    .update(products)
    .set({ salesCount: sql`greatest(${products.salesCount} - ${units}, 0)` })
    .where(eq(products.id, productId));
  salesChanged(tx, productId);
}
