import { adminProductView, type productPatch } from '@shop/shared/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';
import { invalidateCatalog } from './save-product.ts';

export type ProductPatch = z.input<typeof productPatch>;

/** PATCH /api/admin/products/:id: one flag or the stock, straight from the table. */
export const patchProduct = ({ id, patch }: { id: number; patch: ProductPatch }) =>
  api.patch(`/admin/products/${id}`, patch, { schema: adminProductView });

export function usePatchProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: patchProduct, onSuccess: () => invalidateCatalog(queryClient) });
}
