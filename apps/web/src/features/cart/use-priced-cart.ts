import type { GovernorateCode } from '@shop/shared/governorates';
import { useEffect, useMemo } from 'react';
import { hasErrorCode } from '../../lib/api-error.ts';
import { useCurrentUser } from '../../lib/auth.ts';
import { useCartStore } from '../../lib/cart-store.ts';
import { useCartSummary } from './api/calculate-summary.ts';
import { reviewCart, stockUpdatesFrom, summaryItems } from './cart-review.ts';

/**
 * The cart on this device, re-priced by the server, with what changed and what blocks checkout. With a
 * governorate (known once the shipping address is), shipping is that governorate's fee.
 */
export function usePricedCart(usePoints = false, governorate?: GovernorateCode) {
  const items = useCartStore((state) => state.items);
  const updateItems = useCartStore((state) => state.updateItems);
  const { user } = useCurrentUser();
  const lines = useMemo(() => summaryItems(items), [items]);
  const summaryQuery = useCartSummary({ items: lines, use_points: usePoints, governorate }, user?.id ?? null);
  // While a new quantity is priced the previous answer stays; it is only used when it covers the same products.
  const summary = summaryQuery.data;
  const fresh = !summaryQuery.isPlaceholderData;
  const review = useMemo(
    () => reviewCart(items, fresh || samePicks(summary, lines) ? summary : undefined),
    [items, summary, fresh, lines],
  );

  // The stepper's limit follows the server's stock.
  useEffect(() => {
    if (!summary || !fresh) return;
    const updates = stockUpdatesFrom(items, summary);
    if (updates.length > 0) updateItems(updates);
  }, [summary, fresh, items, updateItems]);

  // A line above a product's per-order limit (a cart kept from before the limit was set) is refused by the
  // server with the product and its limit: the line comes down to the limit and the cart is priced again.
  const error = summaryQuery.error;
  useEffect(() => {
    const limit = perOrderLimitOf(error);
    if (limit) updateItems([{ id: limit.product_id, max_per_order: limit.max_per_order }]);
  }, [error, updateItems]);

  return { items, review, summary, summaryQuery, isEmpty: items.length === 0 };
}

/** The product and limit of a QUANTITY_LIMIT refusal that names one (a goods ceiling names none). */
export function perOrderLimitOf(error: unknown): { product_id: number; max_per_order: number } | null {
  if (!hasErrorCode(error, 'QUANTITY_LIMIT')) return null;
  const data = error.data as { product_id?: unknown; max_per_order?: unknown } | undefined;
  const id = data?.product_id;
  const max = data?.max_per_order;
  return typeof id === 'number' && typeof max === 'number' && max > 0
    ? { product_id: id, max_per_order: max }
    : null;
}

function samePicks(
  summary: { items: { product_id: number }[]; unavailable: number[] } | undefined,
  lines: { product_id: number }[],
): boolean {
  if (!summary) return false;
  const known = new Set([...summary.items.map((l) => l.product_id), ...summary.unavailable]);
  return lines.every((line) => known.has(line.product_id));
}
