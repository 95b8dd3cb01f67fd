/**
 * Money and discount maths. Amounts are integer dinars: IQD has no minor unit in use,
 * so every result is rounded to the nearest dinar once, here.
 */
export type DiscountType = 'percentage' | 'fixed';

export interface DiscountRule {
  type: DiscountType;
  value: number;
}

/** The price after one discount: never below 0, never above the price. */
export function applyDiscount(price: number, rule: DiscountRule): number {
  if (price <= 0) return 0;
  const value = Math.max(0, rule.value);
  const raw = rule.type === 'percentage' ? price * (1 - Math.min(value, 100) / 100) : price - value;
  return clamp(Math.round(raw), 0, price);
}

/** Of several applicable discounts the shopper gets the one that saves most; ties keep the first. */
export function bestDiscount<T extends DiscountRule>(
  price: number,
  rules: readonly T[],
): { rule: T; discountedPrice: number } | null {
  let best: { rule: T; discountedPrice: number } | null = null;
  for (const rule of rules) {
    const discountedPrice = applyDiscount(price, rule);
    if (discountedPrice >= price) continue;
    if (!best || discountedPrice < best.discountedPrice) best = { rule, discountedPrice };
  }
  return best;
}

/** Whole-number percentage saved, for badges ("-20%"). */
export function discountPercentage(price: number, discountedPrice: number): number {
  if (price <= 0 || discountedPrice >= price) return 0;
  return Math.round(((price - discountedPrice) / price) * 100);
}

export interface ShippingSettings {
  freeShippingThreshold: number;
  shippingFee: number;
}

/** Shipping is free from the threshold on (the subtotal after discounts), otherwise a flat fee. */
export function shippingFor(subtotalAfterDiscounts: number, settings: ShippingSettings): number {
  if (subtotalAfterDiscounts <= 0) return 0;
  return subtotalAfterDiscounts >= settings.freeShippingThreshold ? 0 : settings.shippingFee;
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * `12,500 د.ع` in Arabic, `IQD 12,500` in English: Latin digits in both, as Iraqi shops print them.
 * Intl's own IQD pattern adds direction marks and a trailing dot in Arabic, so only the number goes
 * through Intl.
 */
export function formatMoney(amount: number, locale: 'ar' | 'en'): string {
  const n = numberFormat.format(Math.round(amount));
  return locale === 'ar' ? `${n} د.ع` : `IQD ${n}`;
}
