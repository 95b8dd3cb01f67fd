import type { ProductListQuery } from '@shop/shared/catalog';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema.ts';
import { remember } from './cache.ts';

/**
 * Medicines that need a prescription are never advertised (decision 015): no home list, featured or
 * bestseller list, sales ranking, offers or discount banner holds them. They stay in search, in their
 * category's list and at their own address. Every promotional query adds this one condition.
 */
export const advertisable = () => eq(products.requiresPrescription, false);

/**
 * A list is promotion when it picks products to push rather than to find: the featured, bestseller and
 * discounted lists and the sales ranking always, any other list when it says so (`promoted=true`, the home
 * grids). The admin's flags cannot put a prescription medicine back: the queries leave it out regardless.
 */
export const isPromotionalList = (query: ProductListQuery): boolean =>
  query.promoted === true ||
  query.featured === true ||
  query.bestseller === true ||
  query.discount === true ||
  query.sort === 'sales';

/**
 * Active products that may be advertised, per category: what a promotional list counts instead of every
 * product, remembered like the plain counts (categories.ts) and dropped with them on every catalog write,
 * a change of `requires_prescription` included.
 */
export function advertisedCounts(db: Db): Promise<Map<number, number>> {
  return remember(
    db,
    'advertised-counts',
    async () => {
      const rows = await db
        .select({ categoryId: products.categoryId, n: count() })
        .from(products)
        .where(and(eq(products.status, 'active'), advertisable()))
        .groupBy(products.categoryId);
      return new Map(rows.map((r) => [r.categoryId, Number(r.n)]));
    },
    6,
  );
}
