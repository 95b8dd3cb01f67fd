import { adminOrderView, type StatusChangeBody } from '@shop/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminOrdersKey } from './get-admin-orders.ts';

/** PUT /api/admin/orders/:id/status {status, reason?, note?}; moves the server refuses answer 409. */
export const updateOrderStatus = ({ id, ...body }: StatusChangeBody & { id: number }) =>
  api.put(`/admin/orders/${id}/status`, body, { schema: adminOrderView });

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => {
      queryClient.setQueryData([...adminOrdersKey, 'one', order.id], order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'points'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'products'] }),
      ]);
    },
  });
}
