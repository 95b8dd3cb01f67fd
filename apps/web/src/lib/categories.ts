import type { CategoryNode, categoryNode } from '@shop/shared/catalog';
import type { Locale } from '@shop/shared/constants';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useLocale } from '../i18n/locale-store.ts';
import { api, unparsed } from './api-client.ts';

/** A category as `GET /api/categories` returns it: the roots, each with its children. */
export type Category = CategoryNode;

/** `GET /api/categories`, as the hook asks it and as the server renderer asks it first (routes/server-data.ts). */
export const categoriesQuery = (locale: Locale) => ({
  queryKey: ['categories', locale],
  // Typed from the shared schema but not parsed: every page's header needs it on the first load (see `unparsed`).
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get('/categories', { signal, schema: unparsed<z.ZodArray<typeof categoryNode>>() }),
  staleTime: 5 * 60_000,
});

/** Shared by the header's mega menu, the footer and the home grid: one request for all three. */
export function useCategories() {
  const locale = useLocale();
  return useQuery({
    ...categoriesQuery(locale),
    select: (data) => (Array.isArray(data) ? data : []),
  });
}

export function categoryProductsPath(category: Pick<Category, 'slug'>, order?: 'desc'): string {
  const params = new URLSearchParams({ category: category.slug });
  if (order) params.set('order', order);
  return `/products?${params.toString()}`;
}
