import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampQuantity, orderTotals } from './cart.ts';
import { applyDiscount } from './money.ts';

const shipping = { freeShippingThreshold: 50_000, shippingFee: 5_000 };
const line = fc
  .record({
    quantity: fc.integer({ min: 1, max: 20 }),
    originalPrice: fc.integer({ min: 0, max: 200_000 }),
    percent: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ quantity, originalPrice, percent }) => ({
    quantity,
    originalPrice,
    unitPrice: applyDiscount(originalPrice, { type: 'percentage', value: percent }),
  }));

describe('orderTotals', () => {
  it('adds up: total = subtotal − discounts − points value + shipping, never negative', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (lines, points) => {
          const t = orderTotals(lines, shipping, points);
          expect(t.total).toBe(t.subtotal - t.discountTotal - t.pointsValue + t.shipping);
          expect(t.total).toBeGreaterThanOrEqual(0);
          expect(t.discountTotal).toBeGreaterThanOrEqual(0);
          expect(t.pointsValue).toBeLessThanOrEqual(t.goodsTotal);
        },
      ),
    );
  });

  it('ships free exactly when the goods after discounts reach 50,000', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 8 }), (lines) => {
        const t = orderTotals(lines, shipping);
        expect(t.shipping === 0).toBe(t.goodsTotal >= 50_000 || t.goodsTotal === 0);
      }),
    );
  });

  it('prices a simple cart', () => {
    const t = orderTotals(
      [
        { quantity: 2, originalPrice: 15_000, unitPrice: 12_000 },
        { quantity: 1, originalPrice: 2_500, unitPrice: 2_500 },
      ],
      shipping,
      1_000,
    );
    expect(t).toEqual({
      subtotal: 32_500,
      discountTotal: 6_000,
      goodsTotal: 26_500,
      shipping: 5_000,
      pointsValue: 1_000,
      total: 30_500,
    });
  });
});

describe('clampQuantity', () => {
  it('keeps quantities between 1 and the stock, 99 without stock, and turns garbage into 1', () => {
    expect(clampQuantity(3, 10)).toBe(3);
    expect(clampQuantity(30, 10)).toBe(10);
    expect(clampQuantity(150, null)).toBe(99);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity('abc', 5)).toBe(1);
    expect(clampQuantity('4', 5)).toBe(4);
  });
});
