import { pageOf } from '@shop/shared/api';
import { adminReturnView, type ReturnStatus } from '@shop/shared/returns';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../../i18n/locale-store.ts';
import { api } from '../../../../lib/api-client.ts';

export const adminReturnsKey = ['admin', 'returns'] as const;
const adminReturnPage = pageOf(adminReturnView);

export interface AdminReturnFilters {
  /** Undefined: every status (a search across the whole history). */
  status: ReturnStatus | undefined;
  search: string;
  page: number;
}

/** GET /api/admin/returns?status=&search=&page=: `requested` oldest first, so the next to handle is on top. */
export const fetchAdminReturns = ({ status, search, page }: AdminReturnFilters, signal?: AbortSignal) =>
  api.get('/admin/returns', {
    query: { status, search: search || undefined, page, per_page: 20 },
    schema: adminReturnPage,
    signal,
  });

export function useAdminReturns(filters: AdminReturnFilters) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...adminReturnsKey, 'list', filters, locale],
    queryFn: ({ signal }) => fetchAdminReturns(filters, signal),
    placeholderData: keepPreviousData,
    // A queue several staff work on: keep the waiting one fresh while it is on screen.
    refetchInterval: filters.status === 'requested' ? 60_000 : false,
  });
}
