import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartLineMax,
  clampQuantity,
  firstOverPerOrderLimit,
  mergeCartLines,
  orderTotals,
  PER_ORDER_LIMIT_MESSAGE,
} from './cart.ts';
import { translateWithParams } from './message-params.ts';
import { hasTranslation } from './messages.ts';
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

describe('per-order limits of over-the-counter medicines', () => {
  it('caps a line at the limit when it is below the stock, and at the stock otherwise', () => {
    expect(cartLineMax(40, 2)).toBe(2);
    expect(cartLineMax(1, 2)).toBe(1);
    expect(cartLineMax(null, 3)).toBe(3);
    expect(cartLineMax(40, null)).toBe(40);
    expect(clampQuantity(3, 40, 2)).toBe(2);
    expect(clampQuantity('2', 40, 2)).toBe(2);
  });

  it('a broken limit (0, negative, a fraction) is no limit rather than a cart that cannot hold anything', () => {
    expect(cartLineMax(40, 0)).toBe(40);
    expect(cartLineMax(40, -2)).toBe(40);
    expect(cartLineMax(40, 1.5)).toBe(40);
  });

  it('finds the first merged line above its limit; a line at the limit passes', () => {
    const lines = (q: number) => [
      { id: 1, quantity: 5, maxPerOrder: null },
      { id: 2, quantity: q, maxPerOrder: 2 },
    ];
    expect(firstOverPerOrderLimit(lines(2))).toBeUndefined();
    expect(firstOverPerOrderLimit(lines(3))?.id).toBe(2);
    // Two lines of 2 of the same product are one line of 4 once merged.
    const merged = mergeCartLines([
      { product_id: 2, quantity: 2 },
      { product_id: 2, quantity: 2 },
    ]);
    expect(firstOverPerOrderLimit(lines(merged.get(2)!))?.quantity).toBe(4);
  });

  it('holds for any quantities: refused exactly when some product is above its limit', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 20 }),
            maxPerOrder: fc.option(fc.integer({ min: 1, max: 10 })),
          }),
          { maxLength: 6 },
        ),
        (ls) => {
          const over = ls.some((l) => l.maxPerOrder !== null && l.quantity > l.maxPerOrder);
          expect(firstOverPerOrderLimit(ls) !== undefined).toBe(over);
        },
      ),
    );
  });

  it('its message is in the catalogue and names the product and the limit in each language', () => {
    expect(hasTranslation(PER_ORDER_LIMIT_MESSAGE)).toBe(true);
    const params = { limit: 2, product: { ar: 'باراسيتامول 500 ملغ', en: 'Paracetamol 500 mg' } };
    expect(translateWithParams(PER_ORDER_LIMIT_MESSAGE, 'en', params)).toBe(
      'You can order at most 2 of Paracetamol 500 mg in one order',
    );
    expect(translateWithParams(PER_ORDER_LIMIT_MESSAGE, 'ar', params)).toBe(
      'يمكنك طلب 2 على الأكثر من باراسيتامول 500 ملغ في الطلب الواحد',
    );
    // A product without an English name is named in Arabic.
    expect(
      translateWithParams(PER_ORDER_LIMIT_MESSAGE, 'en', { ...params, product: { ar: 'دواء', en: '' } }),
    ).toContain('of دواء');
  });
});
