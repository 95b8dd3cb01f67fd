import type { ProductView, SalesPeriod } from '@shop/shared/catalog';

export type BestsellerSort = 'sales' | 'price_asc' | 'price_desc' | 'newest';

/** The periods the page offers, in the order shown (the API's SALES_PERIODS, repeated to keep zod out). */
export const BESTSELLER_PERIODS: readonly SalesPeriod[] = ['week', 'month', 'all'];

/** The three best-selling products of the period are marked "trending". */
export const TRENDING_COUNT = 3;

/** `?period=` of the page's address: the window asked for, all time when absent or unknown. */
export function readPeriod(value: string | null): SalesPeriod {
  return (BESTSELLER_PERIODS as readonly (string | null)[]).includes(value) ? (value as SalesPeriod) : 'all';
}

/** A product's units sold in the period the list was asked for (the API sends them as `period_sales`). */
export const unitsSold = (p: ProductView): number => p.period_sales ?? p.sales_count;

const shopperPrice = (p: ProductView) => (p.has_discount ? p.discounted_price : p.price);

export interface Bestsellers {
  /** The products that sold in the period, in the chosen order. */
  items: ProductView[];
  /** Each product's place in the period's sales ranking (1 = best), whatever the order shown. */
  rankOf: Map<number, number>;
  trending: Set<number>;
}

/**
 * The page's list from the API's sales ranking of one period (most sold first): products that did not sell in
 * the period are left out, ranks follow the API's order, and the chosen sort only reorders what is shown.
 */
export function bestsellersOf(ranked: ProductView[], sort: BestsellerSort): Bestsellers {
  const sold = ranked.filter((p) => unitsSold(p) > 0);
  const rankOf = new Map(sold.map((p, index) => [p.id, index + 1]));
  const byRank = (a: ProductView, b: ProductView) => rankOf.get(a.id)! - rankOf.get(b.id)!;
  const compare: Record<BestsellerSort, (a: ProductView, b: ProductView) => number> = {
    sales: byRank,
    price_asc: (a, b) => shopperPrice(a) - shopperPrice(b) || byRank(a, b),
    price_desc: (a, b) => shopperPrice(b) - shopperPrice(a) || byRank(a, b),
    newest: (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || byRank(a, b),
  };
  return {
    items: [...sold].sort(compare[sort]),
    rankOf,
    trending: new Set(sold.slice(0, TRENDING_COUNT).map((p) => p.id)),
  };
}
