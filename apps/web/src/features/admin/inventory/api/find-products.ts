import { productPage, productView } from '@shop/shared/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../../i18n/locale-store.ts';
import { api } from '../../../../lib/api-client.ts';

/**
 * A pharmacist cannot open the products area (catalog.manage), so the inventory area finds a product
 * through the shop's own catalogue: GET /api/products?search=.
 */
export const useFindProducts = (search: string) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['admin', 'inventory-products', search, locale],
    queryFn: ({ signal }) =>
      api.get('/products', { schema: productPage, signal, query: { search, limit: 8 } }),
    enabled: search.length > 0,
    placeholderData: keepPreviousData,
  });
};

/** The product's name for the stock page's heading: GET /api/products/:id (404 for one not on sale). */
export const useProductName = (productId: number) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['admin', 'inventory-product', productId, locale],
    queryFn: ({ signal }) => api.get(`/products/${productId}`, { schema: productView, signal }),
    select: (product) => product.name,
    retry: false,
  });
};
