import { discountedProductsView } from '@shop/shared/catalog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../../i18n/locale-store.ts';
import { api } from '../../../../lib/api-client.ts';

export interface DiscountedProductsParams {
  search?: string;
  sort?: string;
  order?: string;
  page: number;
  limit: number;
}

/** GET /api/products/discounts (public): the running discounts and the products they price down. */
export const getDiscountedProducts = (
  params: DiscountedProductsParams & { lang: string },
  signal?: AbortSignal,
) =>
  api.get('/products/discounts', {
    schema: discountedProductsView,
    signal,
    query: { ...params },
  });

export function useDiscountedProducts(params: DiscountedProductsParams) {
  const lang = useLocale();
  return useQuery({
    queryKey: ['admin', 'discounted-products', lang, params],
    queryFn: ({ signal }) => getDiscountedProducts({ ...params, lang }, signal),
    placeholderData: keepPreviousData,
  });
}
