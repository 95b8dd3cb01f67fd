import { orderView } from '@shop/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api } from '../../../lib/api-client.ts';
import type { Order } from './get-orders.ts';

/** GET /api/orders/:id (404 for an order that is not the customer's). */
export const fetchOrder = (id: number, signal?: AbortSignal) =>
  api.get(`/orders/${id}`, { schema: orderView, signal });

/** One order; `initial` (from the list) shows at once while the fresh copy loads. */
export function useOrder(id: number | null, initial?: Order) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['orders', 'detail', id, locale],
    queryFn: ({ signal }) => fetchOrder(id as number, signal),
    enabled: id !== null,
    placeholderData: initial,
  });
}
