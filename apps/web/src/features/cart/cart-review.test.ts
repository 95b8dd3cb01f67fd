import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../lib/cart-store.ts';
import type { CartSummary } from './api/calculate-summary.ts';
import { reviewCart, stockUpdatesFrom, updatesFrom } from './cart-review.ts';

const item = (over: Partial<CartItem> & { id: number }): CartItem => ({
  name: `Product ${over.id}`,
  price: 10_000,
  quantity: 1,
  stock: 50,
  ...over,
});

const line = (over: Partial<CartSummary['items'][number]> & { product_id: number }) => ({
  name: `Product ${over.product_id}`,
  quantity: 1,
  unit_price: 10_000,
  original_price: 10_000,
  line_total: 10_000,
  discount_percentage: 0,
  stock: 50,
  requires_prescription: false,
  max_per_order: null,
  ...over,
});

const summary = (items: CartSummary['items'], unavailable: number[] = []): CartSummary => ({
  items,
  unavailable,
  subtotal: 0,
  discount_total: 0,
  shipping: 5000,
  points_used: 0,
  points_value: 0,
  total: 0,
  max_points: 0,
  free_shipping_threshold: 50_000,
});

describe('reviewing the cart against the server', () => {
  it('before the server answers, shows the stored prices and blocks nothing', () => {
    const review = reviewCart([item({ id: 1, discounted_price: 8000, quantity: 2 })], undefined);
    expect(review.blocked).toBe(false);
    expect(review.lines[0]).toMatchObject({ unitPrice: 8000, lineTotal: 16_000, problem: null });
  });

  it('shows a price that changed since the product was added, without blocking checkout', () => {
    const review = reviewCart(
      [item({ id: 1, price: 10_000, discounted_price: 9000 })],
      summary([line({ product_id: 1, unit_price: 9500, original_price: 10_000 })]),
    );
    expect(review.lines[0]?.priceChangedFrom).toBe(9000);
    expect(review.lines[0]?.unitPrice).toBe(9500);
    expect(review.priceChanges).toHaveLength(1);
    expect(review.blocked).toBe(false);
  });

  it('flags a product that is gone, one out of stock and one with fewer left than wanted, and blocks', () => {
    const review = reviewCart(
      [item({ id: 1 }), item({ id: 2 }), item({ id: 3, quantity: 4 }), item({ id: 4 })],
      summary(
        [line({ product_id: 2, stock: 0 }), line({ product_id: 3, stock: 2 }), line({ product_id: 4 })],
        [1],
      ),
    );
    expect(review.lines.map((l) => l.problem)).toEqual(['unavailable', 'out_of_stock', 'over_stock', null]);
    expect(review.lines[2]?.stock).toBe(2);
    expect(review.blocked).toBe(true);
  });

  it('line totals follow the quantity in the cart (the server answer may be for the previous one)', () => {
    const review = reviewCart(
      [item({ id: 1, quantity: 3 })],
      summary([line({ product_id: 1, unit_price: 2500 })]),
    );
    expect(review.lines[0]?.lineTotal).toBe(7500);
  });

  it('takes in new stock silently, and everything once the shopper has seen the new prices', () => {
    const items = [item({ id: 1, stock: 50 }), item({ id: 2, stock: 5 })];
    const answer = summary([
      line({ product_id: 1, stock: 50 }),
      line({ product_id: 2, stock: 3, unit_price: 9000 }),
    ]);
    expect(stockUpdatesFrom(items, answer)).toEqual([
      { id: 2, stock: 3, requires_prescription: false, max_per_order: null },
    ]);
    expect(updatesFrom(answer)[1]).toMatchObject({ id: 2, price: 10_000, discounted_price: 9000, stock: 3 });
  });

  it('takes in a new per-order limit silently, so the steppers stop at it', () => {
    const items = [item({ id: 1 }), item({ id: 2, max_per_order: 2 })];
    const answer = summary([
      line({ product_id: 1, max_per_order: 2 }),
      line({ product_id: 2, max_per_order: 2 }),
    ]);
    expect(stockUpdatesFrom(items, answer)).toEqual([
      { id: 1, stock: 50, requires_prescription: false, max_per_order: 2 },
    ]);
  });
});
