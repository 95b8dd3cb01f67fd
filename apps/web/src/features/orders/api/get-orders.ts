import { pageOf } from '@shop/shared/api';
import { ORDERS_PAGE_SIZE } from '@shop/shared/constants';
import { orderView } from '@shop/shared/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api } from '../../../lib/api-client.ts';

export type Order = z.infer<typeof orderView>;
const orderPage = pageOf(orderView);

/** GET /api/orders?page&per_page: the customer's orders, newest first, 10 a page. */
export const fetchOrders = (page: number, signal?: AbortSignal) =>
  api.get('/orders', { query: { page, per_page: ORDERS_PAGE_SIZE }, schema: orderPage, signal });

export function useOrders(page: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['orders', 'list', page, locale],
    queryFn: ({ signal }) => fetchOrders(page, signal),
    placeholderData: keepPreviousData,
  });
}
