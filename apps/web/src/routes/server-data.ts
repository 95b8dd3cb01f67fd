import type { ProductView } from '@shop/shared/catalog';
import type { Locale } from '@shop/shared/constants';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { parseProductId, productQuery } from '../features/catalog/api/get-product.ts';
import { productsQuery } from '../features/catalog/api/get-products.ts';
import { relatedFilters } from '../features/catalog/related-products.tsx';
import { currentUserQuery } from '../lib/auth.ts';
import { categoriesQuery } from '../lib/categories.ts';
import { shopConfigQuery } from '../lib/shop-config.ts';

/**
 * What the server renderer asks for before a page's first render. The renderer otherwise learns what a page
 * needs by rendering it: a whole render to find that a product page wants its product, another to find that
 * the product wants its related products, a third for the page itself. A render of a product page is most of
 * the CPU of sending one never seen before; asking first leaves one render when the guess is right. Whatever
 * is not guessed here is still found by rendering (entry-server.tsx), so a wrong or missing guess costs a
 * render, never a page.
 */
export async function preloadPageData(
  queryClient: QueryClient,
  pathname: string,
  locale: Locale,
): Promise<void> {
  // Every page's header and footer, and what its own page shows.
  const product = matchPath('/products/:id', pathname);
  await Promise.all([
    queryClient.prefetchQuery(currentUserQuery),
    queryClient.prefetchQuery(shopConfigQuery),
    queryClient.prefetchQuery(categoriesQuery(locale)),
    product ? preloadProduct(queryClient, parseProductId(product.params.id), locale) : undefined,
  ]);
}

async function preloadProduct(queryClient: QueryClient, id: number | null, locale: Locale) {
  if (id === null) return;
  const query = productQuery(id, locale);
  await queryClient.prefetchQuery(query);
  const product = queryClient.getQueryData<ProductView>(query.queryKey);
  if (product) {
    await queryClient.prefetchQuery(productsQuery(relatedFilters(product.category.slug), locale));
  }
}
