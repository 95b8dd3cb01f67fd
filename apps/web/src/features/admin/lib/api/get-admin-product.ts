import { adminProductView } from '@shop/shared/catalog-admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminProductsKey } from './get-admin-products.ts';

/** GET /api/admin/products/:id: one product in both languages with its images. */
export const getAdminProduct = (id: number, signal?: AbortSignal) =>
  api.get(`/admin/products/${id}`, { schema: adminProductView, signal });

export const adminProductQuery = (id: number) => ({
  queryKey: [...adminProductsKey, 'one', id],
  queryFn: ({ signal }: { signal?: AbortSignal }) => getAdminProduct(id, signal),
});

export const useAdminProduct = (id: number | null) =>
  useQuery({ ...adminProductQuery(id ?? 0), enabled: id !== null && id > 0 });
