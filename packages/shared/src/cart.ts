import {
  CART_MAX_QUANTITY_WITHOUT_STOCK,
  ORDER_GOODS_MAX_IQD,
  PRESCRIPTION_MAX_PER_ORDER,
} from './constants.ts';
import { type ShippingSettings, shippingFor } from './money.ts';

export interface PricedLine {
  quantity: number;
  /** Price before any discount. */
  originalPrice: number;
  /** Price after the best discount. */
  unitPrice: number;
}

export interface Totals {
  subtotal: number;
  discountTotal: number;
  /** Goods after discounts: what free shipping and the points cap are measured on. */
  goodsTotal: number;
  shipping: number;
  pointsValue: number;
  total: number;
}

/**
 * An order's totals: subtotal − discounts − points value + shipping. Shipping is free from the
 * threshold on, measured after discounts and before points. Points never pay for shipping, so the
 * total never goes below the shipping fee, nor below 0.
 */
export function orderTotals(lines: PricedLine[], shipping: ShippingSettings, pointsValue = 0): Totals {
  const subtotal = lines.reduce((sum, l) => sum + l.originalPrice * l.quantity, 0);
  const goodsTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const usedValue = Math.max(0, Math.min(pointsValue, goodsTotal));
  const ship = shippingFor(goodsTotal, shipping);
  return {
    subtotal,
    discountTotal: subtotal - goodsTotal,
    goodsTotal,
    shipping: ship,
    pointsValue: usedValue,
    total: goodsTotal - usedValue + ship,
  };
}

/**
 * The per-order limit a shopper meets: the product's own, else the default of a prescription medicine, else
 * none. The admin sees and edits the product's own (null: the default applies).
 */
export const effectiveMaxPerOrder = (
  maxPerOrder: number | null,
  requiresPrescription: boolean,
): number | null => maxPerOrder ?? (requiresPrescription ? PRESCRIPTION_MAX_PER_ORDER : null);

/** A product's over-the-counter limit as a number of units, or null when it has none (or a broken one). */
const perOrderLimit = (maxPerOrder?: number | null): number | null =>
  typeof maxPerOrder === 'number' && Number.isInteger(maxPerOrder) && maxPerOrder > 0 ? maxPerOrder : null;

/**
 * The most of one product a cart line may hold: its stock, or 99 when the stock is unknown, and never more
 * than the product's per-order limit (`max_per_order`) when it has one.
 */
export const cartLineMax = (stock?: number | null, maxPerOrder?: number | null): number => {
  const byStock = typeof stock === 'number' && stock > 0 ? stock : CART_MAX_QUANTITY_WITHOUT_STOCK;
  const limit = perOrderLimit(maxPerOrder);
  return limit === null ? byStock : Math.min(byStock, limit);
};

/**
 * Cart quantity bounds of the spec: 1 to the stock, or to 99 when stock is unknown, and at most the
 * product's per-order limit; garbage becomes 1.
 */
export function clampQuantity(value: unknown, stock?: number | null, maxPerOrder?: number | null): number {
  const max = cartLineMax(stock, maxPerOrder);
  const n = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), max);
}

/** The same product on several cart lines is one line with the quantities added, for every limit. */
export function mergeCartLines(items: { product_id: number; quantity: number }[]): Map<number, number> {
  const merged = new Map<number, number>();
  for (const i of items) merged.set(i.product_id, (merged.get(i.product_id) ?? 0) + i.quantity);
  return merged;
}

/** Goods above this are no cash-on-delivery order; the summary and the order refuse them alike. */
export const exceedsOrderCeiling = (goodsTotal: number) => goodsTotal > ORDER_GOODS_MAX_IQD;

/**
 * The message of a refused over-the-counter limit. `{limit}` and `{product}` are filled in the answer's
 * language when the error is sent (packages/shared/src/message-params.ts).
 */
export const PER_ORDER_LIMIT_MESSAGE = 'You can order at most {limit} of {product} in one order';

/**
 * The first product whose units, over all the order's lines together, are above its per-order limit; the
 * summary and the order refuse it alike. `lines` are merged lines (one per product, see mergeCartLines).
 */
export function firstOverPerOrderLimit<T extends { quantity: number; maxPerOrder: number | null }>(
  lines: readonly T[],
): T | undefined {
  return lines.find((l) => {
    const limit = perOrderLimit(l.maxPerOrder);
    return limit !== null && l.quantity > limit;
  });
}
