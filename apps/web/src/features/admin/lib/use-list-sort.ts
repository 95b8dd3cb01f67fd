import { SORT_ORDERS, type SortOrder } from '@shop/shared/api';
import { useCallback } from 'react';
import type { ListParams } from './use-list-params.ts';

/** A list's sort column and order, and what a sortable column heading calls when it is clicked. */
export interface Sorting<C extends string> {
  sort: C;
  order: SortOrder;
  onSort: (column: C, order: SortOrder) => void;
}

/**
 * The sort and order of a list whose `sort` and `order` live in the URL (among its `useListParams` defaults).
 * Only the columns the server sorts by are read from the URL, so a stale or hand-made link falls back to the
 * default instead of being sent to the server. A new sort goes back to page 1, which refetches the list.
 * `keys` names the URL parameters when two lists share a page (`psort`, `porder`).
 */
export function useListSort<K extends string, C extends string>(
  list: ListParams<K>,
  columns: readonly C[],
  keys: { sort: K; order: K } = { sort: 'sort', order: 'order' } as { sort: K; order: K },
): Sorting<C> {
  const { values, defaults, update } = list;
  const asked: string = values[keys.sort];
  const sort = (columns as readonly string[]).includes(asked) ? (asked as C) : (defaults[keys.sort] as C);
  const askedOrder: string = values[keys.order];
  const order = (SORT_ORDERS as readonly string[]).includes(askedOrder)
    ? (askedOrder as SortOrder)
    : (defaults[keys.order] as SortOrder);
  const onSort = useCallback(
    (column: C, next: SortOrder) =>
      update({ [keys.sort]: column, [keys.order]: next } as Partial<Record<K, string>>),
    [update, keys.sort, keys.order],
  );
  return { sort, order, onSort };
}
