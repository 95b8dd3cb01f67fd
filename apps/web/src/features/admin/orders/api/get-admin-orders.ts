import { pageOf } from '@shop/shared/api';
import { adminOrderView } from '@shop/shared/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export interface AdminOrderParams {
  status?: string;
  search?: string;
  /** YYYY-MM-DD */
  from?: string;
  to?: string;
  sort?: string;
  order?: string;
  page: number;
  per_page: number;
}

const adminOrderPage = pageOf(adminOrderView);

export const adminOrdersKey = ['admin', 'orders'] as const;

/** GET /api/admin/orders: every customer's orders, newest first, filtered. */
export const getAdminOrders = (params: AdminOrderParams, signal?: AbortSignal) =>
  api.get('/admin/orders', { schema: adminOrderPage, signal, query: { ...params } });

export const useAdminOrders = (params: AdminOrderParams) =>
  useQuery({
    queryKey: [...adminOrdersKey, 'list', params],
    queryFn: ({ signal }) => getAdminOrders(params, signal),
    placeholderData: keepPreviousData,
  });
