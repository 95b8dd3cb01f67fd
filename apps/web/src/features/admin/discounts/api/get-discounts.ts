import { pageOf } from '@shop/shared/api';
import { adminDiscountView } from '@shop/shared/discounts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { useLocale } from '../../../../i18n/locale-store.ts';
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

const adminDiscountPage = pageOf(adminDiscountView);

export const discountsKey = ['admin', 'discounts'] as const;

/** GET /api/admin/discounts: every discount with its computed status; `lang` is the language names sort in. */
export const getDiscounts = (params: DiscountParams & { lang: string }, signal?: AbortSignal) =>
  api.get('/admin/discounts', { schema: adminDiscountPage, signal, query: { ...params } });

export function useDiscounts(params: DiscountParams) {
  const lang = useLocale();
  return useQuery({
    queryKey: [...discountsKey, 'list', lang, params],
    queryFn: ({ signal }) => getDiscounts({ ...params, lang }, signal),
    placeholderData: keepPreviousData,
  });
}
