import { lazy, Suspense } from 'react';
import { loadNamespace } from '../../i18n/i18n.ts';
import { Skeleton } from '../ui/skeleton.tsx';

/**
 * The customer's order list, shared by the orders page and the profile's "my orders" tab. This file is part of the
 * shop's first load, so it only holds the slot: the list itself and its strings (the `orders` and `returns`
 * namespaces) are fetched when it is first shown, wherever that is.
 */
const OrderHistoryView = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/orders/order-history-view.tsx'),
    loadNamespace('orders'),
    // The order detail shows the order's returns and the "Return items" action.
    loadNamespace('returns'),
  ]);
  return { default: module.OrderHistoryView };
});

export interface OrderHistoryProps {
  /** Opens this order's details on arrival (for example `/orders?order=12`). */
  initialOrderId?: number | null;
  /** Called when the details opened from `initialOrderId` close (to drop the id from the address). */
  onInitialOrderClosed?: () => void;
}

export function OrderHistory(props: OrderHistoryProps) {
  return (
    <Suspense fallback={<OrderHistoryFallback />}>
      <OrderHistoryView {...props} />
    </Suspense>
  );
}

function OrderHistoryFallback() {
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <Skeleton className="ms-auto h-9 w-28" />
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 w-full rounded-card" />
      ))}
    </div>
  );
}
