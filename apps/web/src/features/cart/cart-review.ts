import type { CartItem, CartItemUpdate } from '../../lib/cart-store.ts';
import { shownUnitPrice } from '../../lib/cart-store.ts';
import type { CartSummary, SummaryLine } from './api/calculate-summary.ts';

/** Why a line cannot be ordered as it is. */
export type LineProblem = 'unavailable' | 'out_of_stock' | 'over_stock';

export interface ReviewedLine {
  item: CartItem;
  /** The server's line; missing while pricing, or when the product is gone. */
  line: SummaryLine | undefined;
  unitPrice: number;
  originalPrice: number;
  lineTotal: number;
  discountPercentage: number;
  /** Units left, as the server now says (the stored value until it has answered). */
  stock: number | null;
  problem: LineProblem | null;
  /** The unit price the shopper saw when adding, when the server now asks another. */
  priceChangedFrom: number | null;
  requiresPrescription: boolean;
}

export interface CartReview {
  lines: ReviewedLine[];
  /** Some line must be fixed (removed, or its quantity lowered) before checkout. */
  blocked: boolean;
  /** Lines whose price changed since they were added. */
  priceChanges: ReviewedLine[];
}

/** Lines for the server: product and quantity only (it prices everything itself). */
export const summaryItems = (items: CartItem[]) =>
  items.map((item) => ({ product_id: item.id, quantity: item.quantity }));

/**
 * The cart as the server now sees it: current prices, stock and availability of every line, with what changed
 * since the shopper added it and what blocks checkout (a product gone, out of stock, or fewer left than wanted).
 */
export function reviewCart(items: CartItem[], summary: CartSummary | undefined): CartReview {
  const byId = new Map((summary?.items ?? []).map((line) => [line.product_id, line]));
  const gone = new Set(summary?.unavailable ?? []);
  const lines = items.map((item): ReviewedLine => {
    const line = byId.get(item.id);
    const seenPrice = shownUnitPrice(item);
    if (!line) {
      const originalPrice = item.original_price ?? item.price ?? seenPrice;
      return {
        item,
        line: undefined,
        unitPrice: seenPrice,
        originalPrice: Math.max(originalPrice, seenPrice),
        lineTotal: seenPrice * item.quantity,
        discountPercentage: item.discount_percentage ?? 0,
        stock: item.stock ?? null,
        problem: summary && (gone.has(item.id) || !byId.has(item.id)) ? 'unavailable' : null,
        priceChangedFrom: null,
        requiresPrescription: item.requires_prescription === true,
      };
    }
    let problem: LineProblem | null = null;
    if (line.stock <= 0) problem = 'out_of_stock';
    else if (item.quantity > line.stock) problem = 'over_stock';
    return {
      item,
      line,
      unitPrice: line.unit_price,
      originalPrice: line.original_price,
      lineTotal: line.unit_price * item.quantity,
      discountPercentage: line.discount_percentage,
      stock: line.stock,
      problem,
      priceChangedFrom: seenPrice !== line.unit_price ? seenPrice : null,
      requiresPrescription: line.requires_prescription,
    };
  });
  return {
    lines,
    blocked: lines.some((l) => l.problem !== null),
    priceChanges: lines.filter((l) => l.priceChangedFrom !== null),
  };
}

/** What to store once the shopper has seen the server's current prices and stock. */
export function updatesFrom(summary: CartSummary): CartItemUpdate[] {
  return summary.items.map((line) => ({
    id: line.product_id,
    name: line.name,
    price: line.original_price,
    discounted_price: line.unit_price,
    discount_percentage: line.discount_percentage,
    stock: line.stock,
    requires_prescription: line.requires_prescription,
    max_per_order: line.max_per_order,
  }));
}

/** Stock, prescription flags and per-order limits that differ from the stored lines: taken in silently (the stepper's limit). */
export function stockUpdatesFrom(items: CartItem[], summary: CartSummary): CartItemUpdate[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return summary.items
    .filter((line) => {
      const item = byId.get(line.product_id);
      return (
        item !== undefined &&
        (item.stock !== line.stock ||
          (item.requires_prescription ?? false) !== line.requires_prescription ||
          (item.max_per_order ?? null) !== line.max_per_order)
      );
    })
    .map((line) => ({
      id: line.product_id,
      stock: line.stock,
      requires_prescription: line.requires_prescription,
      max_per_order: line.max_per_order,
    }));
}
