import { productDeleteOutcome } from '@shop/shared/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { invalidateCatalog } from './save-product.ts';

/** DELETE /api/admin/products/:id: deleted, or archived when orders refer to it. */
export const deleteProduct = (id: number) =>
  api.delete(`/admin/products/${id}`, { schema: productDeleteOutcome });

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => invalidateCatalog(queryClient) });
}
