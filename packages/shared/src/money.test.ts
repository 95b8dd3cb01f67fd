import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDiscount, bestDiscount, discountPercentage, shippingFor } from './money.ts';

const price = fc.integer({ min: 0, max: 10_000_000 });
const rule = fc.oneof(
  fc.record({ type: fc.constant('percentage' as const), value: fc.integer({ min: -50, max: 200 }) }),
  fc.record({ type: fc.constant('fixed' as const), value: fc.integer({ min: -1000, max: 20_000_000 }) }),
);

describe('applyDiscount', () => {
  it('takes a percentage off and rounds to the nearest dinar', () => {
    expect(applyDiscount(12_500, { type: 'percentage', value: 20 })).toBe(10_000);
    expect(applyDiscount(9_999, { type: 'percentage', value: 15 })).toBe(8_499);
  });

  it('takes a fixed amount off but never goes below zero', () => {
    expect(applyDiscount(12_500, { type: 'fixed', value: 2_500 })).toBe(10_000);
    expect(applyDiscount(2_000, { type: 'fixed', value: 5_000 })).toBe(0);
  });

  it('never gives a discounted price below 0 nor above the price', () => {
    fc.assert(
      fc.property(price, rule, (p, r) => {
        const d = applyDiscount(p, r);
        return Number.isInteger(d) && d >= 0 && d <= p;
      }),
    );
  });
});

describe('bestDiscount', () => {
  it('gives the shopper the largest saving', () => {
    const best = bestDiscount(20_000, [
      { type: 'percentage' as const, value: 10, id: 1 },
      { type: 'fixed' as const, value: 3_000, id: 2 },
      { type: 'percentage' as const, value: 12, id: 3 },
    ]);
    expect(best?.rule.id).toBe(2);
    expect(best?.discountedPrice).toBe(17_000);
  });

  it('returns null when nothing lowers the price', () => {
    expect(bestDiscount(5_000, [{ type: 'percentage', value: 0 }])).toBeNull();
    expect(bestDiscount(5_000, [])).toBeNull();
  });

  it('is never worse than any single applicable discount', () => {
    fc.assert(
      fc.property(price, fc.array(rule, { maxLength: 5 }), (p, rules) => {
        const best = bestDiscount(p, rules);
        const cheapest = Math.min(p, ...rules.map((r) => applyDiscount(p, r)));
        return (best?.discountedPrice ?? p) === cheapest;
      }),
    );
  });
});

describe('discountPercentage and shipping', () => {
  it('shows whole percentages', () => {
    expect(discountPercentage(15_000, 10_000)).toBe(33);
    expect(discountPercentage(0, 0)).toBe(0);
  });

  it('ships free from the threshold on, otherwise charges the flat fee', () => {
    const s = { freeShippingThreshold: 50_000, shippingFee: 5_000 };
    expect(shippingFor(49_999, s)).toBe(5_000);
    expect(shippingFor(50_000, s)).toBe(0);
    expect(shippingFor(0, s)).toBe(0);
  });
});

describe('formatMoney', () => {
  it('prints dinars the way Iraqi shops do, Latin digits in both languages', async () => {
    const { formatMoney } = await import('./money.ts');
    expect(formatMoney(12_500, 'ar')).toBe('12,500 د.ع');
    expect(formatMoney(12_500, 'en')).toBe('IQD 12,500');
    expect(formatMoney(0, 'en')).toBe('IQD 0');
    expect(formatMoney(1_250_000.4, 'ar')).toBe('1,250,000 د.ع');
  });
});
