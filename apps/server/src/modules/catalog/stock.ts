import type { StockStatus } from '@shop/shared/catalog';
import { LOW_STOCK_MAX } from '@shop/shared/constants';
import { type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema.ts';

/** `stockStatus` of packages/shared/stock.ts, as conditions the database can filter and count by. */
export const stockStatusCondition: Record<StockStatus, SQL> = {
  in_stock: sql`${products.stock} > ${LOW_STOCK_MAX}`,
  low_stock: sql`${products.stock} between 1 and ${LOW_STOCK_MAX}`,
  out_of_stock: sql`${products.stock} <= 0`,
};
