import { discountInput } from '@shop/shared/discounts';
import { shopDayEnd, shopDayStart } from '@shop/shared/shop-day';
import { describe, expect, it } from 'vitest';
import { dayOf, instantOf } from './discount-days.ts';

describe('the days a discount runs', () => {
  it('sends a chosen day as the start or the end of that day in Baghdad', () => {
    expect(new Date(instantOf('2026-12-07', shopDayStart)!).toISOString()).toBe('2026-12-06T21:00:00.000Z');
    expect(new Date(instantOf('2026-12-07', shopDayEnd)!).toISOString()).toBe('2026-12-07T20:59:59.999Z');
  });

  it('shows a stored instant as its Baghdad day, and what it sent as the day chosen', () => {
    // 22:30 UTC on the 6th is already the 7th in Baghdad.
    expect(dayOf('2026-12-06T22:30:00.000Z')).toBe('2026-12-07');
    expect(dayOf(instantOf('2026-12-07', shopDayEnd))).toBe('2026-12-07');
    expect(dayOf(undefined)).toBe('');
  });

  it('passes a half-typed or impossible date on as typed, for the form to refuse', () => {
    expect(instantOf('2026--12', shopDayStart)).toBe('2026--12');
    expect(instantOf('2026-02-31', shopDayEnd)).toBe('2026-02-31');
    expect(dayOf('2026--12')).toBe('2026--12');
    expect(instantOf('', shopDayStart)).toBeUndefined();
  });
});

describe('the discount contract', () => {
  it('refuses a day that does not exist instead of rolling it into the next month', () => {
    const body = { name: 'Sale', type: 'percentage', value: 10, target: 'product', product_ids: [1] };
    const parse = (endDate: string) =>
      discountInput.safeParse({ ...body, startDate: shopDayStart('2026-02-01'), endDate });
    expect(parse(instantOf('2026-02-28', shopDayEnd)!).success).toBe(true);
    expect(parse(instantOf('2026-02-31', shopDayEnd)!).success).toBe(false);
  });
});
