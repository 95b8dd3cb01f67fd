import { adminOrderView } from '@shop/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminOrdersKey } from './get-admin-orders.ts';

/** GET /api/admin/orders/:id: one order with its items, address and status history. */
export const getAdminOrder = (id: number, signal?: AbortSignal) =>
  api.get(`/admin/orders/${id}`, { schema: adminOrderView, signal });

export const useAdminOrder = (id: number | null) =>
  useQuery({
    queryKey: [...adminOrdersKey, 'one', id],
    queryFn: ({ signal }) => getAdminOrder(id ?? 0, signal),
    enabled: id !== null && id > 0,
  });
