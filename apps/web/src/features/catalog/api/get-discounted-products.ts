import type { DiscountSection, ProductSort, ProductView } from '@shop/shared/catalog';
import { MAX_PAGE_SIZE } from '@shop/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api, schemaOnDemand } from '../../../lib/api-client.ts';

const discountedProductsView = schemaOnDemand(() =>
  import('@shop/shared/catalog').then((m) => m.discountedProductsView),
);

export interface DiscountedQuery {
  sort?: ProductSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  /** How many products to have loaded ("load more" raises it). */
  count: number;
}

export interface DiscountedList {
  discounts: DiscountSection[];
  products: ProductView[];
  total: number;
}

/**
 * `GET /api/products/discounts`, the first `count` products (in pages of at most 100). "Load more" asks for a
 * larger count and the list already shown stays on screen while the longer one loads.
 */
export async function fetchDiscountedProducts(
  { count, ...sort }: DiscountedQuery,
  signal?: AbortSignal,
): Promise<DiscountedList> {
  const limit = Math.min(count, MAX_PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(count / limit));
  const answers = await Promise.all(
    Array.from({ length: pages }, (_, index) =>
      api.get('/products/discounts', {
        schema: discountedProductsView,
        query: { ...sort, limit, page: index + 1 },
        signal,
      }),
    ),
  );
  return {
    discounts: answers[0]?.discounts ?? [],
    products: answers.flatMap((answer) => answer.data.data).slice(0, count),
    total: answers[0]?.data.total ?? 0,
  };
}

export function useDiscountedProducts(query: DiscountedQuery) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['products', 'discounts', locale, query],
    queryFn: ({ signal }) => fetchDiscountedProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}
