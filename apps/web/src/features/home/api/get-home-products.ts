import type { ProductSort, ProductView, productPage } from '@shop/shared/catalog';
import { HOME_LIST_SIZE } from '@shop/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api, unparsed } from '../../../lib/api-client.ts';

export type HomeList = 'latest' | 'featured' | 'discounted' | 'bestsellers';

const QUERIES: Record<
  HomeList,
  {
    sort?: ProductSort;
    order?: 'asc' | 'desc';
    featured?: boolean;
    bestseller?: boolean;
    discount?: boolean;
    promoted?: boolean;
  }
> = {
  // The home grids are promotion: the server leaves prescription medicines out of them (decision 015).
  latest: { sort: 'created_at', order: 'desc', promoted: true },
  featured: { featured: true, sort: 'created_at', order: 'desc' },
  discounted: { discount: true },
  bestsellers: { bestseller: true },
};

/** `GET /api/products` for one of the home page's lists (8 products each). */
export function useHomeProducts(list: HomeList) {
  const locale = useLocale();
  const query = { ...QUERIES[list], limit: HOME_LIST_SIZE };
  return useQuery({
    queryKey: ['products', 'list', locale, query],
    // Typed from the shared schema but not parsed: this is the first load of `/` (see `unparsed`).
    queryFn: ({ signal }) => api.get('/products', { query, signal, schema: unparsed<typeof productPage>() }),
    select: (page): ProductView[] => page.data,
  });
}
