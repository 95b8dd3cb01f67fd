import { pageOf } from '@shop/shared/api';
import { returnView } from '@shop/shared/returns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../i18n/locale-store.ts';
import { api } from '../../../lib/api-client.ts';

export const returnsKey = ['returns'] as const;
const returnPage = pageOf(returnView);

/** GET /api/returns: the customer's returns, newest first. */
export const fetchReturns = (page: number, perPage: number, signal?: AbortSignal) =>
  api.get('/returns', { query: { page, per_page: perPage }, schema: returnPage, signal });

export function useReturns(page: number, perPage = 10) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...returnsKey, 'list', page, perPage, locale],
    queryFn: ({ signal }) => fetchReturns(page, perPage, signal),
    placeholderData: keepPreviousData,
  });
}
