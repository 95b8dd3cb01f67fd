import type { GovernorateCode } from '@shop/shared/governorates';
import { useEffect, useMemo } from 'react';
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

  return { items, review, summary, summaryQuery, isEmpty: items.length === 0 };
}

function samePicks(
  summary: { items: { product_id: number }[]; unavailable: number[] } | undefined,
  lines: { product_id: number }[],
): boolean {
  if (!summary) return false;
  const known = new Set([...summary.items.map((l) => l.product_id), ...summary.unavailable]);
  return lines.every((line) => known.has(line.product_id));
}
