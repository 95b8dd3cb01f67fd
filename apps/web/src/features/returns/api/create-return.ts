import { type CreateReturnBody, returnCreated } from '@shop/shared/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { returnsKey } from './get-returns.ts';

/** POST /api/orders/:id/returns → 201 { id, rma_number, status: 'requested' }. */
export const createReturn = ({ orderId, body }: { orderId: number; body: CreateReturnBody }) =>
  api.post(`/orders/${orderId}/returns`, body, { schema: returnCreated });

export function useCreateReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReturn,
    onSuccess: () => {
      // The order's lines now hold fewer returnable units and list the new return.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: returnsKey });
    },
  });
}
