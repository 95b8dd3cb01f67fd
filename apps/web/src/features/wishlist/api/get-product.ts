import { productView } from '@shop/shared/catalog';
import { useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api } from '../../../lib/api-client.ts';
import { hasErrorCode } from '../../../lib/api-error.ts';

export type Product = z.infer<typeof productView>;

/** GET /api/products/:id (404 when the product is gone or hidden). */
export const fetchProduct = (id: number, signal?: AbortSignal) =>
  api.get(`/products/${id}`, { schema: productView, signal });

/** The wishlist's products, one request each, cached per product and language. */
export function useWishlistProducts(ids: number[]) {
  const locale = useLocale();
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['product', id, locale, 'view'],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchProduct(id, signal),
      staleTime: 60_000,
      retry: (count: number, error: unknown) => count < 1 && !hasErrorCode(error, 'NOT_FOUND'),
    })),
  });
}
