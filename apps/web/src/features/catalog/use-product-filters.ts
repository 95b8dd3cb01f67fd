import type { ProductSort } from '@shop/shared/catalog';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Category } from '../../lib/categories.ts';
import { tidySearch } from '../../lib/search-text.ts';

export type SortOrder = 'asc' | 'desc';
/**
 * The list page's sorts: the API's, except the sales ranking (that is /bestsellers), and for a search the best
 * match first (`relevance`: the API's own order of a search, asked by leaving the sort out).
 */
export type ListSort = Exclude<ProductSort, 'sales' | 'discount'> | 'relevance';

/** The products list's filters, all kept in the URL so links, reloads and back/forward restore them. */
export interface ListFilters {
  /** A category slug (a numeric id in an old link is replaced by its slug). */
  category: string | undefined;
  search: string | undefined;
  sort: ListSort;
  order: SortOrder;
  page: number;
  /** Only discounted products (`discount=true`, the offers link). */
  discount: boolean;
}

/** The API's sorts (PRODUCT_SORTS in @shop/shared/catalog, repeated here to keep zod out of this chunk). */
export const SORTS: readonly ListSort[] = ['name', 'price', 'created_at'];

/** A search lists the best match first; any other list, by name (decision 038). */
export const defaultSort = (search: string | undefined): ListSort => (search ? 'relevance' : 'name');

const isSort = (value: string | null): value is ListSort =>
  value !== null && (SORTS as readonly string[]).includes(value);

export function readFilters(params: URLSearchParams): ListFilters {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sort = params.get('sort');
  // A search sent before the app started arrives as the browser wrote it (`search=++كريم++`).
  const search = tidySearch(params.get('search') ?? '');
  const category = params.get('category')?.trim();
  return {
    category: category || undefined,
    search: search || undefined,
    sort: isSort(sort) ? sort : defaultSort(search || undefined),
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isFinite(page) && page > 1 ? page : 1,
    discount: params.get('discount') === 'true' || params.get('discount') === '1',
  };
}

/**
 * The canonical query: defaults left out (`sort` when the list's default, `order` when asc or the best match,
 * `page` when 1). The best match is a search's: without one, the list is by name.
 */
export function writeFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const sort = filters.sort === 'relevance' && !filters.search ? 'name' : filters.sort;
  if (filters.category) params.set('category', filters.category);
  if (filters.search) params.set('search', filters.search);
  if (sort !== defaultSort(filters.search)) params.set('sort', sort);
  if (filters.order !== 'asc' && filters.sort !== 'relevance') params.set('order', filters.order);
  if (filters.discount) params.set('discount', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Finds a category by slug or numeric id, with its parent (for the breadcrumb). */
export function findCategory(
  tree: Category[] | undefined,
  key: string | undefined,
): { category: Category; parent: Category | null } | null {
  if (!key) return null;
  const byId = /^\d+$/.test(key) ? Number(key) : null;
  const search = (nodes: Category[], parent: Category | null): ReturnType<typeof findCategory> => {
    for (const node of nodes) {
      if (node.slug === key || node.id === byId) return { category: node, parent };
      const found = search(node.children, node);
      if (found) return found;
    }
    return null;
  };
  return search(tree ?? [], null);
}

/**
 * The filters after a change; anything but a page change goes back to page 1. A sort left at its default
 * follows the list: typing a search turns the list by name into the best match, and clearing it turns it back.
 */
export function changeFilters(current: ListFilters, patch: Partial<ListFilters>): ListFilters {
  const next = { ...current, ...patch };
  if (!('page' in patch)) next.page = 1;
  if (!('sort' in patch) && current.sort === defaultSort(current.search))
    next.sort = defaultSort(next.search);
  return next;
}

export function useProductFilters() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readFilters(new URLSearchParams(search)), [search]);

  const update = useCallback(
    (patch: Partial<ListFilters>, options: { replace?: boolean } = {}) => {
      // Read the address bar, not a render's copy: two quick changes must both land.
      const next = changeFilters(readFilters(new URLSearchParams(window.location.search)), patch);
      const query = writeFilters(next).toString();
      navigate({ search: query ? `?${query}` : '' }, { replace: options.replace ?? false });
    },
    [navigate],
  );

  return { filters, update };
}
