import type { ProductView } from '@shop/shared/catalog';
import { describe, expect, it } from 'vitest';
import { bestsellersOf, readPeriod } from './bestsellers.ts';

const product = (id: number, sold: number | null, price: number, created: string, allTime = 100) =>
  ({
    id,
    period_sales: sold,
    sales_count: allTime,
    price,
    has_discount: false,
    discounted_price: price,
    created_at: created,
  }) as ProductView;

/** As the API ranks a week: most sold first, then the products that did not sell. */
const week = [
  product(7, 9, 5_000, '2025-01-03T00:00:00Z'),
  product(3, 4, 2_000, '2025-01-05T00:00:00Z'),
  product(5, 4, 8_000, '2025-01-01T00:00:00Z'),
  product(9, 1, 2_000, '2025-01-04T00:00:00Z'),
  product(2, 0, 1_000, '2025-01-06T00:00:00Z'),
];

describe('the bestsellers of a period', () => {
  it('keeps the API\u2019s ranking, leaves out what did not sell in the period and marks the top three trending', () => {
    const { items, rankOf, trending } = bestsellersOf(week, 'sales');
    expect(items.map((p) => p.id)).toEqual([7, 3, 5, 9]);
    expect([...rankOf]).toEqual([
      [7, 1],
      [3, 2],
      [5, 3],
      [9, 4],
    ]);
    expect([...trending]).toEqual([7, 3, 5]);
  });

  it('reorders by price or newest without changing the ranks; equal prices stay in rank order', () => {
    const byPrice = bestsellersOf(week, 'price_asc');
    expect(byPrice.items.map((p) => p.id)).toEqual([3, 9, 7, 5]);
    expect(byPrice.rankOf.get(5)).toBe(3);
    expect(bestsellersOf(week, 'price_desc').items.map((p) => p.id)).toEqual([5, 7, 3, 9]);
    expect(bestsellersOf(week, 'newest').items.map((p) => p.id)).toEqual([3, 9, 7, 5]);
  });

  it('is empty when nothing sold in the period', () => {
    const quiet = bestsellersOf([product(1, 0, 1_000, '2025-01-01T00:00:00Z')], 'sales');
    expect(quiet.items).toEqual([]);
    expect(quiet.trending.size).toBe(0);
  });

  it('falls back to all-time sales when the API sent no period figure', () => {
    const { items } = bestsellersOf([product(1, null, 1_000, '2025-01-01T00:00:00Z', 12)], 'sales');
    expect(items.map((p) => p.id)).toEqual([1]);
  });
});

describe('the period in the address', () => {
  it('is week or month when asked, all time otherwise', () => {
    expect(readPeriod('week')).toBe('week');
    expect(readPeriod('month')).toBe('month');
    expect(readPeriod('all')).toBe('all');
    expect(readPeriod(null)).toBe('all');
    expect(readPeriod('year')).toBe('all');
  });
});
