import { orderView } from '@shop/shared/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/orders/:id/prescription: a new prescription for an order whose prescription was turned down.
 * Answers the order, waiting for review again.
 */
export const attachPrescription = ({
  orderId,
  prescriptionId,
}: {
  orderId: number;
  prescriptionId: number;
}) => api.post(`/orders/${orderId}/prescription`, { prescription_id: prescriptionId }, { schema: orderView });

export function useAttachPrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachPrescription,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: ['prescriptions'] });
    },
  });
}
