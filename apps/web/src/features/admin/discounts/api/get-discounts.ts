import type { Page } from '@shop/shared/api';
import type { adminDiscountView } from '@shop/shared/discounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

export type AdminDiscount = z.infer<typeof adminDiscountView>;

export interface DiscountParams {
  status?: string;
  search?: string;
  sort?: string;
  order?: string;
  page: number;
  per_page: number;
}

export const discountsKey = ['admin', 'discounts'] as const;

/** GET /api/admin/discounts: every discount with its computed status. */
export const getDiscounts = (params: DiscountParams, signal?: AbortSignal) =>
  api.get<Page<AdminDiscount>>('/admin/discounts', { signal, query: { ...params } });

export const useDiscounts = (params: DiscountParams) =>
  useQuery({
    queryKey: [...discountsKey, 'list', params],
    queryFn: ({ signal }) => getDiscounts(params, signal),
    placeholderData: keepPreviousData,
  });
