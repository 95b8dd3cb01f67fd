import type { CategoryNode } from '@shop/shared/catalog';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../i18n/locale-store.ts';
import { api } from './api-client.ts';

/** A category as `GET /api/categories` returns it: the roots, each with its children. */
export type Category = CategoryNode;

/** Shared by the header's mega menu, the footer and the home grid: one request for all three. */
export function useCategories() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['categories', locale],
    queryFn: ({ signal }) => api.get<Category[]>('/categories', { signal }),
    select: (data) => (Array.isArray(data) ? data : []),
    staleTime: 5 * 60_000,
  });
}

export function categoryProductsPath(category: Pick<Category, 'slug'>, order?: 'desc'): string {
  const params = new URLSearchParams({ category: category.slug });
  if (order) params.set('order', order);
  return `/products?${params.toString()}`;
}
