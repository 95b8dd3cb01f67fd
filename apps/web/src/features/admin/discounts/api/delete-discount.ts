import { noData } from '@shop/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { invalidateDiscounts } from './save-discount.ts';

/** DELETE /api/admin/discounts/:id. */
export const deleteDiscount = (id: number) => api.delete(`/admin/discounts/${id}`, { schema: noData });

export function useDeleteDiscount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDiscount, onSuccess: () => invalidateDiscounts(queryClient) });
}
