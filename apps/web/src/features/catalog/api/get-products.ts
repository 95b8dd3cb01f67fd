import type { ProductSort, SalesPeriod } from '@shop/shared/catalog';
import type { Locale } from '@shop/shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api, schemaOnDemand } from '../../../lib/api-client.ts';

export type { ProductPage } from '@shop/shared/catalog';

/** `GET /api/products` query (the API answers in the request's language, so the key carries it). */
export interface ProductFilters {
  category?: string | undefined;
  search?: string | undefined;
  sort?: ProductSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  /** The sales window of `sort: 'sales'` and of each product's `period_sales`. */
  period?: SalesPeriod | undefined;
  page?: number | undefined;
  limit?: number | undefined;
  featured?: boolean | undefined;
  bestseller?: boolean | undefined;
  discount?: boolean | undefined;
}

const productPage = schemaOnDemand(() => import('@shop/shared/catalog').then((m) => m.productPage));

export const productsQuery = (filters: ProductFilters, locale: Locale) => ({
  queryKey: ['products', 'list', locale, filters] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get('/products', { query: { ...filters }, schema: productPage, signal }),
});

interface Options {
  enabled?: boolean;
  /** Keep showing the previous page while the next one loads (the list page). */
  keepPrevious?: boolean;
}

export function useProducts(filters: ProductFilters, { enabled = true, keepPrevious = false }: Options = {}) {
  const locale = useLocale();
  return useQuery({
    ...productsQuery(filters, locale),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
