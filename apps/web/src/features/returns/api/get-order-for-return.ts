import { orderView } from '@shop/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/orders/:id: the order a return is asked for, with each line's returnability. Same key as the
 * orders page's copy, so a return sent here refreshes that one too.
 */
export function useOrderForReturn(id: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['orders', 'detail', id, locale],
    queryFn: ({ signal }) => api.get(`/orders/${id}`, { schema: orderView, signal }),
  });
}
