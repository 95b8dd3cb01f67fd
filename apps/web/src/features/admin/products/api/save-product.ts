import { adminProductView, type ProductInput } from '@shop/shared/catalog-admin';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminProductsKey } from '../../lib/api/get-admin-products.ts';

/** POST /api/admin/products, or PUT /api/admin/products/:id with an id. */
export const saveProduct = ({ id, body }: { id?: number; body: ProductInput }) =>
  id
    ? api.put(`/admin/products/${id}`, body, { schema: adminProductView })
    : api.post('/admin/products', body, { schema: adminProductView });

/** What a product change makes stale: the back-office lists and the storefront's cached pages. */
export function invalidateCatalog(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminProductsKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'categories'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['products'] }),
    queryClient.invalidateQueries({ queryKey: ['product'] }),
    queryClient.invalidateQueries({ queryKey: ['categories'] }),
  ]);
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveProduct, onSuccess: () => invalidateCatalog(queryClient) });
}
