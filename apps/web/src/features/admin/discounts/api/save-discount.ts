import { adminDiscountView, type DiscountInput } from '@shop/shared/discounts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { discountsKey } from './get-discounts.ts';

/** POST /api/admin/discounts, or PUT /api/admin/discounts/:id with an id. */
export const saveDiscount = ({ id, body }: { id?: number; body: DiscountInput }) =>
  id
    ? api.put(`/admin/discounts/${id}`, body, { schema: adminDiscountView })
    : api.post('/admin/discounts', body, { schema: adminDiscountView });

/** A discount changes prices everywhere: the lists here and every cached storefront page. */
export function invalidateDiscounts(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: discountsKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'discounted-products'] }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
    queryClient.invalidateQueries({ queryKey: ['product'] }),
    queryClient.invalidateQueries({ queryKey: ['discounts'] }),
  ]);
}

export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveDiscount, onSuccess: () => invalidateDiscounts(queryClient) });
}
