import { adminDiscountView } from '@shop/shared/discounts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { discountsKey } from './get-discounts.ts';

/** GET /api/admin/discounts/:id. */
export const getDiscount = (id: number, signal?: AbortSignal) =>
  api.get(`/admin/discounts/${id}`, { schema: adminDiscountView, signal });

export const useDiscount = (id: number | null) =>
  useQuery({
    queryKey: [...discountsKey, 'one', id],
    queryFn: ({ signal }) => getDiscount(id ?? 0, signal),
    enabled: id !== null && id > 0,
  });
