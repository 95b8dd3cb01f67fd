import { orderView } from '@shop/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/orders/:id/cancel (pending orders only; 409 otherwise). Answers the order and the server's message. */
export const cancelOrder = (id: number) => apiRequest('POST', `/orders/${id}/cancel`, { schema: orderView });

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => {
      // The status changed; stock and spent points came back.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['points'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      void queryClient.invalidateQueries({ queryKey: ['product'] });
    },
  });
}
