import type { StockStatus } from './catalog.ts';
import { LOW_STOCK_MAX } from './constants.ts';

export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return 'out_of_stock';
  return stock <= LOW_STOCK_MAX ? 'low_stock' : 'in_stock';
}
