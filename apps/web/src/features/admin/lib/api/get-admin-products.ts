import { pageOf } from '@shop/shared/api';
import { adminProductView } from '@shop/shared/catalog-admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

export type AdminProduct = z.infer<typeof adminProductView>;

export interface AdminProductParams {
  search?: string;
  category?: string;
  stock?: string;
  status?: string;
  sort?: string;
  order?: string;
  page?: number;
  per_page?: number;
}

const adminProductPage = pageOf(adminProductView);

export const adminProductsKey = ['admin', 'products'] as const;

/** GET /api/admin/products: filtered, sorted, one page. */
export const getAdminProducts = (params: AdminProductParams, signal?: AbortSignal) =>
  api.get('/admin/products', { schema: adminProductPage, signal, query: { ...params } });

export const useAdminProducts = (params: AdminProductParams, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: [...adminProductsKey, 'list', params],
    queryFn: ({ signal }) => getAdminProducts(params, signal),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
