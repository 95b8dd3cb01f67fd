import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import type { AdminProduct } from '../../lib/api/get-admin-products.ts';
import { invalidateCatalog } from './save-product.ts';

export interface ProductPatch {
  featured?: boolean;
  bestseller?: boolean;
  status?: AdminProduct['status'];
  stock?: number;
}

/** PATCH /api/admin/products/:id: one flag or the stock, straight from the table. */
export const patchProduct = ({ id, patch }: { id: number; patch: ProductPatch }) =>
  api.patch<AdminProduct>(`/admin/products/${id}`, patch);

export function usePatchProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: patchProduct, onSuccess: () => invalidateCatalog(queryClient) });
}
